import { realpath } from "node:fs/promises";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { shellTool } from "../../../src/engine/tools/shell.ts";
import type { ToolContext } from "../../../src/engine/tools/tool.ts";
import { safeEnv } from "../../../src/engine/util/safe-env.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

let ws: string;
let ctx: ToolContext;
const node = process.execPath;

beforeAll(async () => {
  ws = await realpath(tempDir("baton-shell-"));
  ctx = { workspace: ws, redact: (text: string) => text };
});

describe("shell", () => {
  const shell = shellTool(["echo", "pwd", "env", "sh", node]);

  it("offers the allowed programs in its definition", () => {
    expect(shell.definition.name).toBe("shell");
    expect(shell.definition.description).toContain("echo, pwd, env, sh");
    expect(shell.definition.parameters).toMatchObject({
      type: "object",
      properties: { command: { type: "array", items: { type: "string" }, minItems: 1 } },
      required: ["command"],
    });
  });

  it("runs an allowed program in the workspace and reports the exit code", async () => {
    expect(await shell.run({ command: ["echo", "hello", "world"] }, ctx)).toBe("hello world\n[exit code: 0]");
    expect(await shell.run({ command: ["pwd"] }, ctx)).toBe(`${ws}\n[exit code: 0]`);
    expect(await shell.run({ command: [node, "-e", "console.error('bad'); process.exit(3)"] }, ctx)).toBe(
      "bad\n[exit code: 3]",
    );
  });

  it("passes arguments literally: no shell, no interpolation", async () => {
    expect(await shell.run({ command: ["echo", "$HOME; rm -rf /"] }, ctx)).toBe(
      "$HOME; rm -rf /\n[exit code: 0]",
    );
    expect(await shell.run({ command: ["echo", "`id`", "$(id)", "*", "a|b", ">x"] }, ctx)).toBe(
      "`id` $(id) * a|b >x\n[exit code: 0]",
    );
  });

  it("refuses programs not listed, matching the name exactly", async () => {
    await expect(shell.run({ command: ["ls", "-la"] }, ctx)).rejects.toThrow(
      'command "ls" is not allowed; allowed:',
    );
    await expect(shell.run({ command: ["/bin/echo", "x"] }, ctx)).rejects.toThrow("is not allowed");
    await expect(shell.run({ command: ["echo;ls"] }, ctx)).rejects.toThrow("is not allowed");
  });

  it("says when an allowed program does not exist", async () => {
    const missing = shellTool(["baton-no-such-program"]);
    await expect(missing.run({ command: ["baton-no-such-program"] }, ctx)).rejects.toThrow(
      "command not found: baton-no-such-program",
    );
  });

  it("kills a program that runs too long, children included", async () => {
    const slow = shellTool(["sh"], { timeoutMs: 300 });
    const started = Date.now();
    const out = await slow.run({ command: ["sh", "-c", "echo started; sleep 20 & sleep 20"] }, ctx);
    // Whether "started" came out first depends on how fast the sandbox starts on a loaded machine.
    expect(out).toMatch(/^(started\n)?\[killed: timed out after 0\.3 s\]$/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("caps the output and says how much was dropped", async () => {
    const capped = shellTool([node], { maxOutputBytes: 1000 });
    const out = await capped.run({ command: [node, "-e", "process.stdout.write('x'.repeat(5000))"] }, ctx);
    expect(out).toBe(`${"x".repeat(1000)}\n[output truncated: 4000 more bytes]\n[exit code: 0]`);
  });

  describe("environment", () => {
    const saved = { ...process.env };
    afterEach(() => {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    });

    it("carries no secrets", async () => {
      process.env.BATON_TEST_API_TOKEN = "tok-value-1";
      process.env.MY_SECRET_THING = "secret-value-2";
      process.env.DB_PASSWORD = "pw-value-3";
      process.env.SOME_KEY = "key-value-4";
      process.env["INPUT_OPENAI-API-KEY"] = "input-value-5";
      process.env.INPUT_MODEL = "input-value-6";
      process.env.ACTIONS_RUNTIME_URL = "https://runtime.example/7";
      process.env.INNOCENT_NAME = `ghp_${"a1".repeat(20)}`;
      process.env.BATON_TEST_KEEP = "kept-value";
      process.env.BATON_TEST_DECLARED = "declared-value";
      const declaring = shellTool(["env"], { env: ["BATON_TEST_DECLARED", "DB_PASSWORD"] });
      const out = await declaring.run({ command: ["env"] }, ctx);
      // An allow-list: what the recipe declares passes, anything else not, a secret never.
      expect(out).toContain("BATON_TEST_DECLARED=declared-value");
      expect(out).not.toContain("kept-value");
      expect(out).toContain("PATH=");
      for (const value of ["tok-value-1", "secret-value-2", "pw-value-3", "key-value-4", "input-value-5"]) {
        expect(out).not.toContain(value);
      }
      expect(out).not.toContain("input-value-6");
      expect(out).not.toContain("runtime.example");
      expect(out).not.toContain("ghp_");
    });

    it("safeEnv passes an allow-list and what is declared, never a secret by name or value shape", () => {
      // DATABASE_URL: a password in a connection string, as the redactor's secret rules see it.
      const declared = [
        "GITHUB_TOKEN",
        "INPUT_X",
        "GITHUB_STATE",
        "LEAK",
        "NODE_ENV",
        "DATABASE_URL",
        "SITE",
      ];
      const env = safeEnv(
        {
          GITHUB_TOKEN: "x",
          github_token: "x",
          OPENAI_API_KEY: "x",
          INPUT_X: "x",
          GITHUB_STATE: "/runner/file_commands/state",
          ACTIONS_ID_TOKEN_REQUEST_URL: "x",
          AWS_SECRET_ACCESS_KEY: "x",
          HOME: "/home/u",
          PATH: "/usr/bin",
          LC_ALL: "C",
          NODE_ENV: "test",
          UNDECLARED: "y",
          LEAK: "Bearer abcdefghijklmnopqrstuvwx",
          DATABASE_URL: "postgres://app:hunter2pass@db.example.com:5432/app",
          SITE: "https://example.com/docs",
        },
        declared,
      );
      expect(env).toEqual({
        HOME: "/home/u",
        PATH: "/usr/bin",
        LC_ALL: "C",
        NODE_ENV: "test",
        SITE: "https://example.com/docs",
        GIT_TERMINAL_PROMPT: "0",
      });
    });
  });
});
