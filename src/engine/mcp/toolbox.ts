import * as z from "zod";
import { describeError } from "../errors.ts";
import type { ProgramSandbox } from "../sandbox/sandbox.ts";
import { MAX_OUTPUT_BYTES, type Tool, ToolError, truncateOutput } from "../tools/tool.ts";
import { mcpToolName, parseMcpName, TOOL_NAME } from "../tools/tool-names.ts";
import type { Logger } from "../util/logger.ts";
import { clip } from "../util/text.ts";
import { ABORTED, untilAborted } from "../util/time-limit.ts";
import type { McpClient } from "./client.ts";
import type { McpServers } from "./config.ts";
import { connectServer, type McpSession } from "./connect.ts";

/** The tools of the servers one run's recipe allows, while it runs. */
export interface OpenedTools {
  tools: Tool<unknown>[];
  /** Servers that could not be used, tools that were cut or not found: said under the answer and in the summary. */
  notes: string[];
  close(): Promise<void>;
}

export interface McpToolboxOptions {
  servers: McpServers;
  /** The protocol's client (the SDK's, by the edge); without one, no server is used. */
  client: McpClient | undefined;
  workspace: string;
  sandbox: ProgramSandbox;
  env?: NodeJS.ProcessEnv;
  /** For a server without its own `timeout`: the hook timeout, in milliseconds. */
  defaultTimeoutMs: number;
  logger: Logger;
  redact: (text: string) => string;
  addSecret: (value: string) => void;
}

/** How much of why a server failed a note says. */
const MAX_REASON_CHARS = 300;

/** What an MCP tool's arguments must be before they are sent: an object; the server checks the rest against its schema. */
const Arguments = z.record(z.string(), z.unknown());

/** True when the recipe allows any MCP tool: only then are servers started. */
export const allowsMcp = (allowedTools: readonly string[] | undefined): boolean =>
  (allowedTools ?? []).some((name) => parseMcpName(name) !== undefined);

/**
 * Opens the servers a recipe's `allowed_tools` names (`mcp__docs` for all of
 * a server's tools, `mcp__docs__search` for one), in parallel, and offers
 * their tools as `mcp__<server>__<tool>`. A server that is not configured,
 * does not start, or does not list its tools in time is left out, and the
 * notes say so: the run goes on without it.
 */
export async function openMcpTools(
  allowedTools: readonly string[] | undefined,
  opts: McpToolboxOptions,
  signal?: AbortSignal,
): Promise<OpenedTools> {
  const wanted = new Map<string, Set<string> | "all">();
  for (const name of allowedTools ?? []) {
    const parsed = parseMcpName(name);
    if (!parsed) continue;
    const known = wanted.get(parsed.server);
    if (parsed.tool === undefined) wanted.set(parsed.server, "all");
    else if (known !== "all") wanted.set(parsed.server, (known ?? new Set()).add(parsed.tool));
  }
  const notes: string[] = [];
  const sessions: McpSession[] = [];
  const tools: Tool<unknown>[] = [];
  const opened = await Promise.all(
    [...wanted].map(async ([server, allowed]) => {
      const entry = Object.hasOwn(opts.servers, server) ? opts.servers[server] : undefined;
      if (!entry) return { server, failed: "no such server is configured under mcp_servers" };
      if (!opts.client) return { server, failed: "this build of Baton has no MCP client" };
      const timeoutMs = entry.timeout !== undefined ? entry.timeout * 1000 : opts.defaultTimeoutMs;
      try {
        const session = await connectServer(server, entry, {
          client: opts.client,
          workspace: opts.workspace,
          sandbox: opts.sandbox,
          env: opts.env ?? process.env,
          timeoutMs,
          ...(signal ? { signal } : {}),
          logger: opts.logger,
          redact: opts.redact,
          addSecret: opts.addSecret,
        });
        return { server, allowed, session };
      } catch (error) {
        // An HTTP server's error page may be long: the note says why in a line, the log has the rest.
        // Redacted before it is cut: a secret the page quotes, cut first, would leave a start no redactor knows.
        opts.logger.debug(`MCP server ${server}: ${describeError(error)}`);
        const reason = opts.redact(describeError(error)).replace(/\s+/g, " ");
        return { server, failed: clip(reason, MAX_REASON_CHARS) };
      }
    }),
  );
  for (const result of opened) {
    const { server } = result;
    if ("failed" in result) {
      notes.push(`MCP server ${server} is not available, so its tools were not offered: ${result.failed}`);
      continue;
    }
    const { session, allowed } = result;
    sessions.push(session);
    for (const note of session.notes) notes.push(`MCP server ${server}: ${note}`);
    const listed = new Set(session.tools.map((t) => t.name));
    if (allowed !== "all")
      for (const name of allowed)
        if (!listed.has(name)) notes.push(`MCP server ${server} has no tool ${name}`);
    const unnamable: string[] = [];
    for (const tool of session.tools) {
      if (allowed !== "all" && !allowed.has(tool.name)) continue;
      const name = mcpToolName(server, tool.name);
      if (!TOOL_NAME.test(name)) {
        unnamable.push(JSON.stringify(clip(tool.name, 80)));
        continue;
      }
      tools.push({
        definition: { name, description: tool.description, parameters: tool.inputSchema },
        input: Arguments as z.ZodType<unknown>,
        async run(args, ctx) {
          const call = session.call(tool.name, args as Record<string, unknown>, ctx.signal);
          const result = await untilAborted(call, ctx.signal);
          if (result === ABORTED) throw new ToolError("the run was cancelled");
          // An error result is the server's answer, cut like any other (the toolset cuts what is not an error).
          if (result.isError)
            throw new ToolError(truncateOutput(result.text, MAX_OUTPUT_BYTES, { redact: ctx.redact }));
          return result.text;
        },
      });
    }
    if (unnamable.length > 0)
      notes.push(
        `MCP server ${server}: ${unnamable.length} of its tools left out, as mcp__${server}__<tool> is not a name model APIs take (letters, digits, _ and -, at most 64): ${unnamable.slice(0, 5).join(", ")}${unnamable.length > 5 ? ", …" : ""}`,
      );
  }
  for (const note of notes) opts.logger.warn(note);
  return {
    tools,
    notes,
    close: async () => {
      await Promise.all(sessions.map((s) => s.close()));
    },
  };
}
