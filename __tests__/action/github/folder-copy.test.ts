import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Octokit } from "@octokit/rest";
import { afterEach, describe, expect, it } from "vitest";
import { COPY_LIMITS, copyFoldersAt } from "../../../src/action/github/folder-copy.ts";
import { type FakeGitHub, startFakeGitHub } from "../../fakes/index.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
let gh: FakeGitHub | undefined;
afterEach(async () => {
  // A test of a tree the fake cannot serve (a symbolic link) starts none.
  if (gh) expect(gh.violations).toEqual([]);
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

describe("a symbolic link in the base commit", () => {
  // Was: on an issue (workspace) the hooks folder `.github/baton/hooks`, committed as a
  // symbolic link to a shared folder of the repository, is followed and its guard hooks run; on every
  // pull-request event the folder is copied from the base commit through the API, and a symlink there
  // is skipped *silently*: the PR run has no hooks and no repository recipes at all, with nothing
  // logged but "recipes, hooks and extensions come from <base>". The runs most exposed to a
  // stranger's input lose their guards without a word; the copy should follow a link that stays in
  // the repository, or refuse with a message naming it.
  it("a hooks folder that is a symlink in the base commit is not dropped silently", async () => {
    const trees: Record<string, { path: string; mode: string; type: string; sha: string; size?: number }[]> =
      {
        base: [{ path: ".github", mode: "040000", type: "tree", sha: "t-github" }],
        "t-github": [{ path: "baton", mode: "040000", type: "tree", sha: "t-baton" }],
        "t-baton": [{ path: "hooks", mode: "120000", type: "blob", sha: "link", size: 12 }],
        "t-shared": [{ path: "guard", mode: "100755", type: "blob", sha: "guard-blob", size: 10 }],
      };
    const blobs: Record<string, string> = { link: "../../shared", "guard-blob": "#!/bin/sh\n" };
    const octokit = {
      rest: {
        git: {
          getTree: async ({ tree_sha }: { tree_sha: string }) => ({
            data: { sha: tree_sha, truncated: false, tree: trees[tree_sha] ?? [] },
          }),
          getBlob: async ({ file_sha }: { file_sha: string }) => ({
            data: { content: Buffer.from(blobs[file_sha] ?? "").toString("base64"), encoding: "base64" },
          }),
        },
      },
    } as unknown as Octokit;
    const into = tempDir("baton-review-copy-");
    const outcome = await copyFoldersAt(
      { octokit, owner: "o", repo: "r", ref: "base" },
      [".github/baton/hooks"],
      into,
    ).then(
      () => "copied nothing, said nothing",
      (error: Error) => `refused: ${error.message}`,
    );
    expect(outcome).toMatch(/refused: .*\.github\/baton\/hooks/);
  });
});

describe("a symbolic link in the copied recipes folder that nothing reads", () => {
  // Was: a repository whose `.github/baton/recipes/README.md` is a symlink to its docs
  // (the loader documents README.md there as documentation, never a recipe) ran fine before
  // 6e29302: the link was skipped. Now copyFoldersAt throws an input error for *any* link in the
  // recursive tree, so every pull-request run of that repository fails before the model is called,
  // though the link leads to nothing Baton would have read.
  it("a README.md symlink beside the recipes does not fail every pull-request run", async () => {
    const trees: Record<string, { path: string; mode: string; type: string; sha: string; size?: number }[]> =
      {
        base: [{ path: ".github", mode: "040000", type: "tree", sha: "t-github" }],
        "t-github": [{ path: "baton", mode: "040000", type: "tree", sha: "t-baton" }],
        "t-baton": [{ path: "recipes", mode: "040000", type: "tree", sha: "t-recipes" }],
        "t-recipes": [
          { path: "README.md", mode: "120000", type: "blob", sha: "link", size: 24 },
          { path: "shout.md", mode: "100644", type: "blob", sha: "shout", size: 30 },
        ],
      };
    const blobs: Record<string, string> = {
      link: "../../../docs/baton.md",
      shout: "---\ndescription: x\n---\nShout.\n",
    };
    const octokit = {
      rest: {
        git: {
          getTree: async ({ tree_sha }: { tree_sha: string }) => ({
            data: { sha: tree_sha, truncated: false, tree: trees[tree_sha] ?? [] },
          }),
          getBlob: async ({ file_sha }: { file_sha: string }) => ({
            data: { content: Buffer.from(blobs[file_sha] ?? "").toString("base64"), encoding: "base64" },
          }),
        },
      },
    } as unknown as Octokit;
    const into = tempDir("baton-review2-copy-");
    const outcome = await copyFoldersAt(
      { octokit, owner: "o", repo: "r", ref: "base" },
      [".github/baton/recipes"],
      into,
    ).then(
      () => "copied",
      (error: Error) => `refused: ${error.message}`,
    );
    expect(outcome, "a documentation link nobody loads fails the run").toBe("copied");
    expect(existsSync(join(into, ".github/baton/recipes/shout.md"))).toBe(true);
  });
});
