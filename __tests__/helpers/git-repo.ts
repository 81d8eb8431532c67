// A git repository in a temp folder, as the CLI's tests of local work need one: a `main` with
// one commit of `lexer.ts` (and `.baton/` ignored, where the CLI keeps its conversations).
import { execFileSync } from "node:child_process";
import { chmod, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { tempDir } from "./temp-dir.ts";

/** git in `cwd`, with an author of its own (the machine may have none). */
export function gitIn(cwd: string): (...args: string[]) => string {
  return (...args) =>
    execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@example.com", ...args], {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
}

/** A repository on `main` with its first commit; open to all, as programs the sandbox runs as another user read it. */
export async function committedRepo(
  prefix: string,
): Promise<{ cwd: string; git: (...args: string[]) => string }> {
  const cwd = tempDir(prefix);
  await chmod(cwd, 0o777);
  const git = gitIn(cwd);
  git("init", "-q", "-b", "main");
  await writeFile(join(cwd, "lexer.ts"), "export const a = 1;\nexport const b = 2;\n");
  await writeFile(join(cwd, ".gitignore"), ".baton/\n");
  git("add", ".");
  git("commit", "-q", "-m", "first");
  return { cwd, git };
}
