/**
 * The runner's cancel as the step's signal. On a cancel the runner sends
 * SIGINT, then SIGTERM some seconds later, then kills the process; left to
 * Node's defaults the first would end the step where it stands, with its
 * status comment still "working", no run recorded and no summary. Here it
 * stops the run between steps instead (as `run-timeout-minutes` does), which
 * then says so; should the step not end within the grace, it exits.
 */
const GRACE_MS = 9_000;
const SIGNALS = ["SIGINT", "SIGTERM"] as const;

export interface RunnerCancel {
  signal: AbortSignal;
  dispose(): void;
}

export function onRunnerCancel(warn: (message: string) => void): RunnerCancel {
  const controller = new AbortController();
  const cancel = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) return;
    warn(`the run was cancelled (${name}): it stops between steps, and what was said is saved`);
    controller.abort();
    setTimeout(() => process.exit(1), GRACE_MS).unref();
  };
  for (const name of SIGNALS) process.on(name, cancel);
  return {
    signal: controller.signal,
    dispose: () => {
      for (const name of SIGNALS) process.off(name, cancel);
    },
  };
}
