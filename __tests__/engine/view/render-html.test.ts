import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Entry, KNOWN_ENTRY_TYPES, type SessionHeader } from "../../../src/engine/log/entries.ts";
import type { Message } from "../../../src/engine/messages.ts";
import { renderConversationHtml } from "../../../src/engine/view/render-html.ts";
import { LogBuilder } from "../../helpers/log-builder.ts";

const header = (id = "issue-1"): SessionHeader => ({
  type: "session",
  version: 1,
  id,
  repo: "octo/repo",
  created_at: "2026-01-01T00:00:00.000Z",
});

// Text meant to break out of the page: markup, entities, a closing tag for every element the page uses.
const hostile = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "</details></pre></div></article></section></main></svg><",
    '"><a href="javascript:alert(1)">',
    "&lt;b&gt; &amp; <!-- -->",
    "'\"`<>&",
  ),
  fc.string({ unit: fc.constantFrom("<", ">", "&", '"', "'", "/", "a", " "), maxLength: 20 }),
);

const message = (s: fc.Arbitrary<string>): fc.Arbitrary<Message> =>
  fc.oneof(
    fc.record({
      role: fc.constantFrom("user", "assistant", "system" as const),
      content: fc.option(s),
      name: s,
    }),
    fc.record({
      role: fc.constant("assistant" as const),
      content: fc.constant(null),
      tool_calls: fc.array(
        fc.record({
          id: s,
          type: fc.constant("function" as const),
          function: fc.record({ name: s, arguments: s }),
        }),
        { maxLength: 2 },
      ),
    }),
    fc.record({ role: fc.constant("tool" as const), content: s, tool_call_id: s }),
  );

/** Entries of every type with arbitrary text in every string field (ids and timestamps too). */
const entry = (s: fc.Arbitrary<string>): fc.Arbitrary<Record<string, unknown>> => {
  const base = { id: s, parent_id: fc.constant(null), timestamp: s };
  return fc.oneof(
    fc.record({ ...base, type: fc.constant("message"), message: message(s) }),
    fc.record({
      ...base,
      type: fc.constant("compaction"),
      summary: s,
      first_kept_entry_id: fc.option(s),
      tokens_before: fc.nat(),
      tokens_after: fc.nat(),
      strategy: fc.constantFrom("summarize", "mask", "hybrid"),
      recipe: s,
      messages: fc.array(message(s), { maxLength: 2 }),
    }),
    fc.record({
      ...base,
      type: fc.constant("mutation"),
      messages: fc.array(message(s), { maxLength: 2 }),
      source: s,
    }),
    fc.record({
      ...base,
      type: fc.constant("stack_pop"),
      back_to_entry_id: s,
      summary: s,
      pre_pop_summary: s,
    }),
    fc.record({
      ...base,
      type: fc.constant("run"),
      run_id: s,
      trigger: s,
      recipe: s,
      status: s,
      reason: s,
      cost_usd: fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: undefined }),
    }),
    fc.record({
      ...base,
      type: fc.constant("custom"),
      custom_type: s,
      data: fc.dictionary(s, s, { maxKeys: 2 }),
    }),
    fc.record({ ...base, type: s.filter((t) => !KNOWN_ENTRY_TYPES.has(t)), unknown: fc.constant(true) }),
    fc.record({ ...base, type: fc.constant("unreadable"), unknown: fc.constant("unreadable"), raw: s }),
  );
};

/** Every string in a value replaced by "x" ("" kept), keeping its shape: what the page's markup depends on. */
function blank(value: unknown, key?: string): unknown {
  if (typeof value === "string")
    return value === "" ||
      (key === "type" && (KNOWN_ENTRY_TYPES.has(value) || value === "unreadable")) ||
      key === "role" ||
      key === "strategy" ||
      key === "unknown"
      ? value
      : "x";
  if (Array.isArray(value)) return value.map((v) => blank(v));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blank(v, k)]));
  return value;
}

const angles = (html: string) => html.split("<").length - 1;

describe("renderConversationHtml", () => {
  it("escapes every field: arbitrary text adds no markup (as many `<` as the same log with plain text)", () => {
    fc.assert(
      fc.property(hostile, fc.array(entry(hostile), { maxLength: 12 }), (id, entries) => {
        const h = { ...header(id), repo: id };
        const html = renderConversationHtml({ header: h, entries: entries as unknown as Entry[] });
        const plain = renderConversationHtml({
          header: blank(h) as SessionHeader,
          entries: blank(entries) as Entry[],
        });
        expect(angles(html)).toBe(angles(plain));
        expect(html.match(/<script/g)).toHaveLength(1);
      }),
      { numRuns: 300 },
    );
  });

  it("shows what a compaction and a pop replaced, the unreadable line, and the summed cost", () => {
    const log = new LogBuilder();
    log.user("q1");
    log.assistant("a1");
    const kept = log.user("q2");
    log.assistant("a2");
    log.compaction("everything about q1", kept);
    const back = log.user("q3");
    log.toolCall("c1", "grep", '{"pattern":"x"}');
    log.toolResult("c1", "found");
    log.pop(back, "q3 went nowhere");
    log.raw({
      type: "run",
      run_id: "7",
      trigger: "issue_comment",
      recipe: "answer",
      status: "done",
      cost_usd: 0.25,
    });
    log.raw({
      type: "run",
      run_id: "8",
      trigger: "issue_comment",
      recipe: "answer",
      status: "done",
      cost_usd: 0.5,
    });
    log.raw({ type: "run", run_id: "9", trigger: "issue_comment", recipe: "answer", status: "failed" });
    log.raw({ type: "unreadable", unknown: "unreadable", raw: '{"type": <broken' });
    const html = renderConversationHtml({ header: header(), entries: log.entries });
    expect(html).toMatch(
      /Compaction \(summarize, recipe compact\): replaced 2 messages; context 100 → 10 tokens \(90 fewer\)/,
    );
    expect(html).toContain("everything about q1");
    expect(html).toMatch(/Pop: folded 3 messages \(\d+ tokens\) into a summary/);
    expect(html).toContain("q3 went nowhere");
    expect(html).toContain("An unreadable line of the log");
    expect(html).toContain("{&quot;type&quot;: &lt;broken");
    expect(html).toContain('<span id="cost">$0.75 (+ 1 run of unknown cost)</span>');
    // Turns: one per user message; the chart has a bar for each.
    expect(html.match(/<section class="turn"/g)).toHaveLength(3);
    expect(html.match(/<rect class="bar"/g)).toHaveLength(3);
    // The first turn's messages are replaced by the compaction; q2 is kept, q3 popped.
    expect(html).toMatch(/class="msg role-user covered" data-entry="e1"/);
    expect(html).toMatch(/class="msg role-user" data-entry="e3"/);
    expect(html).toMatch(/class="msg role-user covered" data-entry="e6"/);
    expect(html).toContain(
      '<details class="tool-call"><summary>→ grep({&quot;pattern&quot;:&quot;x&quot;}) [c1]</summary>',
    );
  });

  // Was: `$0.0000` for a cost under a hundredth of a cent, failed runs coloured like successful
  // ones, masked tool results not marked, "1 messages".
  it("prices small costs in figures that show, marks failed runs and masked results, counts in the singular", () => {
    const log = new LogBuilder();
    log.user("q1");
    log.toolCall("c1", "grep", '{"pattern":"x"}');
    log.toolResult("c1", "a long output");
    const kept = log.user("q2");
    log.raw({
      type: "compaction",
      first_kept_entry_id: kept,
      tokens_before: 100,
      tokens_after: 60,
      strategy: "mask",
    });
    log.raw({
      type: "run",
      run_id: "1",
      trigger: "cli",
      recipe: "answer",
      status: "done",
      cost_usd: 0.00004,
    });
    log.raw({ type: "run", run_id: "2", trigger: "cli", recipe: "answer", status: "failed", cost_usd: 0 });
    const html = renderConversationHtml({ header: header(), entries: log.entries });
    expect(html).toContain('<span id="cost">$0.00004</span>');
    expect(html).toContain("· done · $0.00004");
    expect(html).toMatch(/<div class="mark run done"><strong>Run 1/);
    expect(html).toMatch(/<div class="mark run failed"><strong>Run 2/);
    expect(html).toMatch(/<details class="tool-result masked" data-entry="e3">/);
    expect(html).toContain("masked the tool outputs of the 3 messages before it");
    const one = new LogBuilder();
    const first = one.user("q1");
    one.compaction("s", null);
    expect(renderConversationHtml({ header: header(), entries: one.entries })).toContain(
      "replaced 1 message;",
    );
    void first;
  });

  it("says a compaction that grew the context as such, not as a negative saving", () => {
    // Was: "context 113 → 123 tokens (-10 fewer)".
    const log = new LogBuilder();
    const kept = log.user("q1");
    log.raw({
      type: "compaction",
      summary: "a long summary",
      first_kept_entry_id: kept,
      tokens_before: 113,
      tokens_after: 123,
      strategy: "summarize",
    });
    log.raw({
      type: "compaction",
      first_kept_entry_id: kept,
      tokens_before: 50,
      tokens_after: 60,
      strategy: "mask",
    });
    const html = renderConversationHtml({ header: header(), entries: log.entries });
    expect(html).toContain("context 113 → 123 tokens (10 more: the summary is longer than what it replaced)");
    expect(html).toContain(
      "context 50 → 60 tokens (10 more: the placeholders are longer than the outputs they replaced)",
    );
    expect(html).not.toContain("-10");
  });

  it('says "cost unknown" when no run knows its cost, and counts stored tokens per turn', () => {
    const log = new LogBuilder();
    log.raw({ type: "message", message: { role: "user", content: "hi" }, tokens: 40 });
    log.raw({ type: "message", message: { role: "assistant", content: "hello" }, tokens: 2 });
    log.raw({ type: "run", run_id: "1", trigger: "cli", recipe: "answer", status: "done" });
    const html = renderConversationHtml({ header: header(), entries: log.entries });
    expect(html).toContain('<span id="cost">cost unknown</span>');
    expect(html).toContain("Turn 1 <span>· 42 tokens</span>");
    expect(html).toContain("<title>Turn 1: 42 tokens</title>");
  });

  it("needs no network: no external URL, and a CSP that allows only its own script", () => {
    const log = new LogBuilder();
    log.user("see https://example.com/x.png");
    const html = renderConversationHtml({ header: header(), entries: log.entries });
    expect(html).not.toMatch(/(src|href)="(?!#)/);
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'none';[^"]*script-src 'sha256-/,
    );
  });
});
