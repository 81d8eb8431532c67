// A program the model runs, as an attacker would write it: it reads the environment of the Baton
// process that started it (by its pid and by walking /proc), the job token in .git/config, HOME's
// credentials, and appends to the runner's file commands. Run through the built action (dist/) and
// the built CLI; every attempt must fail. CI runs this file as root and as a normal user.
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ProgramSandbox } from "../../src/engine/sandbox/sandbox.ts";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server.ts";
import { API_KEY, actionWorld, TOKEN } from "../helpers/action-run.ts";
import { runCli } from "../helpers/cli.ts";
import { tempDir } from "../helpers/temp-dir.ts";

vi.setConfig({ testTimeout: 120_000 });

const required = Boolean(process.env.BATON_REQUIRE_SANDBOX);
const available =
  process.platform === "linux" && "sandbox" in (await new ProgramSandbox("auto", process.cwd()).choice());
if (required && !available) throw new Error("BATON_REQUIRE_SANDBOX is set, but no sandbox can be made here");

/**
 * The program: `node -e PROBE <pid> r:<path>… w:<path>…`. What it reads it prints reversed and
 * hex-encoded, a form no redactor recognises, so only keeping it away from the secret helps.
 */
const PROBE = `
const fs = require("fs");
const [pid, ...paths] = process.argv.slice(1);
const hide = (t) => Buffer.from([...t].reverse().join("")).toString("hex");
const out = ["PROBE RAN as uid " + process.getuid()];
const read = (p) => {
  try { out.push("READ " + p + " " + hide(fs.readFileSync(p, "utf8"))); }
  catch (e) { out.push("FAIL " + p + " " + e.code); }
};
read("/proc/" + pid + "/environ");
read("/proc/" + process.ppid + "/environ");
for (const d of fs.readdirSync("/proc")) if (/^[0-9]+$/.test(d)) read("/proc/" + d + "/environ");
for (const p of paths) {
  if (p.startsWith("r:")) read(p.slice(2));
  else try { fs.appendFileSync(p.slice(2), "INJECTED=1\\n"); out.push("WROTE " + p.slice(2)); }
  catch (e) { out.push("FAIL " + p.slice(2) + " " + e.code); }
}
console.log(out.join("\\n"));
`;
const RECIPE =
  "---\ndescription: runs the probe\nallowed_tools: [shell]\nallowed_commands: [node]\n---\nRun the probe.\n";
const hidden = (secret: string) => Buffer.from([...secret].reverse().join("")).toString("hex");
const gitConfig = (token: string) =>
  `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}\n`;

/** The process whose command line and environment match, found as the attacker would like to. */
function findProcess(script: string, marker: string): { pid: number; env: Record<string, string> } {
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const cmdline = readFileSync(`/proc/${d}/cmdline`, "utf8");
      const environ = readFileSync(`/proc/${d}/environ`, "utf8");
      if (!cmdline.includes(script) || !environ.split("\0").includes(marker)) continue;
      const env = Object.fromEntries(
        environ
          .split("\0")
          .filter(Boolean)
          .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
      );
      return { pid: Number(d), env };
    } catch {
      // A process that ended, or one of another user's.
    }
  }
  throw new Error(`no process runs ${script} with ${marker}`);
}

/** The model: first the probe as a shell call (aimed at the Baton process then running), then an answer. */
function probingModel(
  ai: FakeOpenAI,
  script: string,
  marker: string,
  targets: (env: Record<string, string>) => string[],
) {
  const seen: { pid?: number; env?: Record<string, string> } = {};
  ai.setResponder((request) => {
    if (request.messages.some((m) => m.role === "tool")) return { content: "probed" };
    const baton = findProcess(script, marker);
    Object.assign(seen, baton);
    return {
      tool_calls: [
        {
          id: "call_probe",
          name: "shell",
          arguments: { command: ["node", "-e", PROBE, String(baton.pid), ...targets(baton.env)] },
        },
      ],
    };
  });
  return seen;
}

/** What the probe printed, as the model was given it. */
function probeOutput(ai: FakeOpenAI): string {
  const tool = ai.requests.at(-1)?.messages.find((m) => m.role === "tool");
  return String(tool?.content ?? "");
}

function expectNothingLeaked(output: string, pid: number, secrets: string[], written: string[]) {
  expect(output).toMatch(/^PROBE RAN as uid \d+/);
  expect(output).toContain(`FAIL /proc/${pid}/environ ENOENT`);
  for (const secret of secrets) expect(output).not.toContain(hidden(secret));
  expect(output).toMatch(/FAIL \S+\/\.git\/config ENOENT/);
  expect(output).not.toContain("WROTE");
  for (const file of written) {
    expect(output).toContain(`FAIL ${file} `);
    expect(readFileSync(file, "utf8")).not.toContain("INJECTED");
  }
}

describe.skipIf(!available)(
  "a program the model runs cannot reach Baton's secrets or the runner's files",
  () => {
    describe("through the action (dist/index.js)", () => {
      const w = actionWorld();

      it("reads no environment, no .git/config, and writes no file command", async () => {
        const runId = 7_000_000 + Math.floor(Math.random() * 1_000_000);
        const seen = probingModel(w.ai, "index.js", `GITHUB_RUN_ID=${runId}`, (env) => [
          `r:${env.GITHUB_WORKSPACE}/.git/config`,
          `w:${env.GITHUB_STATE}`,
          `w:${env.GITHUB_ENV}`,
          `w:${env.GITHUB_OUTPUT}`,
          `w:${env.GITHUB_PATH}`,
        ]);
        const c = w.comment("/run probe");
        const run = await w.job("issue_comment", c.event, {
          runId,
          files: { ".git/config": gitConfig(TOKEN), ".github/baton/recipes/probe.md": RECIPE },
        });
        expect(run.main.code, run.main.stdout).toBe(0);
        expect(run.post.code, run.post.stdout).toBe(0);
        const env = seen.env!;
        expectNothingLeaked(
          probeOutput(w.ai),
          seen.pid!,
          [
            API_KEY,
            TOKEN,
            env.ACTIONS_RUNTIME_TOKEN!,
            Buffer.from(`x-access-token:${TOKEN}`).toString("base64"),
          ],
          [env.GITHUB_STATE!, env.GITHUB_ENV!, env.GITHUB_OUTPUT!, env.GITHUB_PATH!],
        );
        expect(readFileSync(join(env.GITHUB_WORKSPACE!, ".git/config"), "utf8")).toBe(gitConfig(TOKEN));
      });
    });

    describe("through the CLI (dist/cli.js)", () => {
      let ai: FakeOpenAI;
      beforeAll(async () => {
        ai = await startFakeOpenAI();
        return () => ai.close();
      });

      it("reads no environment, no .git/config or HOME, and writes no file command", async () => {
        const root = tempDir("baton-sandbox-e2e-");
        const [cwd, home, runner] = ["work", "home", "runner"].map((d) => join(root, d)) as [
          string,
          string,
          string,
        ];
        for (const d of [cwd, home, runner, join(cwd, ".git"), join(cwd, ".github/baton/recipes")])
          mkdirSync(d, { recursive: true });
        chmodSync(cwd, 0o777);
        writeFileSync(join(cwd, ".git/config"), gitConfig(TOKEN));
        writeFileSync(join(cwd, ".github/baton/recipes/probe.md"), RECIPE);
        const npmToken = `npm_${"N".repeat(36)}`;
        writeFileSync(join(home, ".npmrc"), `//registry.npmjs.org/:_authToken=${npmToken}\n`);
        const state = join(runner, "save_state");
        const envFile = join(runner, "set_env");
        writeFileSync(state, "");
        writeFileSync(envFile, "");
        const marker = `BATON_E2E_MARK=${process.pid}-${Date.now()}`;
        const seen = probingModel(ai, "cli.js", marker, () => [
          `r:${join(cwd, ".git/config")}`,
          `r:${join(home, ".npmrc")}`,
          `w:${state}`,
          `w:${envFile}`,
        ]);

        const r = await runCli(["--state-dir", "state", "run", "-r", "probe"], {
          cwd,
          env: {
            OPENAI_BASE_URL: ai.url,
            OPENAI_API_KEY: API_KEY,
            GITHUB_TOKEN: TOKEN,
            GITHUB_STATE: state,
            GITHUB_ENV: envFile,
            HOME: home,
            BATON_MODEL_BACKOFF_MS: "0",
            [marker.split("=")[0]!]: marker.split("=")[1]!,
          },
        });
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).toBe("probed\n");
        const output = probeOutput(ai);
        expectNothingLeaked(output, seen.pid!, [API_KEY, TOKEN, npmToken], [state, envFile]);
        expect(output).toContain(`FAIL ${join(home, ".npmrc")} ENOENT`);
      });
    });
  },
);
