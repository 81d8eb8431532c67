import { spawn } from "node:child_process";
import { resolve } from "node:path";

export const CLI = resolve(import.meta.dirname, "../../dist/cli.js");

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI (dist/cli.js) as a user would, with the test's Node (24). */
export function runCli(
  args: string[],
  opts: { cwd: string; env?: NodeJS.ProcessEnv; input?: string },
): Promise<CliRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: opts.cwd,
      env: { PATH: process.env.PATH, HOME: opts.cwd, ...opts.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
    child.stdin.end(opts.input ?? "");
  });
}
