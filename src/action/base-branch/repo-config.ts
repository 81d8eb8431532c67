import { applyConfig } from "../../engine/config/merge.ts";
import { CONFIG_PATH, EMPTY_CONFIG, type RepoConfig } from "../../engine/config/repo-config.ts";
import type { CommentTrigger } from "../events/comment.ts";
import type { RouteLike } from "../events/trigger.ts";
import type { ActionInputs } from "../inputs.ts";
import { type InstructionSource, readFileAt, type StandingInstructions } from "./instructions.ts";

/**
 * `.github/baton.yml` for the action: read once per job through the API at
 * the base branch (a PR's base, else the default branch), never from the
 * checked-out workspace, which on a pull request is the head its author
 * controls. A file that cannot be parsed fails the job with its message.
 */
export async function readRepoConfig(
  source: InstructionSource,
  instructions: StandingInstructions,
  ref: string | undefined,
): Promise<RepoConfig> {
  const branch = ref ?? (await instructions.defaultBranch());
  if (branch === undefined) return EMPTY_CONFIG;
  const text = await readFileAt(source, CONFIG_PATH, branch);
  if (text === undefined) return EMPTY_CONFIG;
  // YAML is parsed only where there is a file: most repositories have none.
  const { parseConfig } = await import("../../engine/config/parse.ts");
  const { config, warnings } = parseConfig(text, `${CONFIG_PATH} (${branch})`);
  for (const warning of warnings) source.logger.warn(warning);
  return config;
}

/**
 * The base branch whose configuration a job follows: a pull request's base
 * for events on a PR, undefined (the default branch) for the rest.
 */
export async function configRef(
  route: RouteLike,
  payload: unknown,
  source: InstructionSource,
): Promise<string | undefined> {
  const event = payload as { pull_request?: { base?: { ref?: unknown } } } | null;
  const named = event?.pull_request?.base?.ref;
  if (typeof named === "string" && named !== "") return named;
  const comment = route.type === "comment" ? (route as CommentTrigger) : undefined;
  if (comment?.issue.isPullRequest) {
    const { octokit, owner, repo } = source;
    const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: comment.issue.number });
    return data.base.ref;
  }
  return undefined;
}

/** The inputs with the file's settings where no input was given. */
export function withRepoConfig(inputs: ActionInputs, config: RepoConfig): ActionInputs {
  if (config === EMPTY_CONFIG) return inputs;
  const settings = applyConfig(inputs.settings, inputs.givenSettings, config);
  return {
    ...inputs,
    settings,
    recipesPath: settings.recipesPath ?? inputs.recipesPath,
    hooksPath: settings.hooksPath ?? inputs.hooksPath,
  };
}
