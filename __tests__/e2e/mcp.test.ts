// Tools from MCP servers through the built CLI (dist/cli.js) and the built action (dist/index.js):
// a real server built from the SDK (__tests__/fakes/mcp-server.ts) over stdio, run in the program
// sandbox, and over Streamable HTTP on 127.0.0.1; one that crashes at start and one that hangs
// leave the run answering, and the server cannot read a secret or `.git`.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ProgramSandbox } from "../../src/engine/sandbox/sandbox.ts";
import { type FakeHttpMcp, startHttpMcpServer } from "../fakes/mcp-server.ts";
import { type ChatRequest, type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server.ts";
import { API_KEY, actionWorld, isSummarizer, REPO, TOKEN } from "../helpers/action-run.ts";
import { runCli } from "../helpers/cli.ts";
import { tempDir } from "../helpers/temp-dir.ts";

vi.setConfig({ testTimeout: 120_000 });

// A stdio server runs in the program sandbox or not at all: where none can be made, the servers are refused (the toolbox's tests cover that).
const available =
  process.platform === "linux" && "sandbox" in (await new ProgramSandbox("auto", process.cwd()).choice());

const SERVER = resolve(import.meta.dirname, "../fakes/mcp-server.ts");
const WEB_TOKEN = "web-token-value-0123456789";

let http: FakeHttpMcp;
beforeAll(async () => {
  http = await startHttpMcpServer({ token: WEB_TOKEN });
});
afterAll(() => http.close());

const config = () =>
  [
    "mcp_servers:",
    "  docs:",
    `    command: ${JSON.stringify(process.execPath)}`,
    `    args: [${JSON.stringify(SERVER)}]`,
    "  web:",
    `    url: ${http.url}`,
    "    headers:",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the file's own reference form
    '      Authorization: "Bearer ${WEB_TOKEN}"',
    "  broken:",
    `    command: ${JSON.stringify(process.execPath)}`,
    `    args: [${JSON.stringify(SERVER)}, --start, crash]`,
    "  slow:",
    `    command: ${JSON.stringify(process.execPath)}`,
    `    args: [${JSON.stringify(SERVER)}, --start, hang]`,
    "    timeout: 0.5",
    "",
  ].join("\n");

const RECIPE = [
  "---",
  "description: uses the MCP servers",
  "allowed_tools: [read_file, mcp__docs, mcp__web__echo, mcp__broken, mcp__slow]",
  "---",
  "Use the tools.",
  "",
].join("\n");

/** The model: the MCP tools in one answer (the server starts in the workspace), then a last answer once their results are in. */
function mcpModel(ai: FakeOpenAI) {
  ai.setResponder((request) => {
    if (isSummarizer(request)) return { content: "summary" };
    if (request.messages.at(-1)?.role === "tool") return { content: "used the tools" };
    return {
      tool_calls: [
        { id: "c_echo", name: "mcp__docs__echo", arguments: { text: "hello" } },
        { id: "c_sum", name: "mcp__docs__sum", arguments: { a: 2, b: 3 } },
        { id: "c_web", name: "mcp__web__echo", arguments: { text: "over http" } },
        { id: "c_git", name: "mcp__docs__read", arguments: { path: ".git/config" } },
        { id: "c_env", name: "mcp__docs__env", arguments: { name: "OPENAI_API_KEY" } },
        { id: "c_input", name: "mcp__docs__env", arguments: { name: "INPUT_OPENAI-API-KEY" } },
        { id: "c_hang", name: "mcp__slow__anything", arguments: {} },
      ],
    };
  });
}

/** What each tool call was answered with, by call id, in the model's last request. */
function toolResults(ai: FakeOpenAI): Record<string, string> {
  const last = ai.requests.filter((r) => !isSummarizer(r)).at(-1) as ChatRequest;
  return Object.fromEntries(
    last.messages.filter((m) => m.role === "tool").map((m) => [m.tool_call_id, String(m.content)]),
  );
}

function expectToolsUsed(ai: FakeOpenAI) {
  const first = ai.requests.find((r) => !isSummarizer(r))!;
  const offered = first.tools?.map((t) => t.function.name) ?? [];
  expect(offered).toEqual(
    expect.arrayContaining([
      "read_file",
      "mcp__docs__echo",
      "mcp__docs__sum",
      "mcp__docs__read",
      "mcp__web__echo",
    ]),
  );
  expect(offered).not.toContain("mcp__web__sum");
  expect(offered.filter((n) => /^mcp__(broken|slow)__/.test(n))).toEqual([]);
  expect(first.tools?.find((t) => t.function.name === "mcp__docs__echo")?.function.parameters).toMatchObject({
    type: "object",
    properties: { text: { type: "string" } },
  });
  const results = toolResults(ai);
  expect(results.c_echo).toBe("echo: hello");
  expect(results.c_sum).toBe('{"sum":5}');
  expect(results.c_web).toBe("echo: over http");
  expect(results.c_git).toBe("Error: FAIL ENOENT");
  expect(results.c_env).toBe("OPENAI_API_KEY=(unset)");
  expect(results.c_input).toBe("INPUT_OPENAI-API-KEY=(unset)");
  expect(results.c_hang).toMatch(/^Error: mcp__slow__anything is not available/);
  expect(http.calls).toContain("echo");
  expect(http.authorizations).toContain(`Bearer ${WEB_TOKEN}`);
}

const gitConfig = `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${Buffer.from(`x-access-token:${TOKEN}`).toString("base64")}\n`;

describe.skipIf(!available)("through the CLI (dist/cli.js)", () => {
  let ai: FakeOpenAI;
  beforeAll(async () => {
    ai = await startFakeOpenAI();
    return () => ai.close();
  });

  it("offers the servers' tools, calls them, says which servers failed, and hooks see the calls", async () => {
    const cwd = tempDir("baton-mcp-e2e-");
    const home = tempDir("baton-mcp-home-");
    chmodSync(cwd, 0o777);
    mkdirSync(join(home, ".baton"));
    // The CLI's servers are the user's own; a repository's file names none it starts.
    writeFileSync(join(home, ".baton/config.yml"), config());
    for (const dir of [".git", ".github/baton/recipes", "hooks", "out"])
      mkdirSync(join(cwd, dir), { recursive: true });
    chmodSync(join(cwd, "out"), 0o777);
    writeFileSync(join(cwd, ".git/config"), gitConfig);
    writeFileSync(
      join(cwd, ".github/baton.yml"),
      "mcp_servers:\n  docs:\n    url: http://127.0.0.1:9/nowhere\n",
    );
    writeFileSync(join(cwd, ".github/baton/recipes/mcp.md"), RECIPE);
    writeFileSync(
      join(cwd, "hooks/recorder"),
      `#!/usr/bin/env bash\nif [ "$1" = hook ]; then printf '%s\\n' before_tool_call after_tool_call; exit 0; fi\ncat >> ${JSON.stringify(join(cwd, "out/payloads.jsonl"))}\necho >> ${JSON.stringify(join(cwd, "out/payloads.jsonl"))}\n`,
      { mode: 0o755 },
    );
    mcpModel(ai);
    const r = await runCli(["--state-dir", "state", "--hooks-path", "hooks", "run", "-r", "mcp"], {
      cwd,
      env: {
        PATH: process.env.PATH,
        HOME: home,
        OPENAI_BASE_URL: ai.url,
        OPENAI_API_KEY: API_KEY,
        WEB_TOKEN,
        BATON_MODEL_BACKOFF_MS: "0",
        // The log's info lines, where a server's stderr goes.
        BATON_DEBUG: "1",
      },
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe("used the tools\n");
    expectToolsUsed(ai);
    expect(r.stderr).toMatch(/MCP server broken is not available, so its tools were not offered: /);
    expect(r.stderr).toContain(
      "MCP server slow is not available, so its tools were not offered: did not start within 0.5 s (its timeout)",
    );
    // The server's stderr is in the log, as the server wrote it.
    expect(r.stderr).toMatch(/MCP server docs: fake-mcp starting in /);
    expect(r.stderr).not.toContain(WEB_TOKEN);
    expect(r.stderr).toContain(
      "warning: .github/baton.yml: mcp_servers is ignored here: the CLI starts only the MCP servers of ~/.baton/config.yml",
    );
    const payloads = readFileSync(join(cwd, "out/payloads.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const echo = payloads.filter((p) => p.tool_name === "mcp__docs__echo");
    expect(echo.map((p) => p.event)).toEqual(["before_tool_call", "after_tool_call"]);
    expect(echo[1].tool_output).toBe("echo: hello");

    const listed = await runCli(["recipes"], { cwd, env: { PATH: process.env.PATH, HOME: home } });
    expect(listed.stdout).toMatch(
      /^mcp\s+\S+mcp\.md\s+mcp__docs, mcp__web__echo, mcp__broken, mcp__slow\s+uses the MCP servers$/m,
    );
  });
});

describe.skipIf(!available)("through the action (dist/index.js)", () => {
  const w = actionWorld();

  it("offers the servers' tools, calls them, and says which servers failed under the answer and in the summary", async () => {
    mcpModel(w.ai);
    w.gh.state.addFile({ repo: REPO, path: ".github/baton.yml", text: config() });
    w.gh.state.addFile({ repo: REPO, path: ".github/baton/recipes/mcp.md", text: RECIPE });
    const c = w.comment("/run mcp");
    const { main, finish } = await w.mainStep("issue_comment", c.event, {
      files: { ".git/config": gitConfig, ".github/baton/recipes/mcp.md": RECIPE },
      env: { WEB_TOKEN },
    });
    expect(main.code, main.stdout).toBe(0);
    const { post, summary } = await finish();
    expect(post.code, post.stdout).toBe(0);
    expectToolsUsed(w.ai);
    const answer = w.commentsOn(1).at(-1)!.body;
    expect(answer).toContain("used the tools");
    expect(answer).toContain("MCP server broken is not available");
    expect(answer).toContain(
      "MCP server slow is not available, so its tools were not offered: did not start within 0.5 s",
    );
    expect(summary).toContain("**Notes**");
    expect(summary).toContain("MCP server slow is not available");
    expect(main.stdout).not.toContain(WEB_TOKEN);
  });
});
