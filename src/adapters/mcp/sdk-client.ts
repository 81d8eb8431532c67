import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { McpClient, McpConnection, McpRequestOptions, McpTarget } from "../../engine/mcp/client.ts";
import { TIMED_OUT } from "../../engine/util/time-limit.ts";

/** The largest message a stdio server may send (the SDK's default is 10 MB). */
const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
/** The SDK's JSON-RPC code for a request that timed out. */
const REQUEST_TIMEOUT = -32001;

/**
 * The engine's MCP client (engine/mcp/client.ts) over the protocol's own SDK,
 * which is loaded on the first connect only: a run without MCP servers
 * never reads it.
 */
export const sdkMcpClient: McpClient = {
  async connect(target, opts) {
    const [{ Client }, transport] = await Promise.all([
      import("@modelcontextprotocol/sdk/client/index.js"),
      makeTransport(target, opts.onStderr),
    ]);
    const client = new Client({ name: "baton", version: "1" }, { capabilities: {} });
    const connected = await timed(client.connect(transport, options(opts))).catch(async (error) => {
      await client.close().catch(() => {});
      throw error;
    });
    if (connected === TIMED_OUT) {
      await client.close().catch(() => {});
      return TIMED_OUT;
    }
    return connection(client);
  },
};

async function makeTransport(target: McpTarget, onStderr?: (chunk: Buffer) => void): Promise<Transport> {
  if (target.kind === "http") {
    const { StreamableHTTPClientTransport } = await import(
      "@modelcontextprotocol/sdk/client/streamableHttp.js"
    );
    return new StreamableHTTPClientTransport(new URL(target.url), {
      requestInit: { headers: target.headers },
    });
  }
  const { StdioClientTransport } = await import("@modelcontextprotocol/sdk/client/stdio.js");
  const { launch } = target;
  const transport = new StdioClientTransport({
    command: launch.program,
    args: launch.args,
    env: launch.env,
    cwd: launch.cwd,
    stderr: "pipe",
    maxBufferSize: MAX_MESSAGE_BYTES,
  });
  if (onStderr) transport.stderr?.on("data", onStderr);
  return transport;
}

function connection(client: Client): McpConnection {
  return {
    async listTools(cursor, opts) {
      return timed(client.listTools(cursor === undefined ? {} : { cursor }, options(opts)));
    },
    async callTool(name, args, opts) {
      const result = await timed(client.callTool({ name, arguments: args }, undefined, options(opts)));
      return result === TIMED_OUT ? result : { text: resultText(result), isError: result.isError === true };
    },
    close: () => client.close().catch(() => {}),
  };
}

const options = (opts: McpRequestOptions) => ({
  timeout: opts.timeoutMs,
  ...(opts.signal ? { signal: opts.signal } : {}),
});

/** The SDK's timeout as TIMED_OUT; any other failure as it is. */
async function timed<T>(request: Promise<T>): Promise<T | typeof TIMED_OUT> {
  try {
    return await request;
  } catch (error) {
    if ((error as { code?: unknown }).code === REQUEST_TIMEOUT) return TIMED_OUT;
    throw error;
  }
}

type CallResult = Awaited<ReturnType<Client["callTool"]>>;

/**
 * A call's result as the model reads it: its text blocks, text resources,
 * and its structured content when no text carries it; other blocks
 * (images, audio, links) are named, not sent.
 */
export function resultText(result: CallResult): string {
  if ("toolResult" in result) return JSON.stringify(result.toolResult);
  const parts: string[] = [];
  const content = Array.isArray(result.content) ? result.content : [];
  for (const block of content) {
    if (block.type === "text") parts.push(block.text);
    else if (block.type === "resource" && "text" in block.resource) parts.push(block.resource.text);
    else if (block.type === "resource_link") parts.push(`[resource: ${block.uri}]`);
    else if (block.type === "image" || block.type === "audio")
      parts.push(`[${block.type} (${block.mimeType}) left out]`);
    else parts.push(`[${block.type} content left out]`);
  }
  if (result.structuredContent !== undefined && !content.some((b) => b.type === "text"))
    parts.push(JSON.stringify(result.structuredContent));
  return parts.join("\n");
}
