import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { resolve } from "node:path";

const DIST = resolve(import.meta.dirname, "../../dist");

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a built script of dist/ with the test's Node (24) and the exact
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
  },
): Promise<CliRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [resolve(DIST, script), ...args], {
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
    cwd: opts.cwd,
    env: { PATH: process.env.PATH, HOME: opts.cwd, TMPDIR: tmpdir(), ...opts.env },
    ...(opts.input !== undefined ? { input: opts.input } : {}),
    ...(opts.interruptWhen ? { cancelWhen: opts.interruptWhen, cancelWith: "SIGINT" as const } : {}),
  });
}
