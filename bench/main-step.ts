import { spawn } from "node:child_process";
import { connect, createServer, type Server } from "node:net";
import { resolve } from "node:path";
import { issueCommentEventFor } from "../__tests__/fakes/events.ts";
import { startFakeGitHub } from "../__tests__/fakes/github-server.ts";
import { startFakeOpenAI } from "../__tests__/fakes/openai-server.ts";
import { roundTripsBefore } from "../__tests__/helpers/round-trips.ts";
import { batonStep, readmeWorkflow, stepInputs } from "../__tests__/helpers/workflow.ts";
import { median, printTable } from "./stats.ts";

const DIST = resolve(import.meta.dirname, "../dist");
const REPO = "octo-org/octo-repo";
const RUNS = 11;
/** api.github.com's answer time from a hosted runner, about. */
const GITHUB_LATENCY_MS = 100;

/**
 * A TCP relay in front of a fake: it notes when the first byte of a request
 * arrives, before the fake (in this process) does any work on it.
 */
async function relay(target: string, onFirstByte: () => void): Promise<{ url: string; server: Server }> {
  const { hostname, port } = new URL(target);
  const server = createServer((inbound) => {
    inbound.once("data", onFirstByte);
    const outbound = connect(Number(port), hostname);
    inbound.pipe(outbound).pipe(inbound);
    const close = () => {
      inbound.destroy();
      outbound.destroy();
    };
    inbound.on("error", close);
    outbound.on("error", close);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address() as { port: number };
  return { url: target.replace(`:${port}`, `:${address.port}`), server };
}

/** When `node args` was spawned and how long it took to exit. */
function timedSpawn(args: string[], env: Record<string, string>) {
  return new Promise<{ t0: number; total: number }>((done, fail) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: "ignore" });
    child.on("error", fail);
    child.on("exit", (code) =>
      code === 0 ? done({ t0, total: performance.now() - t0 }) : fail(new Error(`${args[0]} exited ${code}`)),
    );
  });
}

/**
 * What every workflow run pays before Baton does anything: the main step from
 * spawn to its first request to GitHub (the permission gate) and to the model, on
 * an `@baton` comment against local fakes, beside `node -e 0`. GitHub answers
 * after 100 ms, and writes keep GitHub's one-a-second spacing: what is on the
 * way to the model shows as round trips, counted from the fake's log.
 */
export async function mainStepBench(): Promise<void> {
  const ai = await startFakeOpenAI();
  ai.setResponder(() => ({ content: "ok" }));
  const floor: number[] = [];
  const gh: number[] = [];
  const model: number[] = [];
  const total: number[] = [];
  const trips: number[] = [];
  const requests: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const github = await startFakeGitHub({
      repos: [REPO],
      users: [{ login: "alice", permission: "write" }],
      issues: [{ number: 1, title: "A bug", body: "It happens.", user: "alice" }],
      latencyMs: GITHUB_LATENCY_MS,
    });
    let firstGitHub: number | undefined;
    let firstModel: number | undefined;
    const ghRelay = await relay(github.url, () => {
      firstGitHub ??= performance.now();
    });
    const aiRelay = await relay(ai.url, () => {
      firstModel ??= performance.now();
    });
    const c = github.state.addComment({ repo: REPO, issue: 1, body: "@baton hello", user: "alice" });
    const inputs = stepInputs(batonStep(readmeWorkflow().workflow), {
      matrix: {},
      secrets: { OPENAI_API_KEY: "sk-bench", BATON_STATE_KEY: "" },
      vars: { OPENAI_BASE_URL: aiRelay.url },
      github: { token: "ghs_bench", event_name: "issue_comment" },
      inputs: {},
    });
    const env = {
      ...github.runnerEnv({
        repo: REPO,
        runId: 100 + i,
        attempt: 1,
        eventName: "issue_comment",
        event: issueCommentEventFor(github.state, c),
        inputs,
      }),
      GITHUB_API_URL: ghRelay.url,
      PATH: process.env.PATH ?? "",
    };
    const run = await timedSpawn(
      [...(process.env.BENCH_NODE_ARGS?.split(" ") ?? []), resolve(DIST, "index.js")],
      env,
    );
    const base = await timedSpawn(["-e", "0"], { PATH: env.PATH });
    const main = github.requests.filter((r) => r.at < run.t0 + run.total);
    await github.close();
    ghRelay.server.close();
    aiRelay.server.close();
    if (firstGitHub === undefined || firstModel === undefined)
      throw new Error("the main step made no request");
    if (i === 0) continue; // warm-up
    floor.push(base.total);
    gh.push(firstGitHub - run.t0);
    model.push(firstModel - run.t0);
    total.push(run.total);
    trips.push(roundTripsBefore(main, firstModel));
    requests.push(main.length);
  }
  await ai.close();
  const f = median(floor);
  printTable(`main step on an @baton comment (dist/index.js, median of ${RUNS} runs)`, [
    ["to", "median ms", "beyond node -e 0"],
    ["node -e 0 exits", f.toFixed(0), "—"],
    ["first GitHub request", median(gh).toFixed(0), (median(gh) - f).toFixed(0)],
    ["first model request", median(model).toFixed(0), (median(model) - f).toFixed(0)],
    ["exit (whole step, answer posted)", median(total).toFixed(0), (median(total) - f).toFixed(0)],
  ]);
  printTable(`the same runs, GitHub at ${GITHUB_LATENCY_MS} ms a request`, [
    ["figure", "median", "goal"],
    ["first GitHub request ÷ node -e 0", `${(median(gh) / f).toFixed(2)}×`, "≤ 1.5×"],
    [
      "GitHub round trips before the first model request",
      median(trips),
      "≤ 2 (the gate, one wave; the model 3rd)",
    ],
    ["GitHub requests of the main step (one model call)", median(requests), "≤ 12"],
  ]);
}
