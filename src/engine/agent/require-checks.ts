import type { BuiltinHandler } from "./builtin-handlers.ts";

/** Times one run is sent back to run or fix the checks before its answer stands: the fixing budget. */
export const MAX_CHECK_ROUNDS = 3;

/**
 * `require_checks` (an `agent_stop` handler a recipe that changes code names):
 * the answer stands only once the repository's checks ran on the code as it
 * is and passed. When files changed since they last ran (or they never ran)
 * the run goes on with a request to run them; when they failed, with a
 * request to fix what they report. After MAX_CHECK_ROUNDS such rounds the
 * answer stands, and the outcome's `checks` says how they went. A repository
 * without `checks:`, or a run that changed nothing, is left alone.
 */
export function requireChecks(checks: readonly string[]): BuiltinHandler {
  return (run) => {
    let rounds = 0;
    return () => {
      if (checks.length === 0 || rounds >= MAX_CHECK_ROUNDS) return undefined;
      const { edits } = run.changes;
      const last = run.checkLog.last;
      let ask: string | undefined;
      if (run.checkLog.staleAt(edits) && (edits > 0 || last !== undefined))
        ask =
          "Files changed since the repository's checks last ran (or they have not run): call run_checks now, fix what they report, and then answer.";
      else if (last?.some((r) => !r.passed))
        ask = `These checks failed: ${last
          .filter((r) => !r.passed)
          .map((r) => `\`${r.command}\``)
          .join(
            ", ",
          )}. Fix what they report and call run_checks again; if a failure is not caused by your change or cannot be fixed, say so and why in your answer.`;
      if (!ask) return undefined;
      rounds++;
      run.logger.info(`require_checks: the run goes on (round ${rounds} of ${MAX_CHECK_ROUNDS})`);
      return { result: "continue", messages: [{ role: "user", content: ask }] };
    };
  };
}
