import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { actionWorld } from "../helpers/action-run.ts";
import { tempDir } from "../helpers/temp-dir.ts";

vi.setConfig({ testTimeout: 180_000 });

// The built action (dist/index.js, dist/post.js), as a runner runs it.
const w = actionWorld();

/** The recording example of docs/configuration.md#hooks, as written there. */
const AUDIT_HOOK = readFileSync(new URL("../../docs/configuration.md", import.meta.url), "utf8").match(
  /record every tool call[\s\S]*?```bash\n([\s\S]*?)```/,
)![1]!;

/** A run on issue 1 whose model greps once, with the audit hook in the repository's hooks folder. */
async function auditedRun(home: string, inputs: Record<string, string> = {}) {
  w.ai.enqueue(
    { tool_calls: [{ id: "c1", name: "grep", arguments: { pattern: "parser" } }] },
    { content: "Found it." },
  );
  const { event } = w.comment("@baton where is the parser?");
  return w.job("issue_comment", event, {
    files: { ".github/baton/hooks/audit": AUDIT_HOOK, "src/parser.ts": "export const parser = 1;\n" },
    executables: [".github/baton/hooks/audit"],
    with: inputs,
    // The runner's user has a HOME (GitHub's: /home/runner); hooks may write there.
    env: { HOME: home },
  });
}

const recorded = (home: string) => {
  try {
    return readFileSync(join(home, "baton-audit.log"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
  } catch {
    return [];
  }
};

describe("executable hooks in the action", () => {
  // Was: hooks ran in the program sandbox, so this hook exited 1 ("exited with 1" in the log).
  it("run as the job's own processes: the recording example writes to ~/baton-audit.log", async () => {
    const home = tempDir("baton-runner-home-");
    const run = await auditedRun(home);
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(run.main.stdout).not.toMatch(/hook audit/);
    expect(recorded(home)).toEqual([
      expect.objectContaining({
        event: "after_tool_call",
        conv_id: "issue-1",
        tool_name: "grep",
        tool_input: { pattern: "parser" },
      }),
    ]);
    // The hook got no secret: the payload is redacted, and the environment holds none.
    expect(readFileSync(join(home, "baton-audit.log"), "utf8")).not.toContain("sk-");
  });

  it("hooks-sandbox: true runs them in the sandbox, where HOME is out of reach, and the log says why", async () => {
    const home = tempDir("baton-runner-home-");
    const run = await auditedRun(home, { "hooks-sandbox": "true" });
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(recorded(home)).toEqual([]);
    expect(run.main.stdout).toMatch(
      /hook audit \(after_tool_call\) failed: exited with 1 \(.*baton-audit\.log: [^|]+\); no action taken|executable hooks are skipped \(hooks-sandbox is on\)/,
    );
  });
});
