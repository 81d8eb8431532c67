#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  GREW_BY_MASK,
  GREW_BY_SUMMARY,
  contextChange
} from "./chunk-WHURTW2Q.js";
import {
  escapeUTF8
} from "./chunk-YIVIGHPU.js";
import {
  isUnknownEntry
} from "./chunk-HRV54FJ4.js";
import {
  clip,
  count,
  formatUsd,
  plural
} from "./chunk-HBY6AOVX.js";

// src/engine/view/render-html.ts
import { createHash } from "node:crypto";
var VIEW_FILE = "view.html";
var esc = (text) => escapeUTF8(text);
var SCRIPT = `document.getElementById("expand").addEventListener("click",()=>{for(const d of document.querySelectorAll("details"))d.open=true});
document.getElementById("collapse").addEventListener("click",()=>{for(const d of document.querySelectorAll("details"))d.open=false});`;
var SCRIPT_HASH = createHash("sha256").update(SCRIPT).digest("base64");
var CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${SCRIPT_HASH}'; img-src data:; base-uri 'none'; form-action 'none'`;
var STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#656d76;--line:#d0d7de;--user:#ddf4ff;--assistant:#f6f8fa;--tool:#fff8c5;--mark:#fbefff;--bad:#ffebe9;--bar:#0969da}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#8d96a0;--line:#30363d;--user:#0c2d6b;--assistant:#161b22;--tool:#3b2e00;--mark:#2e1a47;--bad:#490202;--bar:#4493f8}}
*{box-sizing:border-box}
body{margin:0 auto;max-width:980px;padding:16px;background:var(--bg);color:var(--fg);font:14px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
h1{font-size:20px;margin:0 0 4px}h2{font-size:15px;margin:0 0 8px}
.meta{color:var(--muted);margin:0 0 8px}
button{font:inherit;padding:2px 10px;margin-right:6px;border:1px solid var(--line);border-radius:6px;background:var(--assistant);color:var(--fg);cursor:pointer}
.chart{border:1px solid var(--line);border-radius:8px;padding:8px 12px;margin:12px 0}
.chart svg{display:block;width:100%;height:140px}
.bar{fill:var(--bar)}a:hover .bar{opacity:.7}
.turn{border-top:1px solid var(--line);padding:12px 0}
.turn>h2 span{color:var(--muted);font-weight:normal}
.msg{border:1px solid var(--line);border-radius:8px;margin:8px 0;padding:6px 10px}
.role-user{background:var(--user)}.role-assistant,.role-system{background:var(--assistant)}
.who{color:var(--muted);font-size:12px}
.text,pre{white-space:pre-wrap;overflow-wrap:anywhere;margin:4px 0;font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,monospace}
.text{font-family:inherit;font-size:14px}
details{border:1px solid var(--line);border-radius:6px;margin:6px 0;padding:2px 8px;background:var(--tool)}
summary{cursor:pointer;font:12px ui-monospace,SFMono-Regular,Menlo,monospace}
.mark{border-left:4px solid #8250df;background:var(--mark);border-radius:6px;padding:6px 10px;margin:8px 0}
.unreadable{border-left-color:#cf222e;background:var(--bad)}
.covered{opacity:.55}.covered .who::after{content:" \xB7 replaced in the context"}
.masked>summary::after{content:" \xB7 masked in the context (the model sees a placeholder)"}
.run.failed,.run.cancelled,.run.blocked{border-left-color:#cf222e;background:var(--bad)}
`;
function renderConversationHtml(input) {
  const { header, entries } = input;
  const position = /* @__PURE__ */ new Map();
  for (let i = 0; i < entries.length; i++) position.set(entries[i].id, i);
  const tokens = new Float64Array(entries.length);
  let estimated = false;
  const messagesBefore = new Uint32Array(entries.length + 1);
  const tokensBefore = new Float64Array(entries.length + 1);
  for (let i = 0; i < entries.length; i++) {
    const e = knownEntry(entries[i]);
    if (e?.type === "message") {
      if (e.tokens !== void 0) tokens[i] = e.tokens;
      else if (input.countTokens) tokens[i] = input.countTokens(e.message);
      else {
        tokens[i] = estimateTokens(e.message);
        estimated = true;
      }
    }
    messagesBefore[i + 1] = messagesBefore[i] + (e?.type === "message" ? 1 : 0);
    tokensBefore[i + 1] = tokensBefore[i] + tokens[i];
  }
  const covered = coveredPositions(entries, position);
  const toolNames = /* @__PURE__ */ new Map();
  const turns = [{ number: 0, html: [], tokens: 0 }];
  let runs = 0;
  let unknownCost = 0;
  let cost = 0;
  for (let i = 0; i < entries.length; i++) {
    const raw = entries[i];
    const e = knownEntry(raw);
    if (e?.type === "message" && e.message.role === "user")
      turns.push({ number: turns.length, html: [], tokens: 0 });
    const turn = turns[turns.length - 1];
    if (!e) {
      turn.html.push(unknownHtml(raw));
      continue;
    }
    switch (e.type) {
      case "message":
        turn.tokens += tokens[i];
        turn.html.push(messageHtml(e, tokens[i], covered[i], toolNames));
        break;
      case "compaction": {
        const kept = e.first_kept_entry_id === null ? i : position.get(e.first_kept_entry_id);
        const end = kept === void 0 ? 0 : Math.min(kept, i);
        turn.html.push(compactionHtml(e, messagesBefore[end]));
        break;
      }
      case "stack_pop": {
        const back = position.get(e.back_to_entry_id);
        const from = back === void 0 || back > i ? i : back;
        const replaced = messagesBefore[i] - messagesBefore[from];
        turn.html.push(popHtml(e, replaced, tokensBefore[i] - tokensBefore[from]));
        break;
      }
      case "mutation":
        turn.html.push(
          mark(
            "mutation",
            `Messages rewritten${e.source ? ` by ${esc(e.source)}` : ""}: everything before stands as ${e.messages.length} message${e.messages.length === 1 ? "" : "s"}`,
            e.messages.map((m) => `<pre>${esc(m.role)}: ${esc(m.content ?? "")}</pre>`).join("")
          )
        );
        break;
      case "run":
        runs++;
        if (e.cost_usd === void 0) unknownCost++;
        else cost += e.cost_usd;
        turn.html.push(runHtml(e));
        break;
      case "custom":
        turn.html.push(
          mark(
            "custom",
            `Extension entry <code>${esc(e.custom_type)}</code>`,
            `<pre>${esc(json(e.data))}</pre>`
          )
        );
        break;
    }
  }
  const shown = turns.filter((t) => t.number > 0);
  const totalTokens = tokensBefore[entries.length];
  const costText = runs === 0 ? "no runs recorded" : unknownCost === runs ? "cost unknown" : `${formatUsd(cost)}${unknownCost ? ` (+ ${plural(unknownCost, "run")} of unknown cost)` : ""}`;
  const facts = [
    header.repo ? esc(header.repo) : void 0,
    `started ${esc(header.created_at)}`,
    `${count(entries.length)} log entries`,
    `${count(shown.length)} turns`,
    `${estimated ? "\u2248" : ""}${count(totalTokens)} tokens in all turns`,
    `${runs} run${runs === 1 ? "" : "s"}`,
    `<span id="cost">${costText}</span>`
  ].filter(Boolean);
  const preamble = turns[0].html.length ? `<section class="preamble">${turns[0].html.join("")}</section>` : "";
  return [
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    `<meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>Baton \xB7 ${esc(header.id)}</title><style>${STYLE}</style></head><body>`,
    `<header><h1>Conversation <code>${esc(header.id)}</code></h1><p class="meta">${facts.join(" \xB7 ")}</p>`,
    `<button id="expand" type="button">Expand all</button><button id="collapse" type="button">Collapse all</button></header>`,
    chartHtml(shown, estimated),
    `<main>${preamble}`,
    ...shown.map(
      (t) => `<section class="turn" id="turn-${t.number}"><h2>Turn ${t.number} <span>\xB7 ${estimated ? "\u2248" : ""}${count(t.tokens)} tokens</span></h2>${t.html.join("")}</section>`
    ),
    `</main><script>${SCRIPT}</script></body></html>
`
  ].join("");
}
function knownEntry(entry) {
  return isUnknownEntry(entry) ? void 0 : entry;
}
function estimateTokens(message) {
  let chars = message.content?.length ?? 0;
  for (const call of message.tool_calls ?? [])
    chars += call.function.name.length + call.function.arguments.length;
  return Math.ceil(chars / 4) + 4;
}
var COVERED = 1;
var MASKED = 2;
function coveredPositions(entries, position) {
  const delta = new Int32Array(entries.length + 1);
  const maskDelta = new Int32Array(entries.length + 1);
  const cover = (from, to, deltas = delta) => {
    if (from >= to) return;
    deltas[from]++;
    deltas[to]--;
  };
  for (let i = 0; i < entries.length; i++) {
    const e = knownEntry(entries[i]);
    if (e?.type === "compaction") {
      const kept = e.first_kept_entry_id === null ? i : position.get(e.first_kept_entry_id);
      const masks = e.summary === void 0 && e.messages === void 0;
      if (kept !== void 0) cover(0, Math.min(kept, i), masks ? maskDelta : delta);
    } else if (e?.type === "mutation") cover(0, i);
    else if (e?.type === "stack_pop") {
      const back = position.get(e.back_to_entry_id);
      if (back !== void 0 && back <= i) cover(back, i);
    }
  }
  const covered = new Uint8Array(entries.length);
  let depth = 0;
  let maskDepth = 0;
  for (let i = 0; i < entries.length; i++) {
    depth += delta[i];
    maskDepth += maskDelta[i];
    covered[i] = depth > 0 ? COVERED : maskDepth > 0 ? MASKED : 0;
  }
  return covered;
}
function messageHtml(e, tokens, state, toolNames) {
  const m = e.message;
  const covered = state === COVERED;
  const cls = `msg role-${m.role === "tool" ? "tool" : esc(m.role)}${covered ? " covered" : ""}`;
  const who = `<div class="who">${esc(m.role)}${m.name ? ` (${esc(m.name)})` : ""} \xB7 ${count(tokens)} tokens \xB7 ${esc(e.timestamp)}</div>`;
  if (m.role === "tool") {
    const name = toolNames.get(m.tool_call_id ?? "") ?? "tool";
    const how = covered ? " covered" : state === MASKED ? " masked" : "";
    return `<details class="tool-result${how}" data-entry="${esc(e.id)}"><summary>\u2190 result of ${esc(name)} [${esc(m.tool_call_id ?? "?")}] \xB7 ${count(tokens)} tokens</summary><pre>${esc(m.content ?? "")}</pre></details>`;
  }
  const calls = (m.tool_calls ?? []).map((call) => {
    toolNames.set(call.id, call.function.name);
    return toolCallHtml(call);
  });
  const text = m.content ? `<div class="text">${esc(m.content)}</div>` : "";
  return `<article class="${cls}" data-entry="${esc(e.id)}">${who}${text}${calls.join("")}</article>`;
}
function toolCallHtml(call) {
  return `<details class="tool-call"><summary>\u2192 ${esc(call.function.name)}(${esc(clip(call.function.arguments, 80))}) [${esc(call.id)}]</summary><pre>${esc(prettyJson(call.function.arguments))}</pre></details>`;
}
function compactionHtml(e, replaced) {
  const masked = e.summary === void 0 && e.messages === void 0;
  const what = masked ? `masked the tool outputs of the ${plural(replaced, "message")} before it` : `replaced ${plural(replaced, "message")}`;
  const change = contextChange(e.tokens_before, e.tokens_after, masked ? GREW_BY_MASK : GREW_BY_SUMMARY);
  const title = `Compaction (${esc(e.strategy)}${e.recipe ? `, recipe ${esc(e.recipe)}` : ""}): ${what}; context ${change}`;
  const body = [
    e.summary !== void 0 ? `<div class="text">${esc(e.summary)}</div>` : "",
    ...(e.messages ?? []).map((m) => `<pre>${esc(m.role)}: ${esc(m.content ?? "")}</pre>`)
  ].join("");
  return mark("compaction", title, body);
}
function popHtml(e, replaced, tokens) {
  const title = `Pop: folded ${plural(replaced, "message")} (${plural(tokens, "token")}) into a summary`;
  const before = e.pre_pop_summary !== void 0 ? `<p>and what came before them into:</p><div class="text">${esc(e.pre_pop_summary)}</div>` : "";
  return mark("stack-pop", title, `<div class="text">${esc(e.summary)}</div>${before}`);
}
function runHtml(e) {
  const usage = e.usage ? ` \xB7 ${count(e.usage.input_tokens)} in / ${count(e.usage.output_tokens)} out` : "";
  const cost = e.cost_usd === void 0 ? "cost unknown" : formatUsd(e.cost_usd);
  const reason = e.reason ? `<div class="text">${esc(e.reason)}</div>` : "";
  return mark(
    `run ${esc(e.status)}`,
    `Run ${esc(e.run_id)} \xB7 ${esc(e.trigger)} \xB7 recipe ${esc(e.recipe)} \xB7 ${esc(e.status)}${usage} \xB7 ${cost}`,
    reason
  );
}
function unknownHtml(e) {
  if ("unknown" in e && e.unknown === "unreadable")
    return mark(
      "unreadable",
      "An unreadable line of the log (kept as it was; not part of the context)",
      `<pre>${esc(clip(e.raw, 2e3))}</pre>`
    );
  return mark(
    "unknown",
    `An entry of a type this version does not know: <code>${esc(String(e.type))}</code> (kept; not part of the context)`,
    ""
  );
}
function mark(kind, title, body) {
  return `<div class="mark ${kind}"><strong>${title}</strong>${body}</div>`;
}
function chartHtml(turns, estimated) {
  const width = 10;
  const height = 120;
  let max = 1;
  for (const t of turns) max = Math.max(max, t.tokens);
  const bars = turns.map((t, k) => {
    const h = Math.max(1, Math.round(t.tokens / max * height));
    return `<a href="#turn-${t.number}"><rect class="bar" x="${k * width + 1}" y="${height - h}" width="${width - 2}" height="${h}"><title>Turn ${t.number}: ${count(t.tokens)} tokens</title></rect></a>`;
  });
  return `<section class="chart"><h2>Tokens per turn <span class="meta">(highest ${estimated ? "\u2248" : ""}${count(max)})</span></h2><svg role="img" aria-label="tokens per turn" viewBox="0 0 ${Math.max(1, turns.length) * width} ${height}" preserveAspectRatio="none">${bars.join("")}</svg></section>`;
}
function prettyJson(text) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
function json(value) {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

export {
  VIEW_FILE,
  renderConversationHtml
};
