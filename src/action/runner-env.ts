import { inputError } from "../engine/errors.ts";

/** What the runner tells a JavaScript action about the run, read once and checked. */
export interface RunnerEnv {
  owner: string;
  repo: string;
  repositoryId: number;
  runId: number;
  eventName: string;
  eventPath: string;
  workspace: string;
  temp: string;
  apiUrl: string;
  /** The run's page, linked from every answer's footer. */
  runUrl: string;
  /**
   * Set when @github/local-action runs the action (LOCAL_ACTION_ARTIFACT_PATH):
   * its artifacts are files there, not workflow artifacts behind the API.
   */
  localArtifacts?: string;
}

export function readRunnerEnv(env: NodeJS.ProcessEnv): RunnerEnv {
  const need = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw inputError(`${name} is not set: Baton runs as a step of a GitHub Actions job`);
    return value;
  };
  const number = (name: string): number => {
    const n = Number(need(name));
    if (!Number.isSafeInteger(n) || n < 0) throw inputError(`${name} is not a number: "${env[name]}"`);
    return n;
  };
  const [owner, repo, ...rest] = need("GITHUB_REPOSITORY").split("/");
  if (!owner || !repo || rest.length)
    throw inputError(`GITHUB_REPOSITORY is not owner/name: "${env.GITHUB_REPOSITORY}"`);
  const serverUrl = (env.GITHUB_SERVER_URL?.trim() || "https://github.com").replace(/\/+$/, "");
  const runId = number("GITHUB_RUN_ID");
  return {
    owner,
    repo,
    repositoryId: number("GITHUB_REPOSITORY_ID"),
    runId,
    eventName: need("GITHUB_EVENT_NAME"),
    eventPath: need("GITHUB_EVENT_PATH"),
    workspace: need("GITHUB_WORKSPACE"),
    temp: need("RUNNER_TEMP"),
    apiUrl: env.GITHUB_API_URL?.trim() || "https://api.github.com",
    runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
    ...(env.LOCAL_ACTION_ARTIFACT_PATH?.trim()
      ? { localArtifacts: env.LOCAL_ACTION_ARTIFACT_PATH.trim() }
      : {}),
  };
}

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
