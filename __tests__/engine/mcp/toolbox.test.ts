// The MCP toolbox against a real server built from the SDK (__tests__/fakes/mcp-server.ts): over
// stdio, started in the program sandbox where one can be made (else unsandboxed, `none`), and over
// Streamable HTTP on 127.0.0.1.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkMcpClient } from "../../../src/adapters/mcp/sdk-client.ts";
import type { McpServerEntry } from "../../../src/engine/mcp/config.ts";
import { allowsMcp, type OpenedTools, openMcpTools } from "../../../src/engine/mcp/toolbox.ts";
import { ProgramSandbox } from "../../../src/engine/sandbox/sandbox.ts";
import { createToolset } from "../../../src/engine/tools/toolset.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { Redactor } from "../../../src/engine/util/redact.ts";
import { type FakeHttpMcp, startHttpMcpServer } from "../../fakes/mcp-server.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

const SERVER = resolve(import.meta.dirname, "../../fakes/mcp-server.ts");
const stdio = (...args: string[]): McpServerEntry => ({ command: process.execPath, args: [SERVER, ...args] });

const sandboxed =
  process.platform === "linux" && "sandbox" in (await new ProgramSandbox("auto", process.cwd()).choice());

function open(
  servers: Record<string, McpServerEntry>,
  allowed: string[],
  extra: { env?: NodeJS.ProcessEnv; workspace?: string; timeoutMs?: number; signal?: AbortSignal } = {},
) {
  const workspace = extra.workspace ?? tempDir("baton-mcp-");
  const logger = memoryLogger();
  const redactor = new Redactor();
  const opened = openMcpTools(
    allowed,
    {
      servers,
      client: sdkMcpClient,
      workspace,
      sandbox: new ProgramSandbox(sandboxed ? "auto" : "none", workspace),
      env: extra.env ?? { PATH: process.env.PATH },
      defaultTimeoutMs: extra.timeoutMs ?? 10_000,
      logger,
      redact: (t) => redactor.redact(t),
      addSecret: (v) => redactor.add(v),
    },
    extra.signal,
  );
  return { opened, logger, redactor, workspace };
}

async function toolset(tools: OpenedTools, redactor: Redactor, workspace: string) {
  return createToolset({
    allowedTools: [],
    allowedCommands: [],
    mcpTools: tools.tools,
    context: { workspace, redact: (t) => redactor.redact(t) },
  });
}

describe("allowsMcp", () => {
  it("is true only when allowed_tools names a server or one of its tools", () => {
    expect(allowsMcp(undefined)).toBe(false);
    expect(allowsMcp(["read_file"])).toBe(false);
    expect(allowsMcp(["mcp__docs"])).toBe(true);
    expect(allowsMcp(["mcp__docs__search"])).toBe(true);
  });
});

describe("a stdio server", () => {
  it("lists every page of its tools and answers calls with text and structured results", async () => {
    const { opened, redactor, workspace } = open({ docs: stdio("--page-size", "2") }, ["mcp__docs"]);
    const tools = await opened;
    try {
      expect(tools.notes).toEqual([]);
      expect(tools.tools.map((t) => t.definition.name)).toEqual([
        "mcp__docs__echo",
        "mcp__docs__sum",
        "mcp__docs__read",
        "mcp__docs__env",
        "mcp__docs__fail",
        "mcp__docs__crash",
        "mcp__docs__hang",
        "mcp__docs__big",
      ]);
      expect(tools.tools[0]!.definition.parameters).toMatchObject({ type: "object", required: ["text"] });
      const set = await toolset(tools, redactor, workspace);
      expect(await set.execute("mcp__docs__echo", '{"text":"hi"}')).toEqual({
        output: "echo: hi",
        isError: false,
      });
      expect(await set.execute("mcp__docs__sum", '{"a":2,"b":3}')).toEqual({
        output: '{"sum":5}',
        isError: false,
      });
      expect(await set.execute("mcp__docs__fail", "{}")).toEqual({ output: "it went wrong", isError: true });
      const big = await set.execute("mcp__docs__big", "{}");
      expect(big.output).toMatch(/\[output truncated: \d+ more bytes\]$/);
      expect(Buffer.byteLength(big.output)).toBeLessThan(42_000);
    } finally {
      await tools.close();
    }
  });

  it("offers only the tools the recipe names, and says which it lacks", async () => {
    const tools = await open({ docs: stdio() }, ["mcp__docs__echo", "mcp__docs__nope"]).opened;
    try {
      expect(tools.tools.map((t) => t.definition.name)).toEqual(["mcp__docs__echo"]);
      expect(tools.notes).toEqual(["MCP server docs has no tool nope"]);
    } finally {
      await tools.close();
    }
  });

  it("leaves out tools whose names model APIs do not take, in one note", async () => {
    const tools = await open({ docs: stdio("--odd-names", "7") }, ["mcp__docs"]).opened;
    try {
      expect(tools.tools).toHaveLength(8);
      expect(tools.notes).toEqual([
        'MCP server docs: 7 of its tools left out, as mcp__docs__<tool> is not a name model APIs take (letters, digits, _ and -, at most 64): "odd name 0", "odd name 1", "odd name 2", "odd name 3", "odd name 4", …',
      ]);
    } finally {
      await tools.close();
    }
  });

  it("cuts a long list, saying so", async () => {
    const tools = await open({ docs: stdio("--tools", "300", "--page-size", "50") }, ["mcp__docs"]).opened;
    try {
      expect(tools.tools).toHaveLength(100);
      expect(tools.notes[0]).toMatch(/^MCP server docs: it lists 308 tools; the first 100 are offered/);
    } finally {
      await tools.close();
    }
  });

  it(`passes what its env names, reading \${NAME} from the environment, and nothing else`, async () => {
    const { opened, redactor, workspace } = open(
      { docs: { ...stdio(), env: { DOCS_TOKEN: `\${FROM_STEP}`, MODE: "plain" } } },
      ["mcp__docs"],
      {
        env: { PATH: process.env.PATH, FROM_STEP: "s3cret-value-1234", OPENAI_API_KEY: "sk-should-not-pass" },
      },
    );
    const tools = await opened;
    try {
      const set = await toolset(tools, redactor, workspace);
      // The server got the value; the value read from the environment is one the redactor knows now.
      expect((await set.execute("mcp__docs__env", '{"name":"DOCS_TOKEN"}')).output).toBe(
        "DOCS_TOKEN=[REDACTED]",
      );
      expect((await set.execute("mcp__docs__env", '{"name":"MODE"}')).output).toBe("MODE=plain");
      expect((await set.execute("mcp__docs__env", '{"name":"OPENAI_API_KEY"}')).output).toBe(
        "OPENAI_API_KEY=(unset)",
      );
    } finally {
      await tools.close();
    }
  });

  it("is left out, saying why, when a variable it names is not set", async () => {
    const tools = await open({ docs: { ...stdio(), env: { T: `\${MISSING_ONE}` } } }, ["mcp__docs"]).opened;
    expect(tools.tools).toEqual([]);
    expect(tools.notes).toEqual([
      `MCP server docs is not available, so its tools were not offered: T names \${MISSING_ONE}, which is not set in the environment`,
    ]);
  });

  it("that crashes at start, or is not configured, is left out with a note; the others still work", async () => {
    const tools = await open({ docs: stdio(), broken: stdio("--start", "crash") }, [
      "mcp__docs__echo",
      "mcp__broken",
      "mcp__ghost",
    ]).opened;
    try {
      expect(tools.tools.map((t) => t.definition.name)).toEqual(["mcp__docs__echo"]);
      expect(tools.notes).toEqual([
        expect.stringMatching(/^MCP server broken is not available, so its tools were not offered: .+/),
        "MCP server ghost is not available, so its tools were not offered: no such server is configured under mcp_servers",
      ]);
    } finally {
      await tools.close();
    }
  });

  it("that hangs at start is stopped at its timeout", async () => {
    const tools = await open({ slow: { ...stdio("--start", "hang"), timeout: 0.3 } }, ["mcp__slow"]).opened;
    expect(tools.notes).toEqual([
      "MCP server slow is not available, so its tools were not offered: did not start within 0.3 s (its timeout)",
    ]);
  });

  it("that hangs at listing its tools is stopped at its timeout", async () => {
    // Long enough to start on a loaded machine: the start and each page have the same timeout.
    const tools = await open({ slow: { ...stdio("--list", "hang"), timeout: 3 } }, ["mcp__slow"]).opened;
    expect(tools.notes).toEqual([
      "MCP server slow is not available, so its tools were not offered: did not list its tools within 3 s (its timeout)",
    ]);
  });

  it("whose call hangs is answered at its timeout; one that crashes in a call is an error result", async () => {
    // Long enough for the server to start on a loaded machine; the hanging call waits it out.
    const { opened, redactor, workspace } = open({ docs: { ...stdio(), timeout: 3 } }, ["mcp__docs"]);
    const tools = await opened;
    try {
      expect(tools.notes).toEqual([]);
      const set = await toolset(tools, redactor, workspace);
      expect(await set.execute("mcp__docs__hang", "{}")).toEqual({
        output:
          "mcp__docs__hang failed: did not answer within 3 s (the server's timeout); the call was cancelled",
        isError: true,
      });
      const crashed = await set.execute("mcp__docs__crash", "{}");
      expect(crashed.isError).toBe(true);
      expect(crashed.output).toMatch(/^mcp__docs__crash failed: .*Connection closed/);
    } finally {
      await tools.close();
    }
  });

  it("stops a call when the run is aborted", async () => {
    const { opened, redactor, workspace } = open({ docs: stdio() }, ["mcp__docs"]);
    const tools = await opened;
    try {
      const abort = new AbortController();
      const set = createToolset({
        allowedTools: [],
        allowedCommands: [],
        mcpTools: tools.tools,
        context: { workspace, redact: (t) => redactor.redact(t), signal: abort.signal },
      });
      const call = set.execute("mcp__docs__hang", "{}");
      setTimeout(() => abort.abort(), 50);
      expect(await call).toEqual({ output: "the run was cancelled", isError: true });
    } finally {
      await tools.close();
    }
  });

  describe.skipIf(!sandboxed)("in the sandbox", () => {
    it("cannot read .git or a file outside the workspace", async () => {
      const root = tempDir("baton-mcp-sandbox-");
      const workspace = join(root, "work");
      mkdirSync(join(workspace, ".git"), { recursive: true });
      writeFileSync(join(workspace, ".git/config"), "token=ghp_secret\n");
      writeFileSync(join(root, "outside.txt"), "outside\n");
      writeFileSync(join(workspace, "inside.txt"), "inside\n");
      const { opened, redactor } = open({ docs: stdio() }, ["mcp__docs__read"], { workspace });
      const tools = await opened;
      try {
        const set = await toolset(tools, redactor, workspace);
        const read = (path: string) => set.execute("mcp__docs__read", JSON.stringify({ path }));
        expect(await read(join(workspace, "inside.txt"))).toEqual({
          output: "READ inside\n",
          isError: false,
        });
        expect(await read(join(workspace, ".git/config"))).toEqual({ output: "FAIL ENOENT", isError: true });
        expect(await read(join(root, "outside.txt"))).toEqual({ output: "FAIL ENOENT", isError: true });
      } finally {
        await tools.close();
      }
    });
  });
});

describe("a Streamable HTTP server", () => {
  let http: FakeHttpMcp;
  beforeAll(async () => {
    http = await startHttpMcpServer({ token: "http-token-value-5678" });
  });
  afterAll(() => http.close());

  it(`gets the headers, with \${NAME} read from the environment, and answers calls`, async () => {
    const { opened, redactor, workspace } = open(
      { web: { url: http.url, headers: { Authorization: `Bearer \${WEB_TOKEN}` } } },
      ["mcp__web"],
      { env: { WEB_TOKEN: "http-token-value-5678" } },
    );
    const tools = await opened;
    try {
      expect(tools.notes).toEqual([]);
      const set = await toolset(tools, redactor, workspace);
      expect(await set.execute("mcp__web__echo", '{"text":"over http"}')).toEqual({
        output: "echo: over http",
        isError: false,
      });
      expect(http.calls).toContain("echo");
    } finally {
      await tools.close();
    }
  });

  it("that answers with a long error page is left out with a note of one short line", async () => {
    const page = await startHttpMcpServer({
      token: "x",
      refusal: `<html>\n${"<p>sorry</p>\n".repeat(5_000)}</html>`,
    });
    try {
      const tools = await open({ web: { url: page.url } }, ["mcp__web"]).opened;
      expect(tools.notes).toHaveLength(1);
      expect(tools.notes[0]).not.toContain("\n");
      expect(tools.notes[0]!.length).toBeLessThan(400);
    } finally {
      await page.close();
    }
  });

  it("whose error page quotes its header's secret is noted with the secret redacted whole, not cut", async () => {
    // The note is cut to a line; a secret cut first would leave its start, which no redactor knows.
    const secret = `wrong-token-${"k".repeat(200)}`;
    const page = await startHttpMcpServer({ token: "x", refusal: `${"-".repeat(150)} bad token ${secret}` });
    try {
      const { opened } = open(
        { web: { url: page.url, headers: { Authorization: `Bearer \${WEB_TOKEN}` } } },
        ["mcp__web"],
        { env: { WEB_TOKEN: secret } },
      );
      const tools = await opened;
      expect(tools.notes).toHaveLength(1);
      expect(tools.notes[0]).toContain("bad token");
      expect(tools.notes[0]).not.toContain("wrong-token-");
    } finally {
      await page.close();
    }
  });

  it("that refuses the request is left out with a note", async () => {
    const tools = await open({ web: { url: http.url } }, ["mcp__web"]).opened;
    expect(tools.tools).toEqual([]);
    expect(tools.notes[0]).toMatch(
      /^MCP server web is not available, so its tools were not offered: .*unauthorized/,
    );
  });
});
