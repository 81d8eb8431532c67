import { applyConfig } from "../../engine/config/merge.ts";
import { CONFIG_PATH, EMPTY_CONFIG, type RepoConfig } from "../../engine/config/repo-config.ts";
import type { ActionInputs } from "../inputs.ts";
import { type InstructionSource, readFileAt, type StandingInstructions } from "./instructions.ts";
import type { BaseRef } from "./trusted-code.ts";

/**
 * `.github/baton.yml` for the action: read once per job through the API at
 * the base commit its recipes and hooks are read at (a PR's base, else the
 * default branch), never from the
 * checked-out workspace, which on a pull request is the head its author
 * controls. A file that cannot be parsed fails the job with its message.
 */
export async function readRepoConfig(
  source: InstructionSource,
  instructions: StandingInstructions,
  base: BaseRef | undefined,
): Promise<RepoConfig> {
  const ref = base?.sha ?? (await instructions.defaultBranch());
  if (ref === undefined) return EMPTY_CONFIG;
  const text = await readFileAt(source, CONFIG_PATH, ref);
  if (text === undefined) return EMPTY_CONFIG;
  // YAML is parsed only where there is a file: most repositories have none.
  const { parseConfig } = await import("../../engine/config/parse.ts");
  const at = base ? `${base.branch} at ${base.sha.slice(0, 12)}` : ref;
  const { config, warnings } = parseConfig(text, `${CONFIG_PATH} (${at})`);
  for (const warning of warnings) source.logger.warn(warning);
  return config;
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
