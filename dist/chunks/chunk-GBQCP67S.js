#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  fenced,
  runRecipe
} from "./chunk-T3GMAFWB.js";
import {
  addUsage
} from "./chunk-EXTAXSNO.js";
import {
  EMPTY_CONFIG
} from "./chunk-YGW6KKTC.js";
import {
  contained
} from "./chunk-4YPR7BWB.js";
import {
  describeGitHubError
} from "./chunk-ZCI4HNYG.js";
import {
  _enum,
  array,
  strictObject,
  string,
  toJSONSchema
} from "./chunk-FLXSCLV4.js";
import {
  clip,
  describeIssues
} from "./chunk-HBY6AOVX.js";
import {
  failure
} from "./chunk-VA2UHLEW.js";

// src/action/jobs/describe/description.ts
var DESCRIBE_START = "<!-- baton:describe:start -->";
var DESCRIBE_END = "<!-- baton:describe:end -->";
var PR_TYPES = [
  "feature",
  "fix",
  "breaking",
  "refactor",
  "performance",
  "security",
  "docs",
  "tests",
  "chore"
];
var MAX_BODY_CHARS = 65536;
var MAX_WALKTHROUGH_CHARS = 12e3;
var Line = (max) => string().trim().min(1).max(max);
var DescriptionSchema = strictObject({
  title: Line(200),
  type: _enum(PR_TYPES),
  summary: string().trim().min(1).max(4e3),
  walkthrough: array(strictObject({ file: Line(500), change: Line(500) })).max(200),
  /** A Mermaid flowchart's source, without the fence; empty when a diagram would not help. */
  diagram: string().trim().max(4e3).default(""),
  /** Names from the repository's label list; anything else is dropped. */
  labels: array(Line(100)).max(20).default([])
});
function renderSection(d, redact, room = Number.POSITIVE_INFINITY) {
  const said = (text) => inert(redact(text));
  const head = [
    DESCRIBE_START,
    "### Description by Baton",
    "",
    `**Type:** ${d.type} \xB7 **Suggested title:** ${inline(said(d.title))}`,
    "",
    contained(said(d.summary), redact)
  ].join("\n");
  const tail = [
    "",
    "",
    "<sub>Written by `/describe`; a re-run replaces only this section, the rest of the description is the author's.</sub>",
    DESCRIBE_END
  ].join("\n");
  const left = room - head.length - tail.length;
  if (left < 0) return void 0;
  const rows = d.walkthrough.map((row) => `
| ${code(said(row.file))} | ${cell(said(row.change))} |`);
  const diagram = d.diagram ? `

${fenced(said(d.diagram), "mermaid")}` : "";
  const withDiagram = diagram.length <= left ? walkthrough(rows, left - diagram.length) : void 0;
  const body = withDiagram !== void 0 && (withDiagram !== "" || !rows.length) ? withDiagram + diagram : walkthrough(rows, left) ?? "";
  return head + body + tail;
}
function walkthrough(rows, room) {
  if (!rows.length) return "";
  const budget = Math.min(room, MAX_WALKTHROUGH_CHARS);
  const more = (n) => `
| \u2026 | ${n} more files |`;
  let text = "\n\n| File | What changed |\n| --- | --- |";
  if (text.length + more(rows.length).length > budget) return void 0;
  for (const [i, row] of rows.entries()) {
    const last = i === rows.length - 1;
    if (text.length + row.length + (last ? 0 : more(rows.length - i - 1).length) > budget)
      return text + more(rows.length - i);
    text += row;
  }
  return text;
}
function withSection(body, section) {
  const end = body.lastIndexOf(DESCRIBE_END);
  const start = end === -1 ? -1 : body.lastIndexOf(DESCRIBE_START, end);
  if (start !== -1) return body.slice(0, start) + section + body.slice(end + DESCRIBE_END.length);
  if (body === "") return section;
  return `${body}${body.endsWith("\n") ? "\n" : "\n\n"}${section}`;
}
function allowedLabels(proposed, configured) {
  const byName = new Map(configured.map((l) => [l.name.toLowerCase(), l.name]));
  const apply = /* @__PURE__ */ new Set();
  const dropped = [];
  for (const label of proposed) {
    const name = byName.get(label.trim().toLowerCase());
    if (name) apply.add(name);
    else dropped.push(label);
  }
  return { apply: [...apply], dropped };
}
function inert(text) {
  return text.replaceAll("<!--", "&lt;!--").replace(CLOSING_REFERENCE, "$1`$2`");
}
var CLOSING_REFERENCE = /(\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)[ \t]*(?::[ \t]*)?)((?:[\w.-]+\/[\w.-]+)?#\d+|https?:\/\/\S+\/issues\/\d+)/gi;
function inline(text) {
  return inert(text.replace(/\s+/g, " ").trim());
}
function cell(text) {
  return inline(text).replaceAll("|", "\\|");
}
function code(path) {
  const text = inline(path).replaceAll("|", "\\|");
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return longest ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

// src/action/jobs/describe/structured-answer.ts
async function askStructured(ctx, run, schema) {
  run = { ...run, answerFormat: answerFormatOf(run.recipe, schema) };
  const first = await runRecipe(ctx, run);
  stopIfShort(first);
  const parsed = parseAnswer(first.response, schema);
  if (parsed.ok) return { value: parsed.value, outcome: first };
  ctx.logger.warn(
    `${run.recipe}: the answer did not follow the requested form (${parsed.error}); asking once more`
  );
  const second = await runRecipe(ctx, {
    ...run,
    message: `Your answer could not be used: ${parsed.error}. Answer again with only the JSON object the instructions ask for, nothing before or after it.`
  });
  const outcome = combined(first, second);
  stopIfShort(second);
  const again = parseAnswer(second.response, schema);
  if (again.ok) return { value: again.value, outcome };
  throw failure(
    `the model's answer to ${run.recipe} did not follow the requested form twice (${again.error}); nothing was written`
  );
}
function answerFormatOf(recipe, schema) {
  const { $schema: _, ...json } = withoutDefaults(
    toJSONSchema(schema, { io: "output", unrepresentable: "any" })
  );
  return { name: recipe.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64) || "answer", schema: json };
}
function withoutDefaults(node) {
  if (Array.isArray(node)) return node.map(withoutDefaults);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).filter(([key]) => key !== "default").map(([key, value]) => [key, key === "properties" ? eachValue(value) : withoutDefaults(value)])
  );
}
function eachValue(map) {
  if (typeof map !== "object" || map === null) return map;
  return Object.fromEntries(Object.entries(map).map(([name, value]) => [name, withoutDefaults(value)]));
}
function stopIfShort(outcome) {
  if (outcome.status !== "done") throw failure(outcome.reason ?? `the ${outcome.recipe} run stopped early`);
}
function parseAnswer(answer, schema) {
  const text = answer.trim();
  const fence = /^```[A-Za-z]*\n([\s\S]*)\n```$/.exec(text);
  let json;
  try {
    json = JSON.parse(fence ? fence[1] : text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `it is not a JSON object (${clip(why, 120)})` };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: clip(describeIssues(result.error.issues, "the answer"), 600) };
}
function combined(a, b) {
  return {
    ...b,
    turns: a.turns + b.turns,
    toolCalls: a.toolCalls + b.toolCalls,
    usage: addUsage(a.usage, b.usage),
    compactions: [...a.compactions, ...b.compactions],
    ...a.costUsd !== void 0 || b.costUsd !== void 0 ? { costUsd: (a.costUsd ?? 0) + (b.costUsd ?? 0) } : {}
  };
}

// src/action/jobs/describe/describe-pr.ts
async function describePullRequest(ctx, scene) {
  const { runner, octokit, logger } = ctx;
  const { number } = scene.subject;
  const configured = (ctx.runtime.opts.repoConfig ?? EMPTY_CONFIG).labels;
  const { value, outcome } = await askStructured(
    ctx,
    {
      conversation: scene.conversation,
      recipe: "describe",
      args: {
        labels: configured.map((l) => `${l.name}${l.description ? `: ${l.description}` : ""}`).join("\n")
      },
      trigger: scene.trigger,
      subject: scene.subject,
      ...scene.feedback ? { feedback: scene.feedback } : {}
    },
    DescriptionSchema
  );
  const place = { owner: runner.owner, repo: runner.repo, pull_number: number };
  let body;
  try {
    body = (await octokit.rest.pulls.get(place)).data.body ?? "";
  } catch (error) {
    throw failure(`Could not read the description of #${number}: ${describeGitHubError(error)}`, error);
  }
  const outside = withSection(body, "").length;
  const section = renderSection(value, (text) => ctx.redactor.redact(text), MAX_BODY_CHARS - outside);
  if (section === void 0)
    throw failure(
      `The description of #${number} has no room for Baton's section: GitHub takes ${MAX_BODY_CHARS.toLocaleString("en-US")} characters, and the rest of it has ${outside.toLocaleString("en-US")}`
    );
  try {
    await octokit.rest.pulls.update({ ...place, body: withSection(body, section) });
  } catch (error) {
    throw failure(`Could not write the description of #${number}: ${describeGitHubError(error)}`, error);
  }
  const { apply, dropped } = allowedLabels(value.labels, configured);
  if (dropped.length)
    logger.info(
      `#${number}: labels not in ${configured.length ? "the repository's list" : ".github/baton.yml (it lists none)"} left out: ${dropped.join(", ")}`
    );
  if (apply.length) {
    try {
      await octokit.rest.issues.addLabels({
        owner: runner.owner,
        repo: runner.repo,
        issue_number: number,
        labels: apply
      });
    } catch (error) {
      throw failure(`Could not label #${number}: ${describeGitHubError(error)}`, error);
    }
  }
  const labelled = apply.length ? `; labelled ${apply.map((l) => `\`${l}\``).join(", ")}` : "";
  return {
    outcome,
    text: `Updated the description of #${number} (type: ${value.type}${labelled}). Suggested title: ${value.title.replace(/\s+/g, " ")}`
  };
}

export {
  askStructured,
  describePullRequest
};
