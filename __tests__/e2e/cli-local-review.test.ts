import { mkdir, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeGitHub } from "../fakes/index.ts";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server.ts";
import { runCli } from "../helpers/cli.ts";
import { committedRepo } from "../helpers/git-repo.ts";

let ai: FakeOpenAI;
let cwd: string;
beforeAll(async () => {
  ai = await startFakeOpenAI();
});
afterAll(() => ai.close());

let git: (...args: string[]) => string;

beforeEach(async () => {
  ai.reset();
  ({ cwd, git } = await committedRepo("baton-local-"));
  git("checkout", "-q", "-b", "speed-up");
  await writeFile(join(cwd, "lexer.ts"), "export const a = 1;\nexport const b = 3;\n");
  git("commit", "-q", "-am", "b is 3");
  // Not committed: a further edit, and a new file git does not know yet.
  await writeFile(join(cwd, "lexer.ts"), "export const a = 10;\nexport const b = 3;\n");
  await mkdir(join(cwd, "src"));
  await writeFile(join(cwd, "src/new.ts"), "export const c = 4;\n");
  await writeFile(join(cwd, ".env"), "TOKEN=hunter2-not-for-the-model\n");
});

const env = {
  OPENAI_BASE_URL: "",
  OPENAI_API_KEY: "sk-test-key-000000000000000000000000",
  BATON_RETRY_MAX: "0",
};
const baton = (args: string[], input?: string) =>
  runCli(args, { cwd, env: { ...env, OPENAI_BASE_URL: ai.url }, ...(input !== undefined ? { input } : {}) });

describe("baton run --base: a PR recipe on the working tree's change", () => {
  it("reviews the change against main (commits, uncommitted edits, new files) and prints the review with its line comments", async () => {
    ai.enqueue(
      { tool_calls: [{ name: "get_pr_diff", arguments: { number: 0 } }] },
      {
        tool_calls: [
          {
            name: "add_review_comment",
            arguments: {
              path: "lexer.ts",
              line: 1,
              body: "**minor** a is 10 now",
              suggestion: "export const a = 1;",
            },
          },
        ],
      },
      { content: "No blocking issues." },
    );
    const r = await baton(["run", "-r", "pr-review", "--base", "main"]);
    expect(r.stderr).not.toMatch(/error/i);
    expect(r.code).toBe(0);
    const system = ai.requests[0]!.messages[0]!.content as string;
    expect(system).toContain("the local changes on speed-up, not pushed");
    expect(system).toContain("`lexer.ts`");
    expect(system).toContain("`src/new.ts`");
    expect(system).not.toContain("pull request #");
    const diff = ai.requests[1]!.messages.at(-1)!.content as string;
    expect(diff).toContain("-export const b = 2;");
    expect(diff).toContain("+export const a = 10;");
    expect(diff).toContain("+export const c = 4;");
    // A new secrets file is left out, as the file tools refuse it.
    expect(JSON.stringify(ai.requests)).not.toContain("hunter2");
    expect(r.stdout).toBe(
      "No blocking issues.\n\nlexer.ts:1\n**minor** a is 10 now\n\nsuggested:\n    export const a = 1;\n",
    );
  });

  // Was: `baton run -r pr-review` failed with `undefined variable "pr"` and advice to edit a file
  // inside the package, after a conversation was created and discarded.
  it("a PR recipe without --base names the flag, before any conversation or request", async () => {
    const r = await baton(["run", "-r", "pr-review"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "baton run: recipe pr-review works on a pull request: give --base BRANCH for the working tree's change against that branch, or --pr OWNER/REPO#N (or its URL) for one on GitHub\n",
    );
    expect(ai.requests).toHaveLength(0);
    expect(await readdir(cwd)).not.toContain(".baton");
  });

  it("a base that does not exist is named", async () => {
    const r = await baton(["run", "-r", "pr-review", "--base", "mian"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("baton run: --base mian: no such branch or commit in this repository\n");
    expect(ai.requests).toHaveLength(0);
  });
});

describe("baton run --pr: a pull request on GitHub, reviewed in the terminal", () => {
  it("reads the PR named by its URL through the API with GITHUB_TOKEN, prints the review and posts nothing", async () => {
    const gh = await startFakeGitHub({
      repos: ["octo-org/octo-repo"],
      pulls: [{ number: 5, title: "Speed up the lexer", user: "alice" }],
    });
    try {
      ai.enqueue(
        { tool_calls: [{ name: "get_pr_diff", arguments: { number: 5 } }] },
        {
          tool_calls: [
            {
              name: "add_review_comment",
              arguments: { path: "README.md", line: 4, body: "**nit** say why" },
            },
          ],
        },
        { content: "One nit." },
      );
      const r = await runCli(
        ["run", "-r", "pr-review", "--pr", "https://github.com/octo-org/octo-repo/pull/5"],
        {
          cwd,
          env: {
            ...env,
            OPENAI_BASE_URL: ai.url,
            GITHUB_API_URL: gh.url,
            GITHUB_TOKEN: "ghp_cli0000000000000000000000000000000000",
          },
        },
      );
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe("One nit.\n\nREADME.md:4\n**nit** say why\n");
      const system = ai.requests[0]!.messages[0]!.content as string;
      expect(system).toContain('pull request #5 "Speed up the lexer" in octo-org/octo-repo');
      expect(ai.requests[1]!.messages.at(-1)!.content).toContain("+New line from PR 5.");
      expect(gh.requests.filter((q) => q.method !== "GET")).toEqual([]);
      expect(gh.violations).toEqual([]);
    } finally {
      await gh.close();
    }
  });

  it("--base and --pr together are refused, and a target that is not one is named", async () => {
    expect((await baton(["run", "-r", "pr-review", "--base", "main", "--pr", "o/r#1"])).stderr).toBe(
      "baton run: --base reviews your working tree, --pr a pull request on GitHub: give one of them\n",
    );
    expect((await baton(["run", "-r", "pr-review", "--pr", "o/r"])).stderr).toBe(
      'baton run: --pr needs an issue or pull request as owner/repo#NUMBER or its URL; got "o/r"\n',
    );
  });
});

describe("baton run: stdin", () => {
  // Was: `echo q | baton run` said "give a MESSAGE" and ignored what was piped.
  it("takes what is piped in as the message when none is given", async () => {
    ai.enqueue({ content: "an answer" });
    const r = await baton(["run"], "what does lexer.ts export?\n");
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe("an answer\n");
    expect(ai.requests[0]!.messages.at(-1)!.content).toBe("what does lexer.ts export?");
  });
});
