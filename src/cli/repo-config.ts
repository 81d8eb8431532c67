import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseConfig } from "../engine/config/parse.ts";
import { CONFIG_PATH, EMPTY_CONFIG, type RepoConfig } from "../engine/config/repo-config.ts";
import { describeError, usageError } from "../engine/errors.ts";

/**
 * `.github/baton.yml` in the folder the CLI runs in: a developer's own
 * checkout, which they trust, read by the same parser as the action's.
 */
export function readLocalConfig(cwd: string, warn: (message: string) => void): RepoConfig {
  let text: string;
  try {
    text = readFileSync(resolve(cwd, CONFIG_PATH), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return EMPTY_CONFIG;
    throw usageError(`cannot read ${CONFIG_PATH}: ${describeError(error)}`);
  }
  const { config, warnings } = parseConfig(text);
  for (const warning of warnings) warn(warning);
  // Every program the sandbox runs may write this file: where programs run is the user's own choice.
  const { shellSandbox, ...settings } = config.settings;
  if (shellSandbox === undefined) return config;
  warn(
    `${CONFIG_PATH}: "shell-sandbox: ${shellSandbox}" is ignored here: the CLI takes it only from --shell-sandbox or BATON_SHELL_SANDBOX (a program could have written the file)`,
  );
  return { ...config, settings };
}
