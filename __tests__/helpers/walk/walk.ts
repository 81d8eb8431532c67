import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { issueCommentEventFor } from "../../fakes/events.ts";
import { startFakeGitHub } from "../../fakes/github-server.ts";
import { startFakeOpenAI } from "../../fakes/openai-server.ts";
import { tempDir } from "../temp-dir.ts";
import { batonStep, readmeWorkflow, stepInputs } from "../workflow.ts";

const SRC = resolve(import.meta.dirname, "../../../src");
const REPO = "octo-org/octo-repo";
const ANSWER = "The answer the walk follows to GitHub.";

/**
 * One comment event read the way a newcomer reads it: from main.ts, each call
 * into another file followed depth first, in the order the calls happened,
 * each file opened once.
 */
export interface Walk {
  /** Files (relative to src/) in the order the walk opens them; the engine is one stop, "engine". */
  files: string[];
  /**
   * Files opened in a folder the walk had left before. The engine's own
   * folders are excepted: the engine and the adapters behind its ports (the
   * model client, the GitHub reader and its reading of GitHub's errors, the
   * local log store), which the action's phases use as they would a library.
   */
  returns: string[];
}

export const isEngine = (file: string) => file.startsWith("engine/");
const isEngineOwn = (folder: string) => folder === "engine" || folder.startsWith("adapters");

/**
 * The main step, run from src/ with every function announcing its file, on an
 * `@baton` comment against the fakes, until the model's answer reaches GitHub.
 * The engine is a black box here: inside a call into it, the files it (and
 * the ports it calls) enter are its own, so only the files outside it count,
 * and only a return to a folder outside it is a return.
 */
export async function walkCommentEvent(): Promise<Walk> {
  const dir = tempDir("baton-walk-");
  const ai = await startFakeOpenAI();
  ai.setResponder(() => ({ content: ANSWER }));
  const github = await startFakeGitHub({
    repos: [REPO],
    users: [{ login: "alice", permission: "write" }],
    issues: [{ number: 1, title: "A bug", body: "It happens.", user: "alice" }],
  });
  try {
    const c = github.state.addComment({ repo: REPO, issue: 1, body: "@baton what is wrong?", user: "alice" });
    const inputs = stepInputs(batonStep(readmeWorkflow().workflow), {
      matrix: {},
      secrets: { OPENAI_API_KEY: "sk-walk", BATON_STATE_KEY: "" },
      vars: { OPENAI_BASE_URL: ai.url },
      github: { token: "ghs_walk", event_name: "issue_comment" },
      inputs: {},
    });
    const out = join(dir, "walk.json");
    const env = {
      ...github.runnerEnv({
        repo: REPO,
        runId: 1,
        attempt: 1,
        eventName: "issue_comment",
        event: issueCommentEventFor(github.state, c),
        inputs,
      }),
      PATH: process.env.PATH ?? "",
      TMPDIR: dir,
      BATON_GITHUB_SECOND_MS: "0",
      BATON_GITHUB_WRITE_SPACING_MS: "0",
      BATON_WALK_OUT: out,
      BATON_WALK_ROOT: SRC,
    };
    const register = join(import.meta.dirname, "register.mjs");
    const code = await new Promise<number | null>((done, fail) =>
      spawn(process.execPath, ["--import", register, join(SRC, "action/index.ts")], { env, stdio: "ignore" })
        .on("error", fail)
        .on("exit", done),
    );
    if (code !== 0) throw new Error(`the main step exited ${code}`);
    const answered = github.requests.find((r) => JSON.stringify(r.body ?? "").includes(ANSWER));
    if (!answered) throw new Error("the answer never reached GitHub");
    const until = performance.timeOrigin + answered.at;
    const calls = JSON.parse(await readFile(out, "utf8")) as [number, string, string][];
    return summarize(calls.filter(([at]) => at <= until).map(([, from, to]) => [from, to] as const));
  } finally {
    await github.close();
    await ai.close();
  }
}

/**
 * The engine is a black box behind its ports: its files are one stop, and
 * what it calls while it works (the model, GitHub's reader, the store, the
 * extensions, a callback it was given) is its own. A file is opened from the
 * first file that called it.
 */
export function summarize(calls: readonly (readonly [string, string])[]): Walk {
  const node = (file: string) => (isEngine(file) ? "engine" : file);
  // Each file hangs under the file that called it first.
  const children = new Map<string, string[]>();
  const placed = new Set<string>(["action/index.ts"]);
  for (const [from, to] of calls) {
    const [a, b] = [node(from), node(to)];
    if (a === "engine" || placed.has(b)) continue;
    placed.add(b);
    children.set(a, [...(children.get(a) ?? []), b]);
  }
  const files: string[] = [];
  const open = (file: string) => {
    files.push(file);
    for (const next of children.get(file) ?? []) open(next);
  };
  open("action/index.ts");
  const left = new Set<string>();
  const returns: string[] = [];
  let folder: string | undefined;
  for (const file of files) {
    const here = file === "engine" ? "engine" : dirname(file);
    // A call into the engine or an adapter leaves no folder: the walk goes on where it was.
    if (here === folder || isEngineOwn(here)) continue;
    if (left.has(here)) returns.push(file);
    if (folder) left.add(folder);
    folder = here;
  }
  return { files, returns };
}
