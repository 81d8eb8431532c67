// connectServer with a client that stands in for the SDK: what a stdio server's stderr puts in the log.
import { describe, expect, it } from "vitest";
import type { McpClient } from "../../../src/engine/mcp/client.ts";
import { connectServer } from "../../../src/engine/mcp/connect.ts";
import { ProgramSandbox } from "../../../src/engine/sandbox/sandbox.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { Redactor } from "../../../src/engine/util/redact.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

/** A client whose server writes `stderr` (in these chunks) as it starts, and lists no tools. */
const writing = (...stderr: string[]): McpClient => ({
  async connect(_target, opts) {
    for (const chunk of stderr) opts.onStderr?.(Buffer.from(chunk));
    return {
      listTools: async () => ({ tools: [] }),
      callTool: async () => ({ text: "", isError: false }),
      close: async () => {},
    };
  },
});

describe("a stdio server's stderr", () => {
  it("is cut where its 8 KB end, leaving no part of a secret the cut went through", async () => {
    const workspace = tempDir("baton-mcp-connect-");
    const secret = `secret-token-${"s".repeat(60)}`;
    const redactor = new Redactor().add(secret);
    const logger = memoryLogger();
    const session = await connectServer(
      "docs",
      { command: process.execPath },
      {
        client: writing("starting\n", `${"x".repeat(8 * 1024 - 40)} token=${secret}\nmore\n`),
        workspace,
        sandbox: new ProgramSandbox("none", workspace),
        env: { PATH: process.env.PATH },
        timeoutMs: 1_000,
        logger,
        redact: (t) => redactor.redact(t),
        addSecret: (v) => redactor.add(v),
      },
    );
    await session.close();
    const log = logger.lines.join("\n");
    expect(log).toContain("MCP server docs: starting");
    expect(log).toContain("[stderr cut after 8,192 bytes]");
    expect(log).not.toContain("secret-tok");
  });
});
