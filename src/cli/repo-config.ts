import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseConfig } from "../engine/config/parse.ts";
import {
  CONFIG_PATH,
  EMPTY_CONFIG,
  type ParsedConfig,
  type RepoConfig,
} from "../engine/config/repo-config.ts";
import { BatonError, describeError, usageError } from "../engine/errors.ts";

/**
 * `.github/baton.yml` in the folder the CLI runs in: a developer's own
 * checkout, which they trust, read by the same parser as the action's.
 */
export function readLocalConfig(
  cwd: string,
  warn: (message: string) => void,
  { lenient = false }: { lenient?: boolean } = {},
): RepoConfig {
  let text: string;
  try {
    text = readFileSync(resolve(cwd, CONFIG_PATH), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return EMPTY_CONFIG;
    const problem = `cannot read ${CONFIG_PATH}: ${describeError(error)}`;
    if (!lenient) throw usageError(problem);
    warn(`${problem}; going on without its settings`);
    return EMPTY_CONFIG;
  }
  let parsed: ParsedConfig;
  try {
    parsed = parseConfig(text);
  } catch (error) {
    // A command that only reads goes on without the file: every problem said, none blocking.
    if (!lenient || !(error instanceof BatonError)) throw error;
    for (const line of error.message.split("\n")) warn(line);
    warn(`${CONFIG_PATH} has errors: going on without its settings`);
    return EMPTY_CONFIG;
  }
  const { config, warnings } = parsed;
  for (const warning of warnings) warn(warning);
  // Every program the sandbox runs may write this file: where programs run is the user's own choice.
  const { shellSandbox, ...settings } = config.settings;
  if (shellSandbox === undefined) return config;
  warn(
    `${CONFIG_PATH}: "shell-sandbox: ${shellSandbox}" is ignored here: the CLI takes it only from --shell-sandbox or BATON_SHELL_SANDBOX (a program could have written the file)`,
  );
  return { ...config, settings };
}
