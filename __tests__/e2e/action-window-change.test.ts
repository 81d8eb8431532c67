// One conversation over many runs while the model's window changes between them: every request,
// the summarizer's included, fits the window of the model it goes to.
import { describe, expect, it, vi } from "vitest";
import "../helpers/tokenizer.ts";
import { messageTokens } from "../../src/engine/log/tokens.ts";
import type { ChatRequest } from "../fakes/openai-server.ts";
import { actionWorld, isSummarizer, REPO, SUMMARY } from "../helpers/action-run.ts";

vi.setConfig({ testTimeout: 180_000 });

const w = actionWorld({ steps: "in-process" });
const { job, comment, commentsOn } = w;

/** A request's tokens as Baton counts them (o200k, the same count its window check uses). */
const requestTokens = (r: ChatRequest) =>
  r.messages.reduce(
    (n, m) => n + messageTokens({ role: m.role as "user", content: String(m.content ?? "") }),
    0,
  );

/** A long message of distinct words (about a token each). */
const longText = (tag: string, words: number) =>
  `${tag} ${Array.from({ length: words }, (_, i) => `w${i}${tag.slice(0, 3)}`).join(" ")}`;

/** The fake model answers as a real one does: a prompt past its window is a 400 context_length_exceeded. */
function modelWithWindow(window: number) {
  let n = 0;
  w.ai.setResponder((request) => {
    const tokens = requestTokens(request);
    if (tokens > window)
      return {
        status: 400,
        body: {
          error: {
            message: `This model's maximum context length is ${window} tokens. However, your messages resulted in ${tokens} tokens.`,
            type: "invalid_request_error",
            param: "messages",
            code: "context_length_exceeded",
          },
        },
      };
    return { content: isSummarizer(request) ? SUMMARY : `answer number ${++n}` };
  });
}

describe("months: the model's window shrinks between runs", () => {
  // Was: an earlier summary is never trimmed from the summarizer's input
  // (transcript.ts trimOldest keeps every "[earlier summary]" block, `stays = isSummaryBlock`), and
  // a summary written under a 128k window carries up to 20k tokens of verbatim user messages
  // (ledgerBudget) plus up to 12.8k of summary. After the window shrinks, the first compaction's
  // summarizer request is larger than the new window: a real model refuses it (twice: the retry
  // also keeps the summary), the compaction falls back to a mask that finds nothing, and the run fails.
  // Expected: every request after the change, the summarizer's included, fits the new window
  // (an earlier summary longer than the room is cut or re-summarized), and the run answers.
  it("after /compact under a large window, a run with a 4,096-token window sends no request larger than it", async () => {
    for (let i = 0; i < 6; i++) {
      const r = await job("issue_comment", comment(`@baton ${longText(`MSG${i}`, 900)}`).event);
      expect(r.main.code, r.main.stdout).toBe(0);
    }
    const compacted = await job("issue_comment", comment("/compact").event);
    expect(compacted.main.code, compacted.main.stdout).toBe(0);

    const before = w.ai.requests.length;
    const run = await job("issue_comment", comment("@baton and now?").event, {
      with: { "context-window": "4096" },
    });
    const sizes = w.ai.requests
      .slice(before)
      .map((r) => ({ summarizer: isSummarizer(r), tokens: requestTokens(r) }));
    expect(sizes.filter((s) => s.tokens > 4096)).toEqual([]);
    expect(run.main.code, run.main.stdout).toBe(0);
  });

  // Same, with a model that refuses what does not fit, as OpenAI does.
  it("after /compact under a large window, a model with a 4,096-token window answers the next comment", async () => {
    for (let i = 0; i < 6; i++) {
      const r = await job("issue_comment", comment(`@baton ${longText(`MSG${i}`, 900)}`).event);
      expect(r.main.code, r.main.stdout).toBe(0);
    }
    expect((await job("issue_comment", comment("/compact").event)).main.code).toBe(0);
    modelWithWindow(4096);
    const run = await job("issue_comment", comment("@baton and now?").event, {
      with: { "context-window": "4096" },
    });
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(commentsOn(1).at(-1)!.body).toMatch(/^answer number/);
  });

  // Was: when the saved context is an earlier summary (bigger than the new window: it
  // carries the users' messages verbatim within a 128k window's budget) plus a short recent turn,
  // the pre-LLM check finds "nothing before the recent turns to summarize"
  // (compaction-service.ts summarize(): `nothingIn` counts a lone earlier summary as nothing), so
  // nothing is compacted and the run is refused: "the conversation holds 13931 tokens, more than
  // the model's window of 4096, even after compaction". Every later run is refused the same way.
  // Expected: a summary that alone is past the threshold is re-summarized (its ledger re-capped
  // to the new window's budget) before the first request, and the run answers.
  it("a conversation kept lean by the stop compaction under a large window answers after the window shrinks", async () => {
    for (let i = 0; i < 4; i++) {
      const r = await job("issue_comment", comment(`@baton ${longText(`MSG${i}`, 2000)}`).event, {
        with: { "stop-compact-threshold": "0.01" },
      });
      expect(r.main.code, r.main.stdout).toBe(0);
    }
    expect(w.savedLog("baton-issue-1").at(-2)!.type).toBe("compaction");
    const run = await job("issue_comment", comment("@baton and now?").event, {
      with: { "context-window": "4096" },
    });
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(commentsOn(1).at(-1)!.body).toMatch(/^answer number/);
  });
});

describe("months: a cheaper summary-model with a smaller window is set", () => {
  // Was: the summarizer's input is sized to the run model's window
  // (compaction-service.ts summarize(): `room = 0.75 * this.deps.contextWindow`, and runtime.ts
  // passes only `summaryModel`'s name, never its window). With `summary-model` set to a model with a
  // smaller window than `model` (a cheaper one, as the README suggests), every summarizer request
  // is larger than the summary model's window: a real provider refuses it, compaction falls back
  // to masking every time, and the conversation grows until runs are refused.
  // Expected: the summarizer's request fits the summary model's own window (its catalog or
  // `models:` window).
  it("no summarizer request is larger than the summary model's window", async () => {
    w.gh.state.addFile({
      repo: REPO,
      path: ".github/baton.yml",
      text: "models:\n  big-model:\n    context-window: 20000\n  small-model:\n    context-window: 4096\n",
    });
    const inputs = { model: "big-model", "summary-model": "small-model" };
    for (let i = 0; i < 8; i++) {
      const r = await job("issue_comment", comment(`@baton ${longText(`MSG${i}`, 900)}`).event, {
        with: inputs,
      });
      expect(r.main.code, r.main.stdout).toBe(0);
    }
    const summarizer = w.ai.requests.filter((r) => r.model === "small-model");
    expect(summarizer.length).toBeGreaterThan(0);
    expect(summarizer.map(requestTokens).filter((t) => t > 4096)).toEqual([]);
  });
});
