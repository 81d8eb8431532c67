import { mkdir, realpath, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withRepoConfig } from "../../../src/action/base-branch/repo-config.ts";
import { type InputName, readInputs } from "../../../src/action/inputs.ts";
import { parseCommandLine } from "../../../src/cli/args.ts";
import { cliContext } from "../../../src/cli/context.ts";
import { cliContextWindow } from "../../../src/cli/context-window.ts";
import type { CliIO } from "../../../src/cli/io.ts";
import { parseConfig } from "../../../src/engine/config/parse.ts";
import { knownContextWindow } from "../../../src/engine/model/context-windows.ts";
import type { Settings } from "../../../src/engine/settings.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

const FILE = [
  "model: file-model",
  "max-turns: 7",
  "compact-threshold: 0.5",
  "context-window: 0",
  "recipes-path: .baton/recipes",
  "models:",
  "  file-model: { context-window: 32768, input-price: 1, output-price: 2 }",
].join("\n");
const { config } = parseConfig(FILE);
/** The window a run resolves from these settings and the file, before it would ask the server. */
const windowOf = (settings: Settings) =>
  knownContextWindow(settings.model, settings.contextWindow, config.models)?.tokens;

const inputs = (given: Partial<Record<InputName, string>>) =>
  readInputs((name) => ({ "openai-api-key": "sk-test", ...given })[name] ?? "");

describe("action: an input set to something other than its default wins; then the file; then the default", () => {
  it("the file fills what the workflow left unset", () => {
    const merged = withRepoConfig(inputs({}), config);
    expect(merged.settings.model).toBe("file-model");
    expect(merged.settings.maxTurns).toBe(7);
    expect(merged.settings.compactThreshold).toBe(0.5);
    // Untouched by either: the default.
    expect(merged.settings.stopCompactThreshold).toBe(0.6);
    expect(merged.recipesPath).toBe(".baton/recipes");
    // The file's window for its model, as the run resolves it.
    expect(windowOf(merged.settings)).toBe(32768);
  });

  it("an input given explicitly wins over the file", () => {
    const merged = withRepoConfig(
      inputs({ model: "gpt-4o", "max-turns": "12", "recipes-path": "r" }),
      config,
    );
    expect(merged.settings.model).toBe("gpt-4o");
    expect(merged.settings.maxTurns).toBe(12);
    expect(merged.recipesPath).toBe("r");
    expect(windowOf(merged.settings)).toBe(128_000);
  });

  it("an input equal to its default counts as unset", () => {
    const read = inputs({ "max-turns": "30", model: "gpt-4o-mini" });
    expect(read.givenSettings.has("maxTurns")).toBe(false);
    const merged = withRepoConfig(read, config);
    expect(merged.settings.maxTurns).toBe(7);
    expect(merged.settings.model).toBe("file-model");
  });
});

describe("CLI: flags and variables win over ./.github/baton.yml, which wins over the defaults", () => {
  const io = (cwd: string, env: NodeJS.ProcessEnv = {}): CliIO & { err: string[] } => {
    const err: string[] = [];
    return {
      err,
      stdout: () => {},
      stderr: (t) => err.push(t),
      env,
      cwd,
      isTTY: false,
      stderrIsTTY: false,
    };
  };

  it("reads the working folder's file with the action's parser", async () => {
    const dir = await realpath(tempDir("baton-cli-config-"));
    await mkdir(path.join(dir, ".github"));
    await writeFile(path.join(dir, ".github/baton.yml"), `${FILE}\nunknown-key: 1\n`);
    const cli = io(dir);
    const ctx = cliContext(parseCommandLine(["sessions", "--max-turns", "3"]), cli);
    expect(ctx.settings.model).toBe("file-model");
    expect(ctx.settings.maxTurns).toBe(3);
    expect(await cliContextWindow(ctx)).toBe(32768);
    expect(ctx.recipesDir).toBe(path.join(dir, ".baton/recipes"));
    expect(cli.err.join("")).toContain("warning: .github/baton.yml:8: unknown key unknown-key is ignored");
    expect(
      cliContext(parseCommandLine(["sessions"]), io(dir, { BATON_MODEL: "env-model" })).settings.model,
    ).toBe("env-model");
  });

  // Was: `shell-sandbox: none` in ./.github/baton.yml turned the sandbox off for the next `baton run`:
  // a file in the workspace, which every sandboxed program may write (and a cloned repository's).
  it("takes shell-sandbox only from the flag or the variable, never from the file, and says so", async () => {
    const dir = await realpath(tempDir("baton-cli-config-"));
    await mkdir(path.join(dir, ".github"));
    await writeFile(path.join(dir, ".github/baton.yml"), "shell-sandbox: none\nmax-turns: 4\n");
    const cli = io(dir);
    const ctx = cliContext(parseCommandLine(["sessions"]), cli);
    expect(ctx.settings.shellSandbox).toBe("auto");
    expect(ctx.settings.maxTurns).toBe(4);
    expect(cli.err.join("")).toContain(
      '"shell-sandbox: none" is ignored here: the CLI takes it only from --shell-sandbox or BATON_SHELL_SANDBOX',
    );
    const opted = cliContext(parseCommandLine(["sessions", "--shell-sandbox", "none"]), io(dir));
    expect(opted.settings.shellSandbox).toBe("none");
    expect(
      cliContext(parseCommandLine(["sessions"]), io(dir, { BATON_SHELL_SANDBOX: "none" })).settings
        .shellSandbox,
    ).toBe("none");
  });

  it("hooks-sandbox: off unless the flag, the variable or the file turns it on", async () => {
    const dir = await realpath(tempDir("baton-cli-config-"));
    const hooksSandbox = (argv: string[], env: NodeJS.ProcessEnv = {}) =>
      cliContext(parseCommandLine(["sessions", ...argv]), io(dir, env)).settings.hooksSandbox;
    expect(hooksSandbox([])).toBe(false);
    expect(hooksSandbox(["--hooks-sandbox"])).toBe(true);
    expect(hooksSandbox([], { BATON_HOOKS_SANDBOX: "true" })).toBe(true);
    expect(() => hooksSandbox([], { BATON_HOOKS_SANDBOX: "yes please" })).toThrow(
      '--hooks-sandbox accepts true or false; got "yes please"',
    );
    await mkdir(path.join(dir, ".github"));
    // Asking for the sandbox only takes power away from the hooks, so the file may say it too.
    await writeFile(path.join(dir, ".github/baton.yml"), "hooks-sandbox: true\n");
    expect(hooksSandbox([])).toBe(true);
    expect(hooksSandbox([], { BATON_HOOKS_SANDBOX: "false" })).toBe(false);
  });

  it("a file that cannot be parsed stops the command with its line", async () => {
    const dir = await realpath(tempDir("baton-cli-config-"));
    await mkdir(path.join(dir, ".github"));
    await writeFile(path.join(dir, ".github/baton.yml"), "model: x\nmax-turns: [\n");
    expect(() => cliContext(parseCommandLine(["run", "hi"]), io(dir))).toThrow(
      /^\.github\/baton\.yml:\d+: not valid YAML/,
    );
    // A command that only reads says so and goes on (__tests__/cli/config-mistakes.test.ts).
    expect(cliContext(parseCommandLine(["sessions"]), io(dir)).settings.model).not.toBe("x");
  });
});
