import type { Launch } from "../sandbox/sandbox.ts";
import type { TIMED_OUT } from "../util/time-limit.ts";

/**
 * The MCP client as the engine uses it: a port, implemented with the
 * protocol's own SDK by adapters/mcp/sdk-client.ts. The engine decides what
 * is started and how (the sandbox's launch, the headers); the client speaks
 * the protocol. A request past its `timeout` gives TIMED_OUT.
 */
export interface McpClient {
  connect(
    target: McpTarget,
    opts: McpRequestOptions & { onStderr?: (chunk: Buffer) => void },
  ): Promise<McpConnection | typeof TIMED_OUT>;
}

/** A stdio server as the sandbox launches it, or a Streamable HTTP endpoint. */
export type McpTarget =
  | { kind: "stdio"; launch: Launch }
  | { kind: "http"; url: string; headers: Record<string, string> };

export interface McpRequestOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface McpListedTool {
  name: string;
  description?: string;
  title?: string;
  inputSchema: unknown;
}

export interface McpCallResult {
  /** What the model reads: the result's text, its structured content when no text carries it, other blocks named. */
  text: string;
  isError: boolean;
}

/** One initialized server. */
export interface McpConnection {
  listTools(
    cursor: string | undefined,
    opts: McpRequestOptions,
  ): Promise<{ tools: McpListedTool[]; nextCursor?: string } | typeof TIMED_OUT>;
  callTool(
    name: string,
    args: Record<string, unknown>,
    opts: McpRequestOptions,
  ): Promise<McpCallResult | typeof TIMED_OUT>;
  /** Ends the session; a stdio server is stopped (its sandbox with it). */
  close(): Promise<void>;
}
