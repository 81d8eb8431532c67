import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { resolve } from "node:path";

const DIST = resolve(import.meta.dirname, "../../dist");

/** The folder of the Node 22 the tools/node22 workspace installs for this platform (the oldest Node the CLI supports). */
export const NODE22_BIN = resolve(import.meta.dirname, "../../tools/node22/node_modules/.bin");

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The Node the CLI runs on in its end-to-end tests: the test's own (24), or the one
 * BATON_CLI_TEST_NODE names, so they also run on the oldest Node it supports (.ci/run, with
 * NODE22_BIN's node). The action runs on the runner's node24 only.
 */
const CLI_NODE = process.env.BATON_CLI_TEST_NODE
  ? resolve(process.env.BATON_CLI_TEST_NODE)
  : process.execPath;

/**
 * Runs a built script of dist/ with the test's Node (24, or `node`) and the exact
 * environment given; `cancelWhen` is checked every 50 ms and sends
 * `cancelWith` (SIGTERM, as a runner cancelling a step does; SIGINT, as
 * Ctrl-C does) once it holds.
 */
export function runNode(
  script: string,
  args: string[],
  opts: {
    env: NodeJS.ProcessEnv;
    cwd?: string;
    input?: string;
    cancelWhen?: () => boolean;
    cancelWith?: NodeJS.Signals;
    node?: string;
  },
): Promise<CliRun> {
  return new Promise((done, fail) => {
    const child = spawn(opts.node ?? process.execPath, [resolve(DIST, script), ...args], {
      ...(opts.cwd ? { cwd: opts.cwd } : {}),
      env: opts.env,
      stdio: ["pipe", "pipe", "pipe"],
    });
    const cancelWhen = opts.cancelWhen;
    let sent = false;
    const watch = cancelWhen
      ? setInterval(() => {
          if (cancelWhen() && !sent) sent = child.kill(opts.cancelWith ?? "SIGTERM");
        }, 50)
      : undefined;
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", fail);
    child.on("close", (code) => {
      clearInterval(watch);
      done({ code, stdout, stderr });
    });
    child.stdin.end(opts.input ?? "");
  });
}

/** Runs the built CLI (dist/cli.js) as a user would. */
export function runCli(
  args: string[],
  opts: { cwd: string; env?: NodeJS.ProcessEnv; input?: string; interruptWhen?: () => boolean },
): Promise<CliRun> {
  return runNode("cli.js", args, {
    node: CLI_NODE,
    cwd: opts.cwd,
    env: { PATH: process.env.PATH, HOME: opts.cwd, TMPDIR: tmpdir(), ...opts.env },
    ...(opts.input !== undefined ? { input: opts.input } : {}),
    ...(opts.interruptWhen ? { cancelWhen: opts.interruptWhen, cancelWith: "SIGINT" as const } : {}),
  });
}
