import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MCP_SERVER_NAME, mcpToolName, parseMcpName } from "../../../src/engine/tools/tool-names.ts";

const serverName = fc.stringMatching(MCP_SERVER_NAME).filter((s) => s.length <= 40);

describe("MCP tool names", () => {
  it("split back into the server and the tool they were made of, whatever the tool's name", () => {
    fc.assert(
      fc.property(serverName, fc.string({ minLength: 1 }), (server, tool) => {
        expect(parseMcpName(mcpToolName(server, tool))).toEqual({ server, tool });
        expect(parseMcpName(`mcp__${server}`)).toEqual({ server });
      }),
    );
  });

  it("are not Baton's own tools or a malformed name", () => {
    for (const name of ["read_file", "mcp__", "mcp____x", "mcp__a__", "MCP__docs"])
      expect(parseMcpName(name), name).toBeUndefined();
    expect(parseMcpName("mcp__a_b__c__d")).toEqual({ server: "a_b", tool: "c__d" });
    expect(parseMcpName("mcp__a___b")).toEqual({ server: "a", tool: "_b" });
  });
});
