import * as core from "@actions/core";
import type { Triggers } from "../../src/action/jobs/job.ts";
import type { CliRun } from "./cli.ts";

/**
 * One step of the action run in this process, as `actions/typescript-action`
 * tests `run()`: src/, not dist/ (check-dist keeps them equal), with the
 * runner's environment as process.env and stdout captured, the way a runner
 * would see them. Tests of a file run one after another, so the swap is safe.
 * The main step reads `triggers` when given (a test's own table).
 */
export async function runStepInProcess(
  step: "main" | "post",
  env: Record<string, string>,
  triggers?: Triggers,
): Promise<CliRun> {
  const savedEnv = process.env;
  const write = process.stdout.write;
  let stdout = "";
  process.env = { ...env };
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString();
    return true;
  }) as typeof process.stdout.write;
  // @actions/core keeps the summary file's path after its first write: each step has its own.
  resetSummary();
  try {
    if (step === "main") await (await import("../../src/action/main.ts")).run(process.env, triggers);
    else await (await import("../../src/action/post.ts")).post(process.env);
  } finally {
    process.stdout.write = write;
    process.env = savedEnv;
  }
  const code = typeof process.exitCode === "number" ? process.exitCode : 0;
  process.exitCode = undefined;
  return { code, stdout, stderr: "" };
}

function resetSummary(): void {
  core.summary.emptyBuffer();
  (core.summary as unknown as { _filePath?: string })._filePath = undefined;
}
