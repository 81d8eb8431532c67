import { describe, expect, it } from "vitest";
import { actionOutputs, chart, jobSummary } from "../../../src/action/report/job-summary.ts";
import type { ConversationReport, RunReport } from "../../../src/action/report/run-report.ts";
import type { RunOutcome } from "../../../src/engine/agent/outcome.ts";
import type { Entry } from "../../../src/engine/log/entries.ts";
import { contextHistory } from "../../../src/engine/log/history.ts";
import { REDACTED, Redactor } from "../../../src/engine/util/redact.ts";
import { elementsAround, swallowed } from "../../helpers/markdown.ts";

const API_KEY = "sk-live-0123456789abcdefghijklmnopqrstuv";
const STATE_KEY = "correct horse battery staple";
const redactor = new Redactor([API_KEY, STATE_KEY]);

function outcome(overrides: Partial<RunOutcome> = {}): RunOutcome {
  return {
    status: "done",
    response: "Looks good.",
    recipe: "pr-review",
    turns: 3,
    toolCalls: 5,
    usage: { input_tokens: 12_345, output_tokens: 678 },
    compactions: [],
    ...overrides,
  };
}

const pr17: ConversationReport = {
  conversationId: "pr-17",
  subject: "PR #17: Fix the parser",
  stateArtifact: "baton-pr-17",
  outcome: outcome({
    compactions: [
      {
        trigger: "auto",
        strategy: "hybrid",
        steps: "mask+summarize",
        tokensBefore: 104_000,
        tokensAfter: 21_500,
      },
      {
        trigger: "stop",
        strategy: "summarize",
        steps: "summarize",
        tokensBefore: 80_000,
        tokensAfter: 9_000,
      },
    ],
  }),
};

describe("jobSummary", () => {
  it("shows trigger, recipe, conversation, turns, tool calls, tokens, cost, compactions and the state artifact", () => {
    const md = jobSummary(
      { trigger: "issue_comment `/run pr-review` by @alice", conversations: [pr17], notices: [] },
      redactor,
    );
    expect(md).toContain("**Trigger:** issue_comment `/run pr-review` by @alice");
    expect(md).toContain("### `pr-17` — PR #17: Fix the parser");
    expect(md).toContain("| `pr-review` | done | 3 | 5 | 12,345 | 678 | unknown | `baton-pr-17` |");
    const priced = jobSummary(
      { trigger: "t", conversations: [{ ...pr17, outcome: outcome({ costUsd: 0.002258 }) }], notices: [] },
      redactor,
    );
    expect(priced).toContain("| 12,345 | 678 | $0.0023 | `baton-pr-17` |");
    expect(md).toContain("| auto | hybrid: mask + summarize | 104,000 → 21,500 tokens (82,500 fewer) |");
    expect(md).toContain("| stop | summarize | 80,000 → 9,000 tokens (71,000 fewer) |");
    // What each strategy used does, from the strategy registry.
    expect(md).toContain("_hybrid_: mask, then summarize only if the context is still above the target");
    expect(md).not.toContain("_mask_:");
    expect(md).toContain("<details open><summary>Response</summary>\n\nLooks good.\n\n</details>");
    expect(md).not.toContain("Notices");
  });

  it("says a compaction that grew the context as such", () => {
    const grew = outcome({
      compactions: [
        { trigger: "manual", strategy: "summarize", steps: "summarize", tokensBefore: 113, tokensAfter: 123 },
      ],
    });
    const md = jobSummary(
      { trigger: "t", conversations: [{ ...pr17, outcome: grew }], notices: [] },
      redactor,
    );
    expect(md).toContain(
      "| manual | summarize | 113 → 123 tokens (10 more: the summary is longer than what it replaced) |",
    );
  });

  it("gives each conversation of a scheduled review its own section, and the notices", () => {
    const pr4: ConversationReport = {
      conversationId: "pr-4",
      stateArtifact: "baton-pr-4",
      outcome: outcome({
        status: "max_turns",
        reason: "reached max-turns (30)",
        response: "Partial review.",
      }),
    };
    const md = jobSummary(
      {
        trigger: "schedule",
        conversations: [pr17, pr4],
        notices: ["PR #3 is unchanged since its last review", "2 PRs wait for the next sweep"],
      },
      redactor,
    );
    expect(md.indexOf("### `pr-17`")).toBeLessThan(md.indexOf("### `pr-4`"));
    expect(md).toContain("| `pr-review` | max_turns: reached max-turns (30) | 3 |");
    expect(md).toContain("No compaction.");
    expect(md).toContain("<details><summary>Response</summary>\n\nPartial review.");
    expect(md).toContain(
      "### Notices\n\n- PR #3 is unchanged since its last review\n- 2 PRs wait for the next sweep",
    );
  });

  it("says a finished run's answer was cut short beside its status", () => {
    // Was: "done" alone, for an answer the output limit cut.
    const cut = {
      ...pr17,
      outcome: outcome({ reason: "the model's answer was cut short: it reached the output limit" }),
    };
    const md = jobSummary({ trigger: "issue_comment", conversations: [cut], notices: [] }, redactor);
    expect(md).toContain(
      "| `pr-review` | done: the model's answer was cut short: it reached the output limit | 3 |",
    );
  });

  it("lists a run's notes (an MCP server it went on without), redacted and as plain text", () => {
    const noted = {
      ...pr17,
      outcome: outcome({
        notes: [`MCP server docs is not available, so its tools were not offered: 401 for ${API_KEY} <b>`],
      }),
    };
    const md = jobSummary({ trigger: "issue_comment", conversations: [noted], notices: [] }, redactor);
    expect(md).toContain(
      "**Notes**\n\n- MCP server docs is not available, so its tools were not offered: 401 for",
    );
    expect(md).not.toContain(API_KEY);
    expect(md).not.toContain("<b>");
  });

  it("says so when no conversation was touched", () => {
    const md = jobSummary(
      { trigger: "schedule", conversations: [], notices: ["No PR needs a review."] },
      redactor,
    );
    expect(md).toContain("No conversation was touched in this run.");
    expect(md).toContain("- No PR needs a review.");
  });

  it("keeps outside text from breaking the tables or adding markup", () => {
    const md = jobSummary(
      {
        trigger: "dispatch <img src=x>",
        conversations: [
          {
            conversationId: "dispatch-1",
            outcome: outcome({ status: "failed", reason: "bad | pipe\nand a line", response: "" }),
          },
        ],
        notices: [],
      },
      redactor,
    );
    expect(md).toContain("dispatch &lt;img src=x&gt;");
    expect(md).toContain("| failed: bad \\| pipe and a line |");
    expect(md).toContain("| not saved |");
    expect(md).toContain("No response.");
  });

  it("never shows a secret, wherever it turns up", () => {
    const leaky: RunReport = {
      trigger: `dispatch with ${API_KEY}`,
      conversations: [
        {
          conversationId: "issue-42",
          subject: `Issue #42: ${STATE_KEY}`,
          stateArtifact: "baton-issue-42",
          outcome: outcome({
            recipe: "answer",
            status: "failed",
            reason: `401 for key ${API_KEY}`,
            response: `Your key is ${API_KEY} and a token ghp_${"a".repeat(36)}`,
          }),
        },
      ],
      notices: [`state key "${STATE_KEY}" refused`],
    };
    const md = jobSummary(leaky, redactor);
    const outputs = actionOutputs(leaky, redactor);
    for (const text of [md, ...Object.values(outputs)]) {
      expect(text).not.toContain(API_KEY);
      expect(text).not.toContain(STATE_KEY);
      expect(text).not.toContain("ghp_");
    }
    expect(md).toContain(REDACTED);
    expect(outputs.response).toBe(`Your key is ${REDACTED} and a token ${REDACTED}`);
  });

  it("cuts a long response without letting a secret through the cut", () => {
    const long = `${"x".repeat(64 * 1024 - 10)}${API_KEY}${"y".repeat(10_000)}`;
    const md = jobSummary(
      {
        trigger: "t",
        conversations: [{ conversationId: "c", outcome: outcome({ response: long }) }],
        notices: [],
      },
      redactor,
    );
    expect(md).not.toContain(API_KEY.slice(0, 12));
    expect(md).toContain("[output truncated:");
    expect(Buffer.byteLength(md)).toBeLessThan(70 * 1024);
  });
});

describe("actionOutputs", () => {
  it("gives the outputs of a run on one conversation", () => {
    expect(actionOutputs({ trigger: "t", conversations: [pr17], notices: [] }, redactor)).toEqual({
      "conversation-id": "pr-17",
      response: "Looks good.",
      compacted: "true",
      "tokens-in": "12345",
      "tokens-out": "678",
      "state-artifact": "baton-pr-17",
    });
  });

  it("sums a sweep over several conversations and passes the review matrix on", () => {
    const pr4: ConversationReport = {
      conversationId: "pr-4",
      stateArtifact: "baton-pr-4",
      outcome: outcome({ response: "Fine.", usage: { input_tokens: 5, output_tokens: 2 } }),
    };
    const outputs = actionOutputs(
      {
        trigger: "schedule",
        conversations: [pr17, pr4],
        notices: [],
        reviewMatrix: '{"include":[{"pr":9}]}',
      },
      redactor,
    );
    expect(outputs).toEqual({
      "conversation-id": "pr-17,pr-4",
      response: "## pr-17\n\nLooks good.\n\n## pr-4\n\nFine.",
      compacted: "true",
      "tokens-in": "12350",
      "tokens-out": "680",
      "state-artifact": "baton-pr-17,baton-pr-4",
      "review-matrix": '{"include":[{"pr":9}]}',
    });
  });

  it("gives empty outputs when no conversation was touched", () => {
    expect(actionOutputs({ trigger: "schedule", conversations: [], notices: [] }, redactor)).toEqual({
      "conversation-id": "",
      response: "",
      compacted: "false",
      "tokens-in": "0",
      "tokens-out": "0",
      "state-artifact": "",
    });
  });
});

describe("the context chart", () => {
  it("draws the conversation's context size over its runs and compactions as a Mermaid xychart", () => {
    const history = [
      { label: "R1", tokens: 40_000 },
      { label: "R2", tokens: 90_000 },
      { label: "C1", tokens: 12_000 },
      { label: "R3", tokens: 30_500.4 },
    ];
    const md = jobSummary(
      { trigger: "schedule", conversations: [{ ...pr17, history }], notices: [] },
      redactor,
    );
    expect(md).toContain(
      [
        "```mermaid",
        "xychart-beta",
        '  title "Context size over the conversation (tokens; R = run, C = compaction)"',
        '  x-axis ["R1", "R2", "C1", "R3"]',
        '  y-axis "tokens" 0 --> 99000',
        "  line [40000, 90000, 12000, 30500]",
        "```",
      ].join("\n"),
    );
    // Beside the token table, before the response.
    expect(md.indexOf("xychart-beta")).toBeGreaterThan(md.indexOf("| auto | hybrid |"));
    expect(md.indexOf("xychart-beta")).toBeLessThan(md.indexOf("<summary>Response</summary>"));
  });

  it("draws nothing for fewer than two points", () => {
    expect(chart([])).toBe("");
    expect(chart([{ label: "R1", tokens: 5 }])).toBe("");
  });
});

describe("contextHistory", () => {
  it("takes each run's recorded size and each compaction's size after, oldest first, the latest 30", () => {
    const entries = [
      { type: "run", context_tokens: 100 },
      { type: "run" }, // an older log without the size: skipped
      { type: "compaction", tokens_before: 900, tokens_after: 50 },
      { type: "message", message: { role: "user", content: "x" } },
      { type: "run", context_tokens: 300 },
    ].map((e, i) => ({ id: String(i), parent_id: null, timestamp: "2026-01-01T00:00:00Z", ...e })) as Entry[];
    expect(contextHistory(entries)).toEqual([
      { label: "R1", tokens: 100 },
      { label: "C1", tokens: 50 },
      { label: "R2", tokens: 300 },
    ]);
    const many = Array.from({ length: 40 }, (_, i) => ({
      id: String(i),
      parent_id: null,
      timestamp: "2026-01-01T00:00:00Z",
      type: "run",
      context_tokens: i,
    })) as Entry[];
    expect(contextHistory(many).map((p) => p.label)).toEqual(
      Array.from({ length: 30 }, (_, i) => `R${i + 11}`),
    );
  });
});

describe("one conversation's text in the job summary", () => {
  const other = (id: string, subject: string, response = "Second review."): ConversationReport => ({
    conversationId: id,
    subject,
    stateArtifact: `baton-${id}`,
    outcome: outcome({ response }),
  });

  it("cannot take in or hide the sections after it", () => {
    for (const response of [
      "Partial answer:\n\n```ts\nconst a = 1;",
      "<!-- reviewer notes\nnothing to see",
    ]) {
      const md = jobSummary(
        {
          trigger: "schedule",
          conversations: [other("pr-17", "PR #17: One", response), other("pr-18", "PR #18: Something")],
          notices: ["PR #19 was left for the next sweep."],
        },
        new Redactor([]),
      );
      expect(swallowed(md, "PR #18: Something"), response).toBe(false);
      expect(md).toContain("### `pr-18` — PR #18: Something");
      expect(swallowed(md, "left for the next sweep"), response).toBe(false);
    }
  });

  it("holding an unterminated private key is redacted to its own end, not the summary's", () => {
    const md = jobSummary(
      {
        trigger: "schedule",
        conversations: [
          other("pr-17", "PR #17: Drop the -----BEGIN RSA PRIVATE KEY----- fixture"),
          other("pr-18", "PR #18: Something", "Second review."),
        ],
        notices: ["PR #19 was left for the next sweep."],
      },
      new Redactor([]),
    );
    expect(md).toContain(REDACTED);
    expect(md).not.toContain("BEGIN RSA PRIVATE KEY");
    expect(md).toContain("Second review.");
    expect(md).toContain("left for the next sweep");
  });
});

describe("a model's answer in the job summary", () => {
  const review = (id: string, subject: string, response: string): ConversationReport => ({
    conversationId: id,
    subject,
    stateArtifact: `baton-${id}`,
    outcome: {
      status: "done",
      response,
      recipe: "pr-review",
      turns: 1,
      toolCalls: 0,
      usage: { input_tokens: 10, output_tokens: 5 },
      compactions: [],
    },
  });

  // Was: a review ending in an open <details> (what a PR's author can talk the model into) folded
  // the next PRs' sections and the failure notice into it.
  it("cannot fold the sections after it (the other PRs, the notices) into an element it leaves open", () => {
    const md = jobSummary(
      {
        trigger: "schedule",
        conversations: [
          review(
            "pr-17",
            "PR #17: One",
            "Looks fine.\n\n<details><summary>Details</summary>\n\nNothing here.",
          ),
          review("pr-18", "PR #18: Something", "Second review."),
        ],
        notices: ["failed: 1 of 3 reviews failed: #19: the model refused"],
      },
      new Redactor([]),
    );
    expect(elementsAround(md, "PR #18: Something")).toEqual([]);
    expect(elementsAround(md, "1 of 3 reviews failed")).toEqual([]);
  });
});
