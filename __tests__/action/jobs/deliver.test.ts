import { describe, expect, it } from "vitest";
import type { Feedback } from "../../../src/action/github/feedback.ts";
import { deliverAnswer } from "../../../src/action/jobs/deliver.ts";
import type { RunOutcome } from "../../../src/engine/agent/outcome.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { Redactor } from "../../../src/engine/util/redact.ts";
import { harness, recipe } from "../../engine/agent/helpers.ts";

/** What deliverAnswer posts on an issue for `outcome`. */
async function posted(outcome: RunOutcome): Promise<string[]> {
  const bodies: string[] = [];
  const feedback = {
    statusCommentId: undefined,
    answer: async (body: string) => {
      bodies.push(body);
      return { id: 1, url: "https://github.com/o/r/issues/1#issuecomment-1" };
    },
  } as unknown as Feedback;
  await deliverAnswer(
    {
      feedback,
      octokit: {} as never,
      owner: "o",
      repo: "r",
      logger: memoryLogger(),
      redactor: new Redactor([]),
      runUrl: "https://github.com/o/r/actions/runs/1",
    },
    recipe("main"),
    {
      kind: "issue",
      number: 1,
      issue: { number: 1, title: "t", body: "b", author: "a", labels: [], state: "open" },
    },
    outcome,
  );
  return bodies;
}

/** The outcome of a run whose one answer ended with `finishReason`. */
async function answeredWith(content: string, finishReason: string): Promise<RunOutcome> {
  const h = await harness({
    steps: [
      {
        message: { role: "assistant", content },
        usage: { input_tokens: 10, output_tokens: 5 },
        finishReason,
      },
    ],
  });
  return h.run();
}

describe("an answer the server cut short", () => {
  // Was: a finished run's reason was shown only when it had stopped early: a half answer was posted
  // as a whole one, and an answer the content filter emptied posted nothing ("Done" and a 🚀).
  it("is posted with the reason under it, at the output limit", async () => {
    const [body] = await posted(await answeredWith("Summary of the review: first, the par", "length"));
    expect(body).toMatch(
      /^Summary of the review: first, the par\n\n_the model's answer was cut short: it reached the output limit/,
    );
  });

  it("says the content filter stopped it, even when nothing of it is left", async () => {
    const bodies = await posted(await answeredWith("", "content_filter"));
    expect(bodies).toEqual([
      "_the model's answer was cut short: the server's content filter stopped it (finish_reason content_filter)_",
    ]);
  });

  it("a whole answer goes as it is", async () => {
    expect(await posted(await answeredWith("All good.", "stop"))).toEqual(["All good."]);
  });
});
