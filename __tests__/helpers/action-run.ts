import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import type { Triggers } from "../../src/action/jobs/job.ts";
import { issueCommentEventFor } from "../fakes/events.ts";
import { type FakeGitHub, startFakeGitHub } from "../fakes/github-server.ts";
import { type ChatRequest, type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server.ts";
import { postStepEnv, readOutputs, readSummary } from "../fakes/runner.ts";
import { type CliRun, runNode } from "./cli.ts";
import { runStepInProcess } from "./step-in-process.ts";
import { batonStep, readmeWorkflow, readWorkflow, stepInputs } from "./workflow.ts";

export const REPO = "octo-org/octo-repo";
export const API_KEY = "sk-proj-TESTKEY0000000000000000000000000000";
export const TOKEN = "ghs_testtoken000000000000000000000000000";
/** A personal access token of alice's (a user with write permission), for a workflow that posts with a PAT. */
export const ALICE_PAT = "ghp_alicepat00000000000000000000000000000";
export const SUMMARY = "# Conversation summary\nSUMMARY-OF-THE-THREAD";

export const DIFF = `diff --git a/src/lexer.ts b/src/lexer.ts
--- a/src/lexer.ts
+++ b/src/lexer.ts
@@ -1,2 +1,3 @@
 export const lex = () => {};
+export const fast = true;
 // end
`;

export const isSummarizer = (r: ChatRequest) =>
  String(r.messages[0]?.content ?? "").includes("write a summary of the conversation");
export const requestText = (r: ChatRequest | undefined) => JSON.stringify(r?.messages ?? []);

export type StepResult = CliRun;
export interface JobResult {
  main: StepResult;
  post: StepResult;
  outputs: Record<string, string>;
  summary: string;
}
export interface JobOptions {
  inputs?: Record<string, string>;
  runId?: number;
  attempt?: number;
  stateKey?: string;
  retries?: string;
  /** Another workflow of examples/ and its job (default: the README's workflow). */
  workflow?: { file: string; job: string };
  /** The job's matrix values, for `${{ matrix.… }}`. */
  matrix?: Record<string, unknown>;
  /** Cancels the main step (SIGTERM, as the runner does) once this holds; checked every 50 ms. */
  cancelWhen?: () => boolean;
  /** Files of the checked-out repository (relative path → text), written into the workspace. */
  files?: Record<string, string>;
  /** A commit of the fake's git objects checked out as the workspace, as actions/checkout does. */
  checkout?: string;
  /** Which of `files` are executable. */
  executables?: string[];
  /** Action inputs set over what the workflow's `with:` gives. */
  with?: Record<string, string>;
  /** The job's `github.token` (default TOKEN, the installation's). */
  token?: string;
  /** More of the runner's environment (e.g. what @github/local-action sets). */
  env?: Record<string, string>;
}

/**
 * The fakes (GitHub with its artifact service, an OpenAI-compatible server)
 * for one test file, fresh for every test, and the runner that runs the
 * README's workflow step against them. Every REST request of every test is
 * checked against GitHub's published API description.
 */
export function actionWorld(options: { steps?: "dist" | "in-process"; triggers?: Triggers } = {}) {
  const runStep = (step: "main" | "post", env: Record<string, string>, cancelWhen?: () => boolean) =>
    options.steps === "in-process" && !cancelWhen
      ? runStepInProcess(step, env, options.triggers)
      : runNode(step === "main" ? "index.js" : "post.js", [], { env, ...(cancelWhen ? { cancelWhen } : {}) });
  const world = {
    ai: undefined as unknown as FakeOpenAI,
    gh: undefined as unknown as FakeGitHub,
    nextRun: 5000,
  };
  beforeAll(async () => {
    world.ai = await startFakeOpenAI();
  });
  afterAll(() => world.ai.close());
  beforeEach(async () => {
    world.ai.reset();
    let n = 0;
    world.ai.setResponder((request) => ({
      content: isSummarizer(request) ? SUMMARY : `answer number ${++n}`,
    }));
    world.gh = await startFakeGitHub({
      repos: [REPO],
      users: [
        { login: "alice", permission: "write" },
        { login: "mallory", permission: "read" },
        { login: "dependabot[bot]", type: "Bot" },
      ],
      tokens: { [ALICE_PAT]: "alice" },
      issues: [
        { number: 1, title: "The parser drops comments", body: "It happens on every file.", user: "alice" },
      ],
      pulls: [{ number: 5, title: "Speed up the lexer", user: "alice", headSha: "a".repeat(40), diff: DIFF }],
    });
  });
  afterEach(async () => {
    expect(world.gh.violations).toEqual([]);
    expect(world.gh.unhandled).toEqual([]);
    expect(world.gh.serviceViolations).toEqual([]);
    expect(world.ai.violations).toEqual([]);
    await world.gh.close();
  });

  /**
   * One job of the README's workflow, as the runner runs it: the step's
   * inputs (its `with:` evaluated, then action.yml's defaults) as INPUT_*,
   * the event file, then dist/index.js and, with the state the main step
   * saved, dist/post.js.
   */
  async function job(eventName: string, event: unknown, o: JobOptions = {}): Promise<JobResult> {
    const { main, finish } = await mainStep(eventName, event, o);
    return { main, ...(await finish()) };
  }

  /** The main step alone; `finish` runs the post step later, as a slower concurrent job would. */
  async function mainStep(eventName: string, event: unknown, o: JobOptions = {}) {
    const step = o.workflow
      ? batonStep(readWorkflow(o.workflow.file), o.workflow.job)
      : batonStep(readmeWorkflow().workflow);
    const inputs = stepInputs(step, {
      matrix: o.matrix ?? {},
      secrets: { OPENAI_API_KEY: API_KEY, BATON_STATE_KEY: o.stateKey ?? "" },
      vars: { OPENAI_BASE_URL: world.ai.url },
      github: { token: o.token ?? TOKEN, event_name: eventName },
      inputs: o.inputs ?? {},
    });
    Object.assign(inputs, o.with ?? {});
    const env: Record<string, string> = {
      ...world.gh.runnerEnv({
        repo: REPO,
        runId: o.runId ?? world.nextRun++,
        attempt: o.attempt ?? 1,
        eventName,
        event,
        inputs,
      }),
      PATH: process.env.PATH ?? "",
      BATON_RETRY_MAX: o.retries ?? "1",
      // GitHub's pacing and backoff are policy values: no test waits on them.
      BATON_GITHUB_SECOND_MS: "0",
      BATON_MODEL_BACKOFF_MS: "0",
      BATON_GITHUB_WRITE_SPACING_MS: "0",
      ...o.env,
    };
    if (o.checkout) world.gh.state.git.checkout(env.GITHUB_WORKSPACE ?? "", o.checkout);
    for (const [path, text] of Object.entries(o.files ?? {})) {
      const file = resolve(env.GITHUB_WORKSPACE ?? "", path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text, { mode: o.executables?.includes(path) ? 0o755 : 0o644 });
    }
    const main = await runStep("main", env, o.cancelWhen);
    const finish = async () => {
      const post = await runStep("post", postStepEnv(env));
      return { post, outputs: readOutputs(env), summary: readSummary(env) };
    };
    return { main, finish, env };
  }

  function comment(body: string, user = "alice", issue = 1) {
    const c = world.gh.state.addComment({ repo: REPO, issue, body, user });
    return { comment: c, event: issueCommentEventFor(world.gh.state, c) };
  }

  const commentsOn = (issue: number) => world.gh.comments.filter((c) => c.issueNumber === issue);
  const reactionsTo = (id: number) =>
    world.gh.reactions.filter((r) => r.commentId === id).map((r) => r.content);
  const artifactsNamed = (name: string) => world.gh.artifacts.filter((a) => a.name === name && a.finalized);

  /** The raw session.jsonl of the newest artifact with that name. */
  function savedFile(name: string): string {
    const newest = artifactsNamed(name).sort((a, b) => b.id - a.id)[0];
    if (!newest) throw new Error(`no artifact ${name}`);
    const files = unzipSync(new Uint8Array(world.gh.artifactZip(newest.id)!));
    return new TextDecoder().decode(files["session.jsonl"]);
  }

  /** The entries of the newest artifact with that name. */
  function savedLog(name: string): { id: string; type: string; message?: { content?: string } }[] {
    return savedFile(name)
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => JSON.parse(l));
  }

  return Object.assign(world, {
    job,
    mainStep,
    comment,
    commentsOn,
    reactionsTo,
    artifactsNamed,
    savedFile,
    savedLog,
  });
}
