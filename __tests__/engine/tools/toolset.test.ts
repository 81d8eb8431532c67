import { realpath, writeFile } from "node:fs/promises";
import path from "node:path";
import { Octokit } from "@octokit/rest";
import nock from "nock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { octokitReader } from "../../../src/adapters/github/octokit-reader.ts";
import type { ToolContext } from "../../../src/engine/tools/tool.ts";
import { KNOWN_TOOLS } from "../../../src/engine/tools/tool-names.ts";
import { createToolset } from "../../../src/engine/tools/toolset.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

let ws: string;
let local: ToolContext;
let withGitHub: ToolContext;

beforeAll(async () => {
  nock.disableNetConnect();
  ws = await realpath(tempDir("baton-toolset-"));
  await writeFile(path.join(ws, "README.md"), "# hi\n");
  local = { workspace: ws, redact: (text: string) => text };
  withGitHub = {
    workspace: ws,
    redact: (text: string) => text,
    github: { reader: octokitReader(new Octokit(), "o", "r") },
  };
});
afterAll(async () => {
  nock.cleanAll();
  nock.enableNetConnect();
});

const names = (ts: ReturnType<typeof createToolset>) => ts.definitions.map((d) => d.name);

describe("which tools are offered", () => {
  it("default set: read-only file tools, GitHub tools only with GitHub", () => {
    expect(names(createToolset({ allowedCommands: [], context: local }))).toEqual([
      "read_file",
      "list_files",
      "grep",
    ]);
    expect(names(createToolset({ allowedCommands: [], context: withGitHub }))).toEqual([
      "read_file",
      "list_files",
      "grep",
      "get_issue",
      "list_comments",
      "get_pr_diff",
    ]);
  });

  it("shell only when allowed_commands is non-empty and allowed_tools permits it", () => {
    expect(names(createToolset({ allowedCommands: ["npm"], context: local }))).toContain("shell");
    expect(
      names(createToolset({ allowedTools: ["read_file"], allowedCommands: ["npm"], context: local })),
    ).toEqual(["read_file"]);
    expect(
      names(createToolset({ allowedTools: ["shell"], allowedCommands: ["npm"], context: local })),
    ).toEqual(["shell"]);
    expect(names(createToolset({ allowedTools: ["shell"], allowedCommands: [], context: local }))).toEqual(
      [],
    );
  });

  it("[] means no tools; names it does not know offer nothing", () => {
    expect(
      createToolset({ allowedTools: [], allowedCommands: ["npm"], context: withGitHub }).definitions,
    ).toEqual([]);
    const ts = createToolset({ allowedTools: ["grep", "delete_file"], allowedCommands: [], context: local });
    expect(names(ts)).toEqual(["grep"]);
    expect(KNOWN_TOOLS).toContain("shell");
  });

  it("definitions carry JSON schemas derived from zod, without noise", () => {
    const read = createToolset({ allowedCommands: [], context: local }).definitions[0]!;
    expect(read.name).toBe("read_file");
    expect(read.parameters).toEqual({
      type: "object",
      properties: {
        path: { type: "string", description: expect.any(String) },
        offset: { type: "integer", minimum: 1, description: expect.any(String) },
        limit: { type: "integer", minimum: 1, description: expect.any(String) },
      },
      required: ["path"],
    });
  });
});

describe("execute", () => {
  const ts = () =>
    createToolset({ allowedTools: ["read_file", "list_files"], allowedCommands: [], context: local });

  it("runs an allowed tool", async () => {
    expect(await ts().execute("read_file", '{"path":"README.md"}')).toEqual({
      output: "     1\t# hi",
      isError: false,
    });
    expect(await ts().execute("list_files", "")).toEqual({ output: "README.md", isError: false });
  });

  it("refuses a tool the recipe does not allow, and goes on", async () => {
    expect(await ts().execute("grep", '{"pattern":"x"}')).toEqual({
      output: "tool grep is not allowed for this recipe",
      isError: true,
    });
    expect(await ts().execute("rm_rf", "{}")).toEqual({
      output: "tool rm_rf is not allowed for this recipe",
      isError: true,
    });
  });

  it("explains GitHub tools and shell that cannot be offered", async () => {
    const noGitHub = createToolset({ allowedCommands: [], context: local });
    expect(await noGitHub.execute("get_issue", '{"number":1}')).toEqual({
      output: "GitHub is not available in this run",
      isError: true,
    });
    const noCommands = createToolset({ allowedTools: ["shell"], allowedCommands: [], context: local });
    expect((await noCommands.execute("shell", '{"command":["ls"]}')).output).toMatch(/no allowed_commands/);
  });

  it("names bad arguments: not JSON, or not the schema", async () => {
    const notJson = await ts().execute("read_file", "{path: README.md}");
    expect(notJson.isError).toBe(true);
    expect(notJson.output).toMatch(/^invalid arguments for read_file: not valid JSON/);
    const wrongType = await ts().execute("read_file", '{"path": 3, "offset": 0}');
    expect(wrongType.isError).toBe(true);
    expect(wrongType.output).toMatch(
      /^invalid arguments for read_file: path: .*expected string.*; offset: /i,
    );
    const notObject = await ts().execute("read_file", "[]");
    expect(notObject.output).toMatch(/^invalid arguments for read_file: .*expected object/i);
  });

  it("turns a refused path or a failing tool into an error result", async () => {
    expect(await ts().execute("read_file", '{"path":"../../etc/passwd"}')).toEqual({
      output: "path outside the workspace: ../../etc/passwd",
      isError: true,
    });
    expect(await ts().execute("read_file", '{"path":"nope.md"}')).toEqual({
      output: "no such file or directory: nope.md",
      isError: true,
    });
  });

  it("reports unexpected failures with the tool's name and never throws", async () => {
    const broken = createToolset({
      allowedCommands: [],
      context: { workspace: path.join(ws, "does-not-exist"), redact: (text: string) => text },
    });
    const result = await broken.execute("list_files", "{}");
    expect(result.isError).toBe(true);
    expect(result.output).toMatch(/^list_files failed: /);
  });

  it("runs shell through the toolset", async () => {
    const withShell = createToolset({ allowedCommands: ["echo"], context: local });
    expect(await withShell.execute("shell", '{"command":["echo","$HOME; rm -rf /"]}')).toEqual({
      output: "$HOME; rm -rf /\n[exit code: 0]",
      isError: false,
    });
    expect(await withShell.execute("shell", '{"command":["rm","-rf","/"]}')).toEqual({
      output: 'command "rm" is not allowed; allowed: echo',
      isError: true,
    });
    expect((await withShell.execute("shell", '{"command":[]}')).output).toMatch(
      /^invalid arguments for shell: command/,
    );
  });
});
