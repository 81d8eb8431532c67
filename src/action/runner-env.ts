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
