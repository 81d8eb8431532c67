import { describe, expect, it, vi } from "vitest";
import { Feedback } from "../../../src/action/github/feedback.ts";
import { type RegisteredTrigger, withEngine } from "../../../src/action/jobs/job.ts";
import { runRecipe } from "../../../src/action/jobs/run-recipe.ts";
import { routeEvent, TRIGGERS, type TriggerTable } from "../../../src/action/triggers.ts";
import { readSubject } from "../../../src/adapters/github/subject.ts";
import { issueCommentEvent } from "../../fakes/events.ts";
import { actionWorld, requestText } from "../../helpers/action-run.ts";

vi.setConfig({ testTimeout: 120_000 });

/**
 * A trigger only this test knows: `/echo <text>` on an issue, from someone
 * who may trigger runs, asks the model to repeat the text on the issue's
 * conversation and posts the answer there. It is registered through the
 * table alone: nothing else of the action knows it.
 */
interface EchoRoute {
  type: "echo";
  issue: number;
  commentId: number;
  text: string;
  user: { login: string; type: string };
}

const echoTrigger: RegisteredTrigger<EchoRoute> = {
  recognize({ eventName, payload }) {
    if (eventName !== "issue_comment") return undefined;
    const event = payload as { action: string; issue: { number: number }; comment: EchoComment };
    const match = /^\/echo\s+(.*)$/s.exec(event.comment.body ?? "");
    if (event.action !== "created" || !match) return undefined;
    return {
      type: "echo",
      issue: event.issue.number,
      commentId: event.comment.id,
      text: match[1]!,
      user: { login: event.comment.user.login, type: event.comment.user.type },
    };
  },
  whoMayStart: (route) => ({
    who: "collaborator",
    summary: `echo by @${route.user.login}`,
    user: route.user,
    what: "an echo",
    verdict: "not echoed",
  }),
  subject: (route) => ({ conversation: { id: `issue-${route.issue}` } }),
  job: async () =>
    withEngine(async (ctx, route) => {
      const { runner, octokit } = ctx;
      const subject = await readSubject(octokit, runner.owner, runner.repo, route.issue);
      const opened = await ctx.store.load(`issue-${route.issue}`);
      ctx.saved.add({ id: opened.conversation.id, file: opened.conversation.file });
      const feedback = new Feedback({
        octokit,
        owner: runner.owner,
        repo: runner.repo,
        issueNumber: route.issue,
        commentId: route.commentId,
        redactor: ctx.redactor,
        logger: ctx.logger,
      });
      await feedback.received();
      await runRecipe(ctx, {
        conversation: ctx.runtime.use(opened.conversation),
        recipe: "answer",
        message: `Repeat after me: ${route.text}`,
        trigger: "echo",
        subject,
        feedback,
      });
    }),
};

interface EchoComment {
  id: number;
  body: string | null;
  user: { login: string; type: string };
}

// The test's trigger is asked first; every other event goes to the action's own triggers.
const TABLE = { echo: echoTrigger, ...TRIGGERS };

// Type-checked by tsc (npm test): a table missing a route type's trigger, or with another route's
// trigger under its key, does not compile.
const { schedule: _left, ...withoutSchedule } = TRIGGERS;
// @ts-expect-error the schedule route has no trigger
const missing: TriggerTable = withoutSchedule;
// @ts-expect-error the dispatch key holds the schedule trigger
const swapped: TriggerTable = { ...TRIGGERS, dispatch: TRIGGERS.schedule };

describe("the trigger table", () => {
  it("is complete and keyed by route type (checked when compiling)", () => {
    expect(Object.keys(missing)).not.toContain("schedule");
    expect(swapped.dispatch).toBe(TRIGGERS.schedule);
  });

  it("routes an event to the first trigger that recognizes it, and only through the table", () => {
    const request = {
      eventName: "issue_comment",
      payload: issueCommentEvent({ commentBody: "/echo hello" }),
      inputs: { triggerWord: "@baton" },
    };
    expect(routeEvent(request, TABLE)).toMatchObject({ type: "echo", text: "hello" });
    // Without it, /echo is a command the comment trigger does not know (answered with help).
    expect(routeEvent(request)).toMatchObject({
      type: "comment",
      command: { kind: "unknown", command: "echo" },
    });
    expect(routeEvent({ ...request, eventName: "discussion" }, TABLE)).toEqual({
      type: "ignore",
      reason: "Baton does nothing on discussion events",
    });
  });
});

describe("a trigger registered through the table alone", () => {
  const w = actionWorld({ steps: "in-process", triggers: TABLE });

  it("is routed, gated and run against the fakes: the answer is posted and the conversation saved", async () => {
    const { comment, event } = w.comment("/echo PAPAYA");
    const run = await w.job("issue_comment", event);
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(requestText(w.ai.requests.at(-1))).toContain("Repeat after me: PAPAYA");
    expect(w.reactionsTo(comment.id)).toEqual(["eyes"]);
    expect(w.commentsOn(1).at(-1)?.body).toContain("answer number 1");
    expect(w.artifactsNamed("baton-issue-1")).toHaveLength(1);

    // Its gate holds: someone with read permission starts nothing.
    const requests = w.ai.requests.length;
    const refused = await w.job("issue_comment", w.comment("/echo MANGO", "mallory").event);
    expect(refused.main.code).toBe(0);
    expect(w.ai.requests.length).toBe(requests);
    expect(refused.summary).toContain("not echoed");

    // The action's own triggers still answer everything else.
    await w.job("issue_comment", w.comment("@baton and the fruit?").event);
    expect(requestText(w.ai.requests.at(-1))).toContain("Repeat after me: PAPAYA");
  });
});
