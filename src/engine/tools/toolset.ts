import { describeError } from "../errors.ts";
import { describeIssues } from "../util/text.ts";
import { runChecksTool } from "./checks.ts";
import { editFileTool } from "./files/edit-file.ts";
import { grepTool } from "./files/grep.ts";
import { listFilesTool } from "./files/list-files.ts";
import { readFileTool } from "./files/read-file.ts";
import { writeFileTool } from "./files/write-file.ts";
import { GITHUB_UNAVAILABLE, getIssueTool, getPrDiffTool, listCommentsTool } from "./github.ts";
import { addReviewCommentTool, resolveReviewThreadTool } from "./review-comments.ts";
import { type ShellOptions, shellTool } from "./shell.ts";
import {
  MAX_OUTPUT_BYTES,
  type Tool,
  type ToolContext,
  type ToolDefinition,
  ToolError,
  type ToolResult,
  truncateOutput,
} from "./tool.ts";
import {
  CHECKS_TOOL,
  DEFAULT_TOOLS,
  EDIT_TOOLS,
  FILE_TOOLS,
  GITHUB_TOOLS,
  MCP_PREFIX,
  parseMcpName,
  RESOLVE_TOOL,
  REVIEW_TOOL,
} from "./tool-names.ts";

export interface ToolsetOptions {
  /** The recipe's `allowed_tools`: undefined = the default read-only set, `[]` = no tools. */
  allowedTools?: readonly string[];
  /** The recipe's `allowed_commands`; `shell` is offered only when this is non-empty. */
  allowedCommands: readonly string[];
  /** The recipe's `read_paths` (see ToolContext). */
  readPaths?: readonly string[];
  context: ToolContext;
  shell?: ShellOptions;
  /** Tools from MCP servers, already chosen by `allowedTools` (mcp/toolbox.ts): offered after Baton's own. */
  mcpTools?: readonly Tool<unknown>[];
}

export interface Toolset {
  /** What the model is offered, in a stable order. */
  definitions: ToolDefinition[];
  /** Runs one call. Never throws: every failure is an error result the model reads. */
  execute(name: string, argumentsJson: string): Promise<ToolResult>;
}

const fileTools: Record<(typeof FILE_TOOLS)[number], Tool<unknown>> = {
  read_file: readFileTool,
  list_files: listFilesTool,
  grep: grepTool,
};
const editTools: Record<(typeof EDIT_TOOLS)[number], Tool<unknown>> = {
  write_file: writeFileTool,
  edit_file: editFileTool,
};
const githubTools: Record<(typeof GITHUB_TOOLS)[number], Tool<unknown>> = {
  get_issue: getIssueTool,
  list_comments: listCommentsTool,
  get_pr_diff: getPrDiffTool,
};

export function createToolset(options: ToolsetOptions): Toolset {
  const { allowedTools, allowedCommands } = options;
  const context: ToolContext = options.readPaths?.length
    ? { ...options.context, readPaths: options.readPaths }
    : options.context;
  const allowed = new Set(allowedTools ?? DEFAULT_TOOLS);
  const offered = new Map<string, Tool<unknown>>();
  for (const name of FILE_TOOLS) if (allowed.has(name)) offered.set(name, fileTools[name]);
  for (const name of EDIT_TOOLS) if (allowed.has(name)) offered.set(name, editTools[name]);
  if (allowed.has(CHECKS_TOOL) && context.checks?.length)
    offered.set(CHECKS_TOOL, runChecksTool as Tool<unknown>);
  if (context.github) {
    for (const name of GITHUB_TOOLS) if (allowed.has(name)) offered.set(name, githubTools[name]);
  }
  if (context.reviewComments && (allowedTools === undefined || allowed.has(REVIEW_TOOL)))
    offered.set(REVIEW_TOOL, addReviewCommentTool as Tool<unknown>);
  if (context.reviewComments?.openThreads.length && (allowedTools === undefined || allowed.has(RESOLVE_TOOL)))
    offered.set(RESOLVE_TOOL, resolveReviewThreadTool as Tool<unknown>);
  const shellAllowed = allowedTools === undefined || allowed.has("shell");
  if (shellAllowed && allowedCommands.length > 0) {
    offered.set("shell", shellTool(allowedCommands, options.shell));
  }
  for (const tool of options.mcpTools ?? []) offered.set(tool.definition.name, tool);

  const refusal = (name: string): string => {
    if ((GITHUB_TOOLS as readonly string[]).includes(name) && allowed.has(name)) return GITHUB_UNAVAILABLE;
    if ((name === REVIEW_TOOL || name === RESOLVE_TOOL) && allowed.has(name))
      return `${name} is only available while reviewing a pull request`;
    if (name === CHECKS_TOOL && allowed.has(name))
      return "run_checks is not available: the repository names no checks (checks: in .github/baton.yml)";
    if (name === "shell" && shellAllowed)
      return "shell is not available: the recipe lists no allowed_commands";
    const mcp = parseMcpName(name);
    if (mcp && (allowed.has(`${MCP_PREFIX}${mcp.server}`) || allowed.has(name)))
      return `${name} is not available: its MCP server did not start or does not list it`;
    return `tool ${name} is not allowed for this recipe`;
  };

  return {
    definitions: [...offered.values()].map((tool) => tool.definition),
    async execute(name, argumentsJson) {
      const fail = (output: string): ToolResult => ({ output, isError: true });
      try {
        const tool = offered.get(name);
        if (!tool) return fail(refusal(name));
        let raw: unknown;
        try {
          // Some models send "" for a call without arguments.
          raw = argumentsJson.trim() === "" ? {} : JSON.parse(argumentsJson);
        } catch (error) {
          return fail(`invalid arguments for ${name}: not valid JSON (${describeError(error)})`);
        }
        const parsed = tool.input.safeParse(raw);
        if (!parsed.success)
          return fail(`invalid arguments for ${name}: ${describeIssues(parsed.error.issues)}`);
        const output = await tool.run(parsed.data, context);
        return {
          output: truncateOutput(output, MAX_OUTPUT_BYTES + 1_000, { redact: context.redact }),
          isError: false,
        };
      } catch (error) {
        if (error instanceof ToolError) return fail(error.message);
        return fail(`${name} failed: ${describeError(error)}`);
      }
    },
  };
}
