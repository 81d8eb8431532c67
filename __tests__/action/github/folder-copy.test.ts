import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Octokit } from "@octokit/rest";
import { afterEach, describe, expect, it } from "vitest";
import { COPY_LIMITS, copyFoldersAt } from "../../../src/action/github/folder-copy.ts";
import { type FakeGitHub, startFakeGitHub } from "../../fakes/index.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
let gh: FakeGitHub | undefined;
afterEach(async () => {
  expect(gh?.violations).toEqual([]);
  await gh?.close();
  gh = undefined;
});

async function world(files: Record<string, string>, executables: string[] = []) {
  gh = await startFakeGitHub({ repos: ["acme/widgets"] });
  for (const [path, text] of Object.entries(files))
    gh.state.addFile({ repo: "acme/widgets", path, text, executable: executables.includes(path) });
  const into = tempDir("baton-copy-");
  const at = {
    octokit: new Octokit({ auth: "ghs_x", baseUrl: gh.url, log: quiet }),
    owner: "acme",
    repo: "widgets",
    ref: "main",
  };
  return { at, into };
}

describe("copyFoldersAt", () => {
  it("copies the folders as the commit has them, nested files and the execute bit included, nothing else", async () => {
    const { at, into } = await world(
      {
        ".github/baton/hooks/check": "#!/bin/sh\n",
        ".github/baton/hooks/lib/util.mjs": "export {};\n",
        ".github/baton/recipes/shout.md": "---\ndescription: x\n---\n",
        "src/index.ts": "elsewhere",
      },
      [".github/baton/hooks/check"],
    );
    await copyFoldersAt(at, [".github/baton/hooks", ".github/baton/recipes", "missing/folder"], into);
    expect(readdirSync(join(into, ".github/baton")).sort()).toEqual(["hooks", "recipes"]);
    expect(readFileSync(join(into, ".github/baton/hooks/lib/util.mjs"), "utf8")).toBe("export {};\n");
    expect(statSync(join(into, ".github/baton/hooks/check")).mode & 0o111).not.toBe(0);
    expect(statSync(join(into, ".github/baton/recipes/shout.md")).mode & 0o111).toBe(0);
    expect(readdirSync(into)).toEqual([".github"]);
  });

  it("refuses a folder beyond the limits, naming it", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i <= COPY_LIMITS.files; i++) files[`hooks/f${i}.txt`] = "x";
    const { at, into } = await world(files);
    await expect(copyFoldersAt(at, ["hooks"], into)).rejects.toThrow(
      /hooks\/f\d+\.txt at main: .*more than 200 files/,
    );
  });
});
