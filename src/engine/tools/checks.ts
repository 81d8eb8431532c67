import * as z from "zod";
import type { CheckResult } from "./check-log.ts";
import { runProgram } from "./shell.ts";
import { defineTool, MAX_OUTPUT_BYTES, type ToolContext, ToolError } from "./tool.ts";

/** A check may take this long; the run's own time limit stops it sooner. */
export const CHECK_TIMEOUT_MS = 10 * 60_000;

/**
 * Runs the repository's checks (`checks:` in .github/baton.yml), each through
 * `sh -c` in the sandbox with the workspace as its folder: the commands are
 * the maintainers', from the base branch, but the code they run is the
 * model's. Each output is cut to its share of the tool's output and redacted.
 */
export async function runChecks(ctx: ToolContext): Promise<{ report: string; results: CheckResult[] }> {
  const checks = ctx.checks ?? [];
  const share = Math.floor(MAX_OUTPUT_BYTES / Math.max(1, checks.length));
  const results: CheckResult[] = [];
  const parts: string[] = [];
  for (const command of checks) {
    const run = await runProgram(ctx, "/bin/sh", ["-c", command], {
      tool: "run_checks",
      timeoutMs: CHECK_TIMEOUT_MS,
      maxOutputBytes: share,
      network: false,
    });
    results.push({ command, passed: run.passed, ended: run.ended });
    parts.push(`$ ${command}\n${ctx.redact(run.output)}\n${run.passed ? "PASSED" : "FAILED"}`);
  }
  const failed = results.filter((r) => !r.passed).length;
  const summary = failed
    ? `${failed} of ${results.length} checks failed.`
    : `All ${results.length} checks passed.`;
  ctx.checkLog?.record(results, ctx.changes?.edits ?? 0);
  return { report: `${parts.join("\n\n")}\n\n${summary}`, results };
}

export const runChecksTool = defineTool({
  name: "run_checks",
  description:
    "Run the repository's checks (tests, linters, as its maintainers configured them) on the workspace as it is now, " +
    "and see each one's output and whether it passed. Run them after changing code, and again after each fix.",
  input: z.object({}),
  async run(_input, ctx) {
    if (!ctx.checks?.length)
      throw new ToolError("the repository names no checks (checks: in .github/baton.yml)");
    return (await runChecks(ctx)).report;
  },
});
