// Was: `baton pull` (and `run --pr`) ran `gh auth token` by its bare name, from a PATH that may start
// in the repository the CLI runs in (`.`, `bin`, `./node_modules/.bin`): a cloned repository's own
// `gh` got the user's token.
import { chmodSync, mkdirSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ghOutside } from "../../src/cli/github.ts";
import { tempDir } from "../helpers/temp-dir.ts";

const gh = (dir: string) => {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "gh");
  writeFileSync(file, "#!/bin/sh\necho planted\n");
  chmodSync(file, 0o755);
  return file;
};

describe("the gh the CLI asks for a token", () => {
  it("is never one inside the repository it runs in, whatever PATH says", () => {
    const root = realpathSync(tempDir("baton-gh-"));
    const repo = path.join(root, "repo");
    mkdirSync(path.join(repo, ".git"), { recursive: true });
    const cwd = path.join(repo, "packages", "app");
    gh(path.join(repo, "bin"));
    gh(path.join(cwd, "node_modules", ".bin"));
    const system = gh(path.join(root, "system-bin"));
    const PATH = [
      path.join(repo, "bin"),
      path.join(cwd, "node_modules", ".bin"),
      ".",
      "bin",
      path.dirname(system),
    ].join(path.delimiter);
    expect(ghOutside(PATH, cwd)).toBe(system);
    expect(ghOutside([path.join(repo, "bin"), "."].join(path.delimiter), cwd)).toBeUndefined();
  });
});
