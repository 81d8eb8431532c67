// What a GitHub-hosted runner gives a JavaScript action: environment variables, the event file,
// file commands (GITHUB_OUTPUT, GITHUB_STATE, GITHUB_STEP_SUMMARY, …), and STATE_* for the post step.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ArtifactService } from "./artifact-service.ts";
import type { GitHubState, RunSeed } from "./github-state.ts";

export interface RunnerEnvOptions extends RunSeed {
  /** Event name (GITHUB_EVENT_NAME); default "workflow_dispatch". */
  eventName?: string;
  /** Event payload, written to GITHUB_EVENT_PATH (see events.ts). Default {}. */
  event?: unknown;
  /** Directory for the runner's files (event, file commands, temp, workspace). Default: a new temp
   * folder, which the fake GitHub that made it removes when it closes. */
  dir?: string;
  /** GITHUB_WORKSPACE; default <dir>/workspace. */
  workspace?: string;
  /** The workflow's actor (GITHUB_ACTOR); default the repo owner. */
  actor?: string;
  /** Action inputs, by their action.yml names ("openai-api-key"): set as INPUT_<NAME>. */
  inputs?: Record<string, string>;
  /** GITHUB_RETENTION_DAYS (the repository's maximum); default 90. */
  retentionDays?: number;
  /** GITHUB_REF; default refs/heads/<headBranch or default branch>. */
  ref?: string;
}

/** The name @actions/core reads an input from: spaces → "_", upper case, hyphens kept. */
export const inputEnvName = (name: string): string => `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;

export function runnerEnv(
  state: GitHubState,
  urls: { apiUrl: string; service: ArtifactService },
  o: RunnerEnvOptions & { dir: string },
): Record<string, string> {
  const { run, job } = state.registerRun(o);
  const repo = state.repo(run.repo);
  const dir = o.dir;
  mkdirSync(dir, { recursive: true });
  const workspace = o.workspace ?? join(dir, "workspace");
  const temp = join(dir, "temp");
  const files = join(dir, "file_commands");
  for (const d of [workspace, temp, files]) mkdirSync(d, { recursive: true });
  const fileCommand = (name: string) => {
    const p = join(files, `${name}_${run.id}_${run.attempt}`);
    writeFileSync(p, "", { flag: "a" });
    return p;
  };
  const eventPath = join(dir, "event.json");
  writeFileSync(eventPath, JSON.stringify(o.event ?? {}, null, 2));
  const actor = state.user(o.actor ?? repo.owner);
  const ref = o.ref ?? `refs/heads/${run.headBranch}`;
  const env: Record<string, string> = {
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_ACTION: "__run",
    GITHUB_ACTOR: actor.login,
    GITHUB_ACTOR_ID: String(actor.id),
    GITHUB_TRIGGERING_ACTOR: actor.login,
    GITHUB_API_URL: urls.apiUrl,
    GITHUB_GRAPHQL_URL: `${urls.apiUrl}/graphql`,
    // Not the fake: @actions/artifact refuses to run when the server URL looks like GHES
    // (any host but github.com, *.ghe.com, *.localhost). Nothing fetches from it.
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_REPOSITORY: repo.fullName,
    GITHUB_REPOSITORY_ID: String(repo.id),
    GITHUB_REPOSITORY_OWNER: repo.owner,
    GITHUB_REPOSITORY_OWNER_ID: String(state.user(repo.owner).id),
    GITHUB_RUN_ID: String(run.id),
    GITHUB_RUN_NUMBER: String((run.id % 1000) + 1),
    GITHUB_RUN_ATTEMPT: String(job.attempt),
    GITHUB_JOB: job.name,
    GITHUB_WORKFLOW: "Baton",
    GITHUB_WORKFLOW_REF: `${repo.fullName}/.github/workflows/baton.yml@${ref}`,
    GITHUB_WORKFLOW_SHA: run.headSha,
    GITHUB_EVENT_NAME: o.eventName ?? "workflow_dispatch",
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: run.headSha,
    GITHUB_REF: ref,
    GITHUB_REF_NAME: ref.replace(/^refs\/(heads|tags)\//, ""),
    GITHUB_REF_TYPE: ref.startsWith("refs/tags/") ? "tag" : "branch",
    GITHUB_REF_PROTECTED: "false",
    GITHUB_BASE_REF: "",
    GITHUB_HEAD_REF: "",
    GITHUB_WORKSPACE: workspace,
    GITHUB_RETENTION_DAYS: String(o.retentionDays ?? 90),
    GITHUB_OUTPUT: fileCommand("set_output"),
    GITHUB_STATE: fileCommand("save_state"),
    GITHUB_ENV: fileCommand("set_env"),
    GITHUB_PATH: fileCommand("add_path"),
    GITHUB_STEP_SUMMARY: fileCommand("step_summary"),
    RUNNER_OS: "Linux",
    RUNNER_ARCH: "X64",
    RUNNER_NAME: "GitHub Actions 1000000001",
    RUNNER_ENVIRONMENT: "github-hosted",
    RUNNER_TEMP: temp,
    // Not set by a hosted runner; here it keeps what the step's libraries write to the temp
    // directory inside the runner's folder, which the fake removes.
    TMPDIR: temp,
    RUNNER_TOOL_CACHE: join(dir, "toolcache"),
    ACTIONS_RUNTIME_URL: `${urls.service.origin}/`,
    ACTIONS_RESULTS_URL: `${urls.service.origin}/`,
    ACTIONS_RUNTIME_TOKEN: urls.service.runtimeToken(run, job),
  };
  for (const [k, v] of Object.entries(o.inputs ?? {})) env[inputEnvName(k)] = v;
  return env;
}

/** Parses a file-command file (`name<<DELIM\nvalue\nDELIM` blocks, or `name=value` lines). */
export function parseFileCommand(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === "") continue;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) value.push(lines[i]!);
      out[heredoc[1]!] = value.join("\n");
      continue;
    }
    const eq = line.indexOf("=");
    if (eq > 0) out[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return out;
}

const readOr = (path: string | undefined): string => {
  if (!path) return "";
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
};

/** The step outputs written through GITHUB_OUTPUT. */
export const readOutputs = (env: Record<string, string>): Record<string, string> =>
  parseFileCommand(readOr(env.GITHUB_OUTPUT));

/** The job summary written through GITHUB_STEP_SUMMARY. */
export const readSummary = (env: Record<string, string>): string => readOr(env.GITHUB_STEP_SUMMARY);

/** The env for the action's post step: the main step's saved state becomes STATE_<name>. */
export function postStepEnv(env: Record<string, string>): Record<string, string> {
  const state = parseFileCommand(readOr(env.GITHUB_STATE));
  const out = { ...env };
  for (const [k, v] of Object.entries(state)) out[`STATE_${k}`] = v;
  return out;
}
