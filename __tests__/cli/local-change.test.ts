import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, it } from "vitest";
import { localChange } from "../../src/cli/local-change.ts";
import { gitIn } from "../helpers/git-repo.ts";
import { tempDir } from "../helpers/temp-dir.ts";

it("leaves out a tracked secrets file's uncommitted values, as it does a new one's", async () => {
  const cwd = tempDir("baton-local-change-");
  const git = gitIn(cwd);
  git("init", "-q", "-b", "main");
  await writeFile(join(cwd, ".env"), "TOKEN=placeholder\n");
  await writeFile(join(cwd, "a.ts"), "export const a = 1;\n");
  git("add", ".");
  git("commit", "-q", "-m", "first");
  git("checkout", "-q", "-b", "work");
  await writeFile(join(cwd, ".env"), "TOKEN=hunter2-not-for-the-model\n");
  await writeFile(join(cwd, "a.ts"), "export const a = 2;\n");
  await mkdir(join(cwd, "sub"));
  // From a folder of the repository too: the names are the root's.
  const { github } = await localChange(join(cwd, "sub"), "main");
  const diff = await github.reader.diff({ base: "", head: "" }, new AbortController().signal);
  expect(diff).toContain("+export const a = 2;");
  expect(diff).not.toContain("hunter2");
});
