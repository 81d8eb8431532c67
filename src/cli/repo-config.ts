import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "yaml";
import { parseConfig } from "../engine/config/parse.ts";
import {
  CONFIG_PATH,
  EMPTY_CONFIG,
  type ParsedConfig,
  type RepoConfig,
} from "../engine/config/repo-config.ts";
import { BatonError, describeError, usageError } from "../engine/errors.ts";
import type { McpServers } from "../engine/mcp/config.ts";

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
  const { warnings } = parsed;
  let { config } = parsed;
  for (const warning of warnings) warn(warning);
  // A cloned repository, or a program a run started, may have written this file: what it names is
  // not started with the user's secrets. The CLI's servers are the user's own (readUserMcpServers).
  if (Object.keys(config.mcpServers).length > 0) {
    warn(
      `${CONFIG_PATH}: mcp_servers is ignored here: the CLI starts only the MCP servers of ${USER_CONFIG} (a cloned repository or a program could have written this file)`,
    );
    config = { ...config, mcpServers: {} };
  }
  // Every program the sandbox runs may write this file: where programs run is the user's own choice.
  const { shellSandbox, ...settings } = config.settings;
  if (shellSandbox === undefined) return config;
  warn(
    `${CONFIG_PATH}: "shell-sandbox: ${shellSandbox}" is ignored here: the CLI takes it only from --shell-sandbox or BATON_SHELL_SANDBOX (a program could have written the file)`,
  );
  return { ...config, settings };
}

/** The CLI's own file, under HOME (which programs and servers never see), beside `~/.baton/hooks`. */
export const USER_CONFIG = "~/.baton/config.yml";

/**
 * The MCP servers of the CLI's own file: the user's, so its `${NAME}` values
 * are read from the user's environment. Written like `.github/baton.yml`
 * and read by its parser; anything besides `mcp_servers` is said and left.
 */
export function readUserMcpServers(
  home: string | undefined,
  warn: (message: string) => void,
  { lenient = false }: { lenient?: boolean } = {},
): McpServers {
  if (!home) return {};
  let text: string;
  let parsed: ParsedConfig;
  try {
    text = readFileSync(resolve(home, ".baton/config.yml"), "utf8");
    parsed = parseConfig(text, USER_CONFIG);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    const problem =
      error instanceof BatonError ? error.message : `cannot read ${USER_CONFIG}: ${describeError(error)}`;
    if (!lenient) throw error instanceof BatonError ? error : usageError(problem);
    for (const line of problem.split("\n")) warn(line);
    warn(`${USER_CONFIG} has errors: going on without its MCP servers`);
    return {};
  }
  const { config, warnings } = parsed;
  for (const warning of warnings) warn(warning);
  const others = Object.keys((parse(text) as object | null) ?? {}).filter((key) => key !== "mcp_servers");
  if (others.length > 0)
    warn(
      `${USER_CONFIG}: only mcp_servers is read from this file; ${others.join(", ")} ${others.length === 1 ? "belongs" : "belong"} in .github/baton.yml or the flags`,
    );
  return config.mcpServers;
}
