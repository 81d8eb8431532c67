import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { parseArgsInput, parseTarget } from "../../../src/action/events/dispatch-inputs.ts";
import { routeEvent } from "../../../src/action/triggers.ts";
import { BatonError } from "../../../src/engine/errors.ts";
import { issueCommentEvent, scheduleEvent, workflowDispatchEvent } from "../../fakes/events.ts";

type Json = Record<string, unknown>;
const examples = createRequire(import.meta.url)("@octokit/webhooks-examples") as {
  name: string;
  examples: Json[];
}[];
const realExamples = (name: string) => examples.find((d) => d.name === name)?.examples ?? [];

const inputs = { triggerWord: "@baton" };
const route = (eventName: string, payload: unknown, extra: Partial<typeof inputs & Json> = {}) =>
  routeEvent({ eventName, payload, inputs: { ...inputs, ...extra } });

function inputErrorOf(fn: () => unknown): BatonError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(BatonError);
    expect((e as BatonError).kind).toBe("input");
    return e as BatonError;
  }
  throw new Error("expected an input error");
}

describe("routeEvent: issue_comment", () => {
  it("reads GitHub's own issue_comment examples: created with a command routes, edited and deleted are ignored", () => {
    const all = realExamples("issue_comment");
    expect(all.length).toBeGreaterThan(3);
    for (const example of all) {
      const payload = structuredClone(example) as Json & { comment: Json; issue: Json };
      payload.comment.body = "/run issue-triage depth=2 look closely";
      const routed = route("issue_comment", payload);
      if (payload.action === "created") {
        expect(routed).toMatchObject({
          type: "comment",
          command: { kind: "run", recipe: "issue-triage", args: { depth: "2" }, message: "look closely" },
          comment: { id: payload.comment.id, created_at: payload.comment.created_at },
          issue: { number: payload.issue.number, isPullRequest: payload.issue.pull_request != null },
        });
      } else {
        expect(routed).toMatchObject({ type: "ignore" });
      }
    }
    const edited = all.find((e) => e.action === "edited")!;
    expect(route("issue_comment", edited)).toEqual({
      type: "ignore",
      reason: expect.stringContaining("edited"),
    });
  });

  it("keeps only what Baton reads from the payload", () => {
    const payload = issueCommentEvent({
      number: 17,
      pullRequest: true,
      title: "Speed up",
      issueBody: null,
      issueUser: "alice",
      user: { login: "bob" },
      commentId: 99,
      commentBody: "@baton why?\nsecond line",
      createdAt: "2025-02-03T04:05:06Z",
    });
    expect(route("issue_comment", payload)).toEqual({
      type: "comment",
      command: { kind: "message", text: "why?\nsecond line" },
      comment: {
        id: 99,
        body: "@baton why?\nsecond line",
        created_at: "2025-02-03T04:05:06Z",
        user: { login: "bob", type: "User" },
        marked: false,
      },
      issue: {
        number: 17,
        title: "Speed up",
        body: "",
        isPullRequest: true,
        created_at: expect.any(String),
        user: { login: "alice", type: "User" },
      },
    });
  });

  it("passes unknown and invalid commands on (they get a reply), ignores ordinary comments", () => {
    expect(route("issue_comment", issueCommentEvent({ commentBody: "/deploy" }))).toMatchObject({
      type: "comment",
      command: { kind: "unknown", command: "deploy" },
    });
    expect(route("issue_comment", issueCommentEvent({ commentBody: "/run" }))).toMatchObject({
      command: { kind: "invalid" },
    });
    // An extension's command is only known once extensions are loaded: main parses it again then.
    expect(route("issue_comment", issueCommentEvent({ commentBody: "/stash a" }))).toMatchObject({
      command: { kind: "unknown", command: "stash" },
    });
    expect(route("issue_comment", issueCommentEvent({ commentBody: "Looks good to me" }))).toEqual({
      type: "ignore",
      reason: "the comment is not a command and does not start with @baton",
    });
    expect(route("issue_comment", issueCommentEvent({ action: "deleted" }))).toMatchObject({
      type: "ignore",
    });
  });

  it("names the path of a malformed payload", () => {
    const payload = issueCommentEvent() as Json & { comment: Json };
    delete (payload.comment.user as Json).login;
    expect(inputErrorOf(() => route("issue_comment", payload)).message).toBe(
      "the issue_comment event payload is malformed at comment.user.login: Invalid input: expected string, received undefined",
    );
    expect(inputErrorOf(() => route("issue_comment", null)).message).toMatch(/malformed at \(payload\)/);
    expect(inputErrorOf(() => route("issue_comment", { action: 3 })).message).toMatch(/at action/);
  });
});

describe("routeEvent: workflow_dispatch", () => {
  it("takes the action's inputs first and falls back to the event's inputs", () => {
    const payload = workflowDispatchEvent({
      inputs: { recipe: "issue-triage", target: "12", args: "a=1\nb = two words", message: "from event" },
    });
    expect(route("workflow_dispatch", payload)).toEqual({
      type: "dispatch",
      recipe: "issue-triage",
      target: 12,
      args: { a: "1", b: "two words" },
      message: "from event",
    });
    expect(
      route("workflow_dispatch", payload, { recipe: "pr-review", target: "#7", args: '{"x": 1, "y": true}' }),
    ).toEqual({
      type: "dispatch",
      recipe: "pr-review",
      target: 7,
      args: { x: "1", y: "true" },
      message: "from event",
    });
  });

  it("reads GitHub's workflow_dispatch example; without a recipe a message goes to answer", () => {
    const example = structuredClone(realExamples("workflow_dispatch")[0]!);
    expect(() => route("workflow_dispatch", example)).toThrow(/needs a "recipe" input/);
    expect(route("workflow_dispatch", example, { message: "What changed?" })).toEqual({
      type: "dispatch",
      recipe: "answer",
      args: {},
      message: "What changed?",
    });
    expect(route("workflow_dispatch", { ...example, inputs: null }, { recipe: "compact" })).toMatchObject({
      recipe: "compact",
    });
    // Boolean and number inputs arrive as JSON values.
    expect(
      route(
        "workflow_dispatch",
        workflowDispatchEvent({ inputs: { recipe: "x", target: 3 as unknown as string } }),
      ),
    ).toMatchObject({ target: 3 });
  });

  it("says what is wrong with bad inputs", () => {
    const payload = workflowDispatchEvent();
    const bad = (extra: Json) => inputErrorOf(() => route("workflow_dispatch", payload, extra)).message;
    expect(bad({ recipe: "../x" })).toContain('"../x" is not a recipe name');
    expect(bad({ recipe: "x", target: "twelve" })).toBe(
      '"target" must be an issue or pull request number, not "twelve"',
    );
    expect(bad({ recipe: "x", args: "just words" })).toBe('"args" line 1 is not key=value: "just words"');
    expect(bad({ recipe: "x", args: "{bad json" })).toMatch(/^"args" is not valid JSON/);
    expect(bad({ recipe: "x", args: '{"a": {"b": 1}}' })).toBe(
      '"args.a" must be a string, number or boolean, not an object',
    );
    expect(bad({ recipe: "x", args: "[1]" })).toBe('"args" must be a JSON object, not a list');
    expect(
      inputErrorOf(() =>
        route("workflow_dispatch", workflowDispatchEvent({ inputs: { recipe: ["x"] as unknown as string } })),
      ).message,
    ).toContain('input "recipe" must be text');
  });
});

describe("routeEvent: schedule and others", () => {
  it("runs the review sweep on schedule, or one PR with a target", () => {
    expect(route("schedule", scheduleEvent())).toEqual({ type: "schedule" });
    expect(route("schedule", scheduleEvent(), { target: "42" })).toEqual({ type: "schedule", target: 42 });
  });

  it("ignores other events with a notice", () => {
    expect(route("release", {})).toEqual({
      type: "ignore",
      reason: "Baton does nothing on release events",
    });
    expect(route("push", {})).toEqual({ type: "ignore", reason: "Baton does nothing on push events" });
  });
});

describe("parseArgsInput and parseTarget", () => {
  it("reads key=value lines, skipping blank lines and comments", () => {
    expect(parseArgsInput("")).toEqual({});
    expect(parseArgsInput("\r\n# note\nfocus = a=b \n\nempty=\n")).toEqual({ focus: "a=b", empty: "" });
    expect(() => parseArgsInput("a=1\na=2")).toThrow('"args" gives "a" twice');
    expect(() => parseArgsInput("=1")).toThrow(/line 1/);
    expect(() => parseArgsInput('{"bad key": 1}')).toThrow(/not a name/);
    expect(() => parseArgsInput('{"a": null}')).toThrow(
      '"args.a" must be a string, number or boolean, not null',
    );
  });

  it("reads 12 and #12; empty is none", () => {
    expect(parseTarget("", "target")).toBeUndefined();
    expect(parseTarget(" #12 ", "target")).toBe(12);
    for (const bad of ["0", "-1", "1.5", "#", "9007199254740993"])
      expect(() => parseTarget(bad, "target")).toThrow();
  });
});

describe("routeEvent: pull request, review comment and issue events", () => {
  it("reviews on GitHub's pull_request examples that bring code, and ignores the other actions", () => {
    const seen = new Set<string>();
    for (const example of realExamples("pull_request")) {
      const action = String(example.action);
      const routed = route("pull_request", example);
      const pr = example.pull_request as Json;
      if (["opened", "synchronize", "reopened", "ready_for_review"].includes(action)) {
        seen.add(action);
        expect(routed).toEqual({
          type: "pull_request",
          action,
          number: pr.number,
          headSha: (pr.head as Json).sha,
          title: pr.title,
          body: pr.body ?? "",
          updated_at: pr.updated_at,
          draft: pr.draft ?? false,
          labels: ((pr.labels as Json[]) ?? []).map((l) => l.name),
          author: { login: (pr.user as Json).login, type: (pr.user as Json).type },
        });
      } else {
        expect(routed).toEqual({
          type: "ignore",
          reason: `Baton reviews nothing when a pull request is ${action}`,
        });
      }
    }
    expect([...seen].sort()).toEqual(["opened", "ready_for_review", "reopened", "synchronize"]);
  });

  it("answers a review comment that starts with the trigger word, with its place in the diff", () => {
    const [example] = realExamples("pull_request_review_comment").filter((e) => e.action === "created");
    const event = structuredClone(example!) as Json & { comment: Json; pull_request: Json };
    event.comment.body = "@baton is this line safe?";
    expect(route("pull_request_review_comment", event)).toMatchObject({
      type: "comment",
      command: { kind: "message", text: "is this line safe?" },
      comment: { id: event.comment.id, body: "@baton is this line safe?" },
      reviewComment: { path: event.comment.path, diffHunk: event.comment.diff_hunk },
      issue: { number: event.pull_request.number, isPullRequest: true },
    });
    event.comment.body = "nice";
    expect(route("pull_request_review_comment", event)).toMatchObject({ type: "ignore" });
    for (const e of realExamples("pull_request_review_comment").filter((x) => x.action !== "created"))
      expect(route("pull_request_review_comment", e)).toMatchObject({ type: "ignore" });
  });

  it("marks a comment carrying Baton's marker, for the gate to check its author against the token's identity", () => {
    // A marker alone proves nothing (anyone can type it): whether Baton wrote it is the gate's to settle.
    for (const body of [
      "@baton answer me <!-- baton -->",
      "<!-- baton:status -->\n/run answer",
      "/compact\n<!-- baton -->",
    ]) {
      const event = issueCommentEvent({ commentBody: body, user: "alice" });
      expect(route("issue_comment", event)).toMatchObject({
        type: "comment",
        comment: { user: { login: "alice" }, marked: true },
      });
    }
    expect(
      route("issue_comment", issueCommentEvent({ commentBody: "@baton hi", user: "alice" })),
    ).toMatchObject({ type: "comment", comment: { marked: false } });
    const [example] = realExamples("pull_request_review_comment").filter((e) => e.action === "created");
    const event = structuredClone(example!) as Json & { comment: Json };
    event.comment.body = "@baton hi\n<!-- baton -->";
    expect(route("pull_request_review_comment", event)).toMatchObject({
      type: "comment",
      comment: { marked: true },
    });
    // A marked comment that asks nothing is still nothing.
    expect(route("issue_comment", issueCommentEvent({ commentBody: "Done.\n<!-- baton -->" }))).toMatchObject(
      {
        type: "ignore",
      },
    );
  });

  it("routes GitHub's issues opened examples to triage, and ignores the other actions", () => {
    for (const example of realExamples("issues")) {
      const issue = example.issue as Json;
      if (example.action === "opened")
        expect(route("issues", example)).toMatchObject({
          type: "issue_opened",
          number: issue.number,
          title: issue.title,
          author: { login: (issue.user as Json).login },
        });
      else expect(route("issues", example)).toMatchObject({ type: "ignore" });
    }
  });
});
