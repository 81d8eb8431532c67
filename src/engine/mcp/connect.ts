import { failure } from "../errors.ts";
import { type ProgramSandbox, programInstall } from "../sandbox/sandbox.ts";
import { findProgram } from "../tools/shell.ts";
import type { Logger } from "../util/logger.ts";
import { safeEnv } from "../util/safe-env.ts";
import { clip, count } from "../util/text.ts";
import { TIMED_OUT, withinTime } from "../util/time-limit.ts";
import type { McpCallResult, McpClient, McpConnection, McpRequestOptions, McpTarget } from "./client.ts";
import { type HttpServer, isStdio, type McpServerEntry, resolveValues, type StdioServer } from "./config.ts";

/** A tool as the server lists it, cut to what the model is offered. */
export interface McpTool {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** One server, connected: its tools, and what calls them. */
export interface McpSession {
  readonly tools: readonly McpTool[];
  /** What was cut from the list, in plain words. */
  readonly notes: readonly string[];
  call(tool: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<McpCallResult>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  client: McpClient;
  workspace: string;
  sandbox: ProgramSandbox;
  /** The environment `${NAME}` values are read from, and the stdio server's few safe variables. */
  env: NodeJS.ProcessEnv;
  /** For starting, for each page of the list, for each call. */
  timeoutMs: number;
  signal?: AbortSignal;
  logger: Logger;
  redact: (text: string) => string;
  /** A value read from the environment into a header or variable: redacted wherever it goes. */
  addSecret: (value: string) => void;
}

/** Tools one server may offer, and the bytes their definitions may take: the rest is cut, saying so. */
export const MAX_TOOLS_PER_SERVER = 100;
export const MAX_TOOL_LIST_BYTES = 64 * 1024;
const MAX_DESCRIPTION_CHARS = 2_000;
const MAX_PAGES = 50;
/** What of a server's stderr reaches the log. */
const MAX_STDERR_BYTES = 8 * 1024;
/** Closing waits this long at most (the SDK gives a stdio server 4 s to exit before it kills it). */
const CLOSE_WAIT_MS = 5_000;

/**
 * Connects to one server: starts it (a stdio server in the program sandbox,
 * with the safe few variables and those its `env` names), initializes, and
 * lists its tools page by page within the bounds; each step, and each call
 * later, within `timeoutMs` and the run's abort signal.
 */
export async function connectServer(
  name: string,
  entry: McpServerEntry,
  opts: ConnectOptions,
): Promise<McpSession> {
  const seconds = Number((opts.timeoutMs / 1000).toFixed(3));
  const request: McpRequestOptions = {
    timeoutMs: opts.timeoutMs,
    ...(opts.signal ? { signal: opts.signal } : {}),
  };
  const target = isStdio(entry) ? await stdioTarget(entry, opts) : httpTarget(entry, opts);
  const connection = await opts.client.connect(target, {
    ...request,
    ...(target.kind === "stdio" ? { onStderr: stderrToLog(name, opts) } : {}),
  });
  if (connection === TIMED_OUT) throw failure(`did not start within ${seconds} s (its timeout)`);
  const close = async () => {
    await withinTime(connection.close(), CLOSE_WAIT_MS);
  };
  try {
    const listed = await listTools(connection, request);
    if (listed === TIMED_OUT) throw failure(`did not list its tools within ${seconds} s (its timeout)`);
    return {
      ...listed,
      async call(tool, args, signal) {
        const result = await connection.callTool(tool, args, {
          timeoutMs: opts.timeoutMs,
          ...(signal ? { signal } : {}),
        });
        if (result === TIMED_OUT)
          throw failure(`did not answer within ${seconds} s (the server's timeout); the call was cancelled`);
        return result;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function stdioTarget(entry: StdioServer, opts: ConnectOptions): Promise<McpTarget> {
  const choice = await opts.sandbox.choice();
  if ("refused" in choice) throw failure(`stdio servers run in the program sandbox, and ${choice.refused}`);
  const found = findProgram(entry.command, opts.workspace, opts.env.PATH);
  if (choice.sandbox.name !== "none" && !found) throw failure(`command not found: ${entry.command}`);
  const { values, secrets } = resolveValues(entry.env, opts.env);
  for (const secret of secrets) opts.addSecret(secret);
  const launch = choice.sandbox.launch(entry.command, entry.args ?? [], {
    workspace: opts.workspace,
    // Like the shell tool's program: its own folder stays visible, read-only, wherever it is installed.
    ...(found ? { readOnly: programInstall(found, opts.env.HOME) } : {}),
    network: entry.network ?? false,
    env: { ...safeEnv(opts.env), ...values },
  });
  return { kind: "stdio", launch };
}

function httpTarget(entry: HttpServer, opts: ConnectOptions): McpTarget {
  const { values, secrets } = resolveValues(entry.headers, opts.env);
  for (const secret of secrets) opts.addSecret(secret);
  return { kind: "http", url: entry.url, headers: values };
}

/** The server's stderr, line by line, into the log, up to MAX_STDERR_BYTES: the rest, from the line it cuts, is dropped, saying so once. */
function stderrToLog(name: string, opts: ConnectOptions): (chunk: Buffer) => void {
  let seen = 0;
  let pending = "";
  const say = (line: string) => {
    if (line.trim()) opts.logger.info(`MCP server ${name}: ${opts.redact(line)}`);
  };
  return (chunk) => {
    if (seen >= MAX_STDERR_BYTES) return;
    const text = chunk.toString("utf8", 0, Math.min(chunk.length, MAX_STDERR_BYTES - seen));
    seen += chunk.length;
    const lines = (pending + text).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) say(line);
    if (seen >= MAX_STDERR_BYTES) {
      // The line the cut went through is not said: a secret it cut would leave a start no redactor knows.
      pending = "";
      opts.logger.info(`MCP server ${name}: [stderr cut after ${count(MAX_STDERR_BYTES)} bytes]`);
    }
  };
}

/** Every page of the list (following nextCursor), within the bounds on count and size. */
async function listTools(
  connection: McpConnection,
  request: McpRequestOptions,
): Promise<{ tools: McpTool[]; notes: string[] } | typeof TIMED_OUT> {
  const tools: McpTool[] = [];
  const notes: string[] = [];
  let bytes = 0;
  let cursor: string | undefined;
  let listed = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await connection.listTools(cursor, request);
    if (result === TIMED_OUT) return result;
    for (const tool of result.tools) {
      listed++;
      if (tools.length >= MAX_TOOLS_PER_SERVER) continue;
      const offered: McpTool = {
        name: tool.name,
        description: clip(tool.description ?? tool.title ?? "", MAX_DESCRIPTION_CHARS),
        inputSchema: objectSchema(tool.inputSchema),
      };
      const size = Buffer.byteLength(JSON.stringify(offered));
      if (bytes + size > MAX_TOOL_LIST_BYTES) continue;
      bytes += size;
      tools.push(offered);
    }
    cursor = result.nextCursor;
    if (cursor === undefined) break;
    if (page === MAX_PAGES - 1) notes.push(`its list ran past ${MAX_PAGES} pages; the rest was not read`);
  }
  if (tools.length < listed)
    notes.push(
      `it lists ${count(listed)} tools; the first ${count(tools.length)} are offered (at most ${MAX_TOOLS_PER_SERVER} tools and ${count(MAX_TOOL_LIST_BYTES)} bytes of definitions per server)`,
    );
  return { tools, notes };
}

/** A model API takes an object schema for a function's parameters; MCP requires one, and a server may still send otherwise. */
function objectSchema(schema: unknown): Record<string, unknown> {
  if (schema && typeof schema === "object" && (schema as { type?: unknown }).type === "object")
    return schema as Record<string, unknown>;
  return { type: "object" };
}
