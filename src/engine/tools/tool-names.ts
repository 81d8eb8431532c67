/** The names of Baton's tools: what a recipe's `allowed_tools` is checked against when it is loaded. */
export const FILE_TOOLS = ["read_file", "list_files", "grep"] as const;
/** The editing tools: never offered by default, only to a recipe whose `allowed_tools` lists them. */
export const EDIT_TOOLS = ["write_file", "edit_file"] as const;
export const GITHUB_TOOLS = ["get_issue", "list_comments", "get_pr_diff"] as const;
/** The read-only set a recipe gets when it says nothing (`allowed_tools` omitted). */
export const DEFAULT_TOOLS: readonly string[] = [...FILE_TOOLS, ...GITHUB_TOOLS];
/** Offered by default too, but only while a review is being written (the context has `reviewComments`). */
export const REVIEW_TOOL = "add_review_comment";
/** Offered with REVIEW_TOOL when the review has its own earlier threads still open. */
export const RESOLVE_TOOL = "resolve_review_thread";
/** Runs the repository's checks; offered to a recipe that lists it when the repository names checks. */
export const CHECKS_TOOL = "run_checks";
/** Every tool name a recipe may list in `allowed_tools`. */
export const KNOWN_TOOLS: readonly string[] = [
  ...DEFAULT_TOOLS,
  ...EDIT_TOOLS,
  CHECKS_TOOL,
  REVIEW_TOOL,
  RESOLVE_TOOL,
  "shell",
];

/**
 * Tools from MCP servers are named `mcp__<server>__<tool>`; `mcp__<server>`
 * in `allowed_tools` allows every tool of that server. A server's name has no
 * `__`, so the name splits one way only.
 */
export const MCP_PREFIX = "mcp__";
/** A server's name as `.github/baton.yml` gives it under `mcp_servers`. */
export const MCP_SERVER_NAME = /^[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*$/;
/** What a model API takes as a function's name (OpenAI's rule, the strictest of the common ones). */
export const TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** `mcp__docs` → {server: "docs"}; `mcp__docs__search` → {server: "docs", tool: "search"}; else undefined. */
export function parseMcpName(name: string): { server: string; tool?: string } | undefined {
  if (!name.startsWith(MCP_PREFIX)) return undefined;
  const rest = name.slice(MCP_PREFIX.length);
  const at = rest.indexOf("__");
  const server = at < 0 ? rest : rest.slice(0, at);
  if (!MCP_SERVER_NAME.test(server)) return undefined;
  if (at < 0) return { server };
  const tool = rest.slice(at + 2);
  return tool === "" ? undefined : { server, tool };
}

export const mcpToolName = (server: string, tool: string): string => `${MCP_PREFIX}${server}__${tool}`;
