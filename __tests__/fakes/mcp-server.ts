// A real MCP server built from the protocol's SDK, for the tests of Baton's MCP client: over stdio
// when run as a script (`node mcp-server.ts [--tools N] [--page-size N] [--start crash|hang] [--list hang]`), over
// Streamable HTTP on 127.0.0.1 through startHttpMcpServer(). Its tools are what a test needs to
// see: text and structured results, an error, a crash, a hang, a huge result, and a file read and
// an environment variable read as an attacker would try them.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";

export interface FakeMcpOptions {
  /** Extra tools `t0`…, to make a long list. */
  extraTools?: number;
  /** Extra tools whose names no model API takes (`odd name 0`…). */
  oddNames?: number;
  /** Tools per page of tools/list (the list is paged to test nextCursor). */
  pageSize?: number;
  /** Answers initialize, then never answers tools/list. */
  hangListing?: boolean;
}

const object = (properties: Record<string, object>, required: string[] = Object.keys(properties)) => ({
  type: "object" as const,
  properties,
  required,
});

const TOOLS: Tool[] = [
  { name: "echo", description: "Echoes its text.", inputSchema: object({ text: { type: "string" } }) },
  {
    name: "sum",
    description: "Adds two numbers; the result is structured content only.",
    inputSchema: object({ a: { type: "number" }, b: { type: "number" } }),
    outputSchema: object({ sum: { type: "number" } }),
  },
  { name: "read", description: "Reads a file.", inputSchema: object({ path: { type: "string" } }) },
  { name: "env", description: "Reads a variable.", inputSchema: object({ name: { type: "string" } }) },
  { name: "fail", description: "Answers with an error result.", inputSchema: object({}) },
  { name: "crash", description: "Exits in the middle of the call.", inputSchema: object({}) },
  { name: "hang", description: "Never answers.", inputSchema: object({}) },
  { name: "big", description: "Answers 300 KB.", inputSchema: object({}) },
];

const text = (t: string, isError = false): CallToolResult => ({
  content: [{ type: "text", text: t }],
  isError,
});

function call(name: string, args: Record<string, unknown>): CallToolResult | Promise<CallToolResult> {
  switch (name) {
    case "echo":
      return text(`echo: ${String(args.text)}`);
    case "sum":
      return { content: [], structuredContent: { sum: Number(args.a) + Number(args.b) } };
    case "read":
      try {
        return text(`READ ${readFileSync(String(args.path), "utf8")}`);
      } catch (error) {
        return text(`FAIL ${(error as NodeJS.ErrnoException).code}`, true);
      }
    case "env":
      return text(`${String(args.name)}=${process.env[String(args.name)] ?? "(unset)"}`);
    case "fail":
      return text("it went wrong", true);
    case "crash":
      process.exit(3);
      break;
    case "hang":
      return new Promise(() => {});
    case "big":
      return text("x".repeat(300_000));
  }
  return text(`no tool ${name}`, true);
}

/** The server, its tools listed `pageSize` at a time. */
export function fakeMcpServer(options: FakeMcpOptions = {}): Server {
  const server = new Server({ name: "fake-mcp", version: "1.0.0" }, { capabilities: { tools: {} } });
  const extra = Array.from(
    { length: options.extraTools ?? 0 },
    (_, i): Tool => ({
      name: `t${i}`,
      description: `Extra tool ${i}.`,
      inputSchema: object({}),
    }),
  );
  const odd = Array.from(
    { length: options.oddNames ?? 0 },
    (_, i): Tool => ({ name: `odd name ${i}`, inputSchema: object({}) }),
  );
  const all = [...TOOLS, ...extra, ...odd];
  const size = options.pageSize ?? 3;
  server.setRequestHandler(ListToolsRequestSchema, (request) => {
    if (options.hangListing) return new Promise(() => {});
    const at = Number(request.params?.cursor ?? 0);
    const next = at + size;
    return { tools: all.slice(at, next), ...(next < all.length ? { nextCursor: String(next) } : {}) };
  });
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    call(request.params.name, request.params.arguments ?? {}),
  );
  return server;
}

export interface FakeHttpMcp {
  url: string;
  /** The Authorization header of each request. */
  authorizations: (string | undefined)[];
  /** Tools called, by name. */
  calls: string[];
  close(): Promise<void>;
}

/** A stateless Streamable HTTP server on 127.0.0.1 that wants `Authorization: Bearer <token>` when a token is given (else 401 with `refusal`). */
export async function startHttpMcpServer(
  options: FakeMcpOptions & { token?: string; refusal?: string } = {},
): Promise<FakeHttpMcp> {
  const authorizations: (string | undefined)[] = [];
  const calls: string[] = [];
  const http = createServer(async (req, res) => {
    authorizations.push(req.headers.authorization);
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
      res.writeHead(401).end(options.refusal ?? "unauthorized");
      return;
    }
    if (req.method !== "POST") {
      res.writeHead(405).end();
      return;
    }
    const body = JSON.parse(await readBody(req));
    if (body?.method === "tools/call") calls.push(body.params?.name);
    const server = fakeMcpServer(options);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on("close", () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  });
  await new Promise<void>((done) => http.listen(0, "127.0.0.1", done));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    authorizations,
    calls,
    close: () =>
      new Promise((done) => {
        http.closeAllConnections();
        http.close(() => done());
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

async function main(argv: string[]): Promise<void> {
  const flag = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  process.stderr.write(`fake-mcp starting in ${process.cwd()}\n`);
  if (flag("start") === "crash") process.exit(2);
  // Reads what it is sent and never answers; it ends when its stdin does.
  if (flag("start") === "hang") {
    process.stdin.resume();
    return;
  }
  const server = fakeMcpServer({
    extraTools: Number(flag("tools") ?? 0),
    oddNames: Number(flag("odd-names") ?? 0),
    pageSize: Number(flag("page-size") ?? 3),
    hangListing: flag("list") === "hang",
  });
  await server.connect(new StdioServerTransport());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await main(process.argv.slice(2));
