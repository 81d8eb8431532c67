import { execFileSync } from "node:child_process";
import { link, mkdir, readFile, realpath, stat, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { ChangedFiles } from "../../../src/engine/tools/files/changed-files.ts";
import { editFileTool } from "../../../src/engine/tools/files/edit-file.ts";
import { applyEdits } from "../../../src/engine/tools/files/edit-text.ts";
import { openForWrite } from "../../../src/engine/tools/files/open-for-write.ts";
import { writeFileTool } from "../../../src/engine/tools/files/write-file.ts";
import type { ToolContext } from "../../../src/engine/tools/tool.ts";
import { createToolset } from "../../../src/engine/tools/toolset.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

let ws: string;
let outside: string;
let ctx: ToolContext;
let changes: ChangedFiles;

beforeEach(async () => {
  ws = await realpath(tempDir("baton-edit-"));
  outside = await realpath(tempDir("baton-edit-outside-"));
  changes = new ChangedFiles();
  ctx = { workspace: ws, redact: (text) => text.replaceAll("SECRET", "***"), changes };
  await mkdir(path.join(ws, "src"), { recursive: true });
  await writeFile(path.join(ws, "src/a.ts"), "const a = 1;\nconst b = 2;\nexport { a, b };\n");
});

const write = (input: { path: string; content: string }) => writeFileTool.run(input, ctx);
const edit = (file: string, edits: { old_text: string; new_text: string }[]) =>
  editFileTool.run({ path: file, edits }, ctx);
const read = (rel: string) => readFile(path.join(ws, rel), "utf8");

describe("write_file", () => {
  it("creates a file and the folders it needs, and records it", async () => {
    expect(await write({ path: "lib/deep/new.ts", content: "x\ny\n" })).toBe(
      "Created lib/deep/new.ts (2 lines, 4 bytes).",
    );
    expect(await read("lib/deep/new.ts")).toBe("x\ny\n");
    expect(changes.list()).toEqual([{ path: "lib/deep/new.ts", change: "created" }]);
  });

  it("overwrites a file whole, shorter or longer, keeping its mode", async () => {
    execFileSync("chmod", ["755", path.join(ws, "src/a.ts")]);
    expect(await write({ path: "src/a.ts", content: "short\n" })).toBe(
      "Overwrote src/a.ts (1 lines, 6 bytes).",
    );
    expect(await read("src/a.ts")).toBe("short\n");
    expect((await stat(path.join(ws, "src/a.ts"))).mode & 0o777).toBe(0o755);
    await write({ path: path.join(ws, "src/a.ts"), content: "a much longer content\n".repeat(3) });
    expect(await read("src/a.ts")).toBe("a much longer content\n".repeat(3));
    expect(changes.list()).toEqual([{ path: "src/a.ts", change: "modified" }]);
  });
});

describe("edit_file", () => {
  it("replaces text that occurs once, several edits in order", async () => {
    const out = await edit("src/a.ts", [
      { old_text: "const a = 1;", new_text: "const a = 10;\nconst c = 3;" },
      { old_text: "export { a, b };", new_text: "export { a, b, c };" },
      { old_text: "const c = 3;", new_text: "const c = 30;" },
    ]);
    expect(out).toBe("Edited src/a.ts: 3 edits applied (3 lines replaced by 4).");
    expect(await read("src/a.ts")).toBe("const a = 10;\nconst c = 30;\nconst b = 2;\nexport { a, b, c };\n");
    expect(changes.list()).toEqual([{ path: "src/a.ts", change: "modified" }]);
  });

  it("changes nothing when one edit fails, and says which with the nearest lines", async () => {
    const before = await read("src/a.ts");
    const failing = edit("src/a.ts", [
      { old_text: "const a = 1;", new_text: "const a = 2;" },
      { old_text: "const  b = 2;\nexport", new_text: "x" },
    ]);
    await expect(failing).rejects.toThrow(
      "edit 2 of 2: old_text was not found in src/a.ts; read the file again (read_file) and copy the text exactly, whitespace included. Nothing was changed.\nThe nearest lines:\n     1\tconst a = 2;\n     2\tconst b = 2;\n     3\texport { a, b };\n",
    );
    expect(await read("src/a.ts")).toBe(before);
    expect(changes.size).toBe(0);
  });

  it("refuses text that occurs more than once, naming the lines", async () => {
    await expect(edit("src/a.ts", [{ old_text: "const", new_text: "let" }])).rejects.toThrow(
      "the edit: old_text occurs 2 times in src/a.ts (at lines 1, 2); include more of the surrounding lines so it matches exactly once. Nothing was changed.",
    );
  });

  it("shows the nearest lines redacted, and says when nothing resembles the text", async () => {
    await writeFile(path.join(ws, "k.ts"), "const key = 'SECRET';\nother();\n");
    await expect(edit("k.ts", [{ old_text: "const key = 'x';", new_text: "y" }])).rejects.toThrow(
      "The nearest lines:\n     1\tconst key = '***';\n     2\tother();",
    );
    await expect(edit("k.ts", [{ old_text: "zzz", new_text: "y" }])).rejects.toThrow(
      "No line of the file resembles its first line.",
    );
  });

  it("matches LF text in a CRLF file and keeps its CRLF and its byte-order mark", async () => {
    await writeFile(path.join(ws, "w.txt"), "\uFEFFone\r\ntwo\r\nthree\r\n");
    await edit("w.txt", [{ old_text: "one\ntwo", new_text: "one\n2" }]);
    expect(await read("w.txt")).toBe("\uFEFFone\r\n2\r\nthree\r\n");
  });

  it("refuses a missing file, a binary file, text that is not UTF-8, and an edit that changes nothing", async () => {
    await expect(edit("src/none.ts", [{ old_text: "a", new_text: "b" }])).rejects.toThrow(
      "no such file: src/none.ts",
    );
    await writeFile(path.join(ws, "bin.dat"), Buffer.from([0x61, 0, 0x62]));
    await expect(edit("bin.dat", [{ old_text: "a", new_text: "b" }])).rejects.toThrow("is a binary file");
    await writeFile(path.join(ws, "latin1.txt"), Buffer.from([0x63, 0x61, 0x66, 0xe9]));
    await expect(edit("latin1.txt", [{ old_text: "caf", new_text: "b" }])).rejects.toThrow(
      "is not UTF-8 text",
    );
    await expect(edit("src/a.ts", [{ old_text: "a", new_text: "a" }])).rejects.toThrow(
      "old_text and new_text are the same",
    );
  });
});

describe("what the editing tools refuse", () => {
  const refusals: [string, string][] = [
    [".git/config", "is in git's own data (.git)"],
    [".GIT/config", "is in git's own data (.git)"],
    ["vendor/lib/.git/hooks/pre-commit", "is in git's own data (.git)"],
    [".github/workflows/ci.yml", "a workflow's token cannot push a change to .github/workflows"],
    [".GitHub/Workflows/new.yml", "a workflow's token cannot push a change to .github/workflows"],
    ["~/.npmrc", "may hold secrets"],
    [".npmrc", "may hold secrets"],
    ["config/.env", "may hold secrets"],
    ["deploy/id_ed25519", "may hold secrets"],
    ["../x", "path outside the workspace: ../x"],
    ["src/../../x", "path outside the workspace"],
    ["/etc/x", "path outside the workspace: /etc/x"],
    [".github/baton.yml", "is Baton's own configuration"],
    [".github/baton/recipes/mine.md", "is Baton's own configuration"],
    [".github/baton/hooks/lint", "is Baton's own configuration"],
    ["AGENTS.md", "is Baton's own configuration"],
  ];
  for (const [target, reason] of refusals) {
    it(`refuses ${target}, with the reason`, async () => {
      await expect(write({ path: target, content: "x" })).rejects.toThrow(reason);
      await expect(edit(target, [{ old_text: "a", new_text: "b" }])).rejects.toThrow(reason);
      expect(changes.size).toBe(0);
    });
  }

  it("refuses the recipes and hooks folders the settings name, not only the defaults", async () => {
    ctx = { ...ctx, configPaths: ["ci/recipes", "AGENTS.md"] };
    await expect(write({ path: "ci/recipes/x.md", content: "x" })).rejects.toThrow(
      "Baton's own configuration",
    );
    await expect(write({ path: "ci/recipes-not/x.md", content: "x" })).resolves.toContain("Created");
  });

  it("does not write through a symbolic link that leads out, to a file or a folder", async () => {
    await writeFile(path.join(outside, "target.txt"), "outside\n");
    await symlink(path.join(outside, "target.txt"), path.join(ws, "file-link"));
    await symlink(outside, path.join(ws, "dir-link"));
    await expect(write({ path: "file-link", content: "x" })).rejects.toThrow("a symlink leads out of it");
    await expect(write({ path: "dir-link/new.txt", content: "x" })).rejects.toThrow(
      "a symlink leads out of it",
    );
    await expect(edit("file-link", [{ old_text: "outside", new_text: "x" }])).rejects.toThrow(
      "a symlink leads out of it",
    );
    expect(await readFile(path.join(outside, "target.txt"), "utf8")).toBe("outside\n");
    expect(execFileSync("ls", ["-A", outside], { encoding: "utf8" })).toBe("target.txt\n");
  });

  it("does not write through a symbolic link inside the workspace either (to a workflow, say)", async () => {
    await mkdir(path.join(ws, ".github/workflows"), { recursive: true });
    await writeFile(path.join(ws, ".github/workflows/ci.yml"), "on: push\n");
    await symlink(".github/workflows/ci.yml", path.join(ws, "ci-link.yml"));
    await symlink(".github/workflows", path.join(ws, "wf"));
    await expect(write({ path: "ci-link.yml", content: "x" })).rejects.toThrow(
      "ci-link.yml is a symbolic link, which editing tools do not write through",
    );
    await expect(write({ path: "wf/ci.yml", content: "x" })).rejects.toThrow(
      "wf is a symbolic link or not a folder, which editing tools do not write through",
    );
    expect(await read(".github/workflows/ci.yml")).toBe("on: push\n");
  });

  it("opens nothing through a link planted after the path was checked: each folder is opened without following links", async () => {
    // What openForWrite meets when a link replaced a checked folder between the check and the write.
    await symlink(outside, path.join(ws, "planted"));
    await expect(openForWrite(ws, "planted/new.txt", true)).rejects.toThrow("planted is a symbolic link");
    await mkdir(path.join(ws, "real"));
    await symlink(path.join(outside, "x.txt"), path.join(ws, "real/x.txt"));
    await expect(openForWrite(ws, "real/x.txt", true)).rejects.toThrow("real/x.txt is a symbolic link");
    expect(execFileSync("ls", ["-A", outside], { encoding: "utf8" })).toBe("");
  });

  it("does not write a file with another hard link, a FIFO or a folder", async () => {
    await link(path.join(ws, "src/a.ts"), path.join(ws, "hard.ts"));
    await expect(write({ path: "hard.ts", content: "x" })).rejects.toThrow("has other hard links");
    execFileSync("mkfifo", [path.join(ws, "fifo")]);
    await expect(write({ path: "fifo", content: "x" })).rejects.toThrow("is not a regular file");
    await expect(write({ path: "src", content: "x" })).rejects.toThrow("src is a folder");
    await expect(write({ path: ".", content: "x" })).rejects.toThrow("the workspace itself is a folder");
  });
});

describe("the toolset", () => {
  it("offers the editing tools only to a recipe that lists them", async () => {
    const names = (allowedTools?: string[]) =>
      createToolset({
        allowedCommands: [],
        context: ctx,
        ...(allowedTools ? { allowedTools } : {}),
      }).definitions.map((d) => d.name);
    expect(names()).not.toContain("write_file");
    expect(names()).not.toContain("edit_file");
    expect(names(["read_file", "write_file", "edit_file"])).toEqual(["read_file", "write_file", "edit_file"]);
    const refused = await createToolset({ allowedCommands: [], context: ctx }).execute(
      "write_file",
      JSON.stringify({ path: "x.txt", content: "x" }),
    );
    expect(refused).toEqual({ output: "tool write_file is not allowed for this recipe", isError: true });
  });
});

describe("applyEdits", () => {
  it("replaces a text that occurs once exactly there, and changes nothing otherwise", () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom("a", "b", "\n", "\r\n", "x") as fc.Arbitrary<string>,
          maxLength: 40,
        }),
        fc.string({
          minLength: 1,
          maxLength: 6,
          unit: fc.constantFrom("a", "b", "\n") as fc.Arbitrary<string>,
        }),
        fc.string({ maxLength: 6 }),
        (text, from, to) => {
          const first = text.indexOf(from);
          const unique = first >= 0 && text.indexOf(from, first + 1) < 0;
          let result: string | undefined;
          try {
            result = applyEdits(text, [{ old_text: from, new_text: to }], "f", (l) => l).text;
          } catch {
            result = undefined;
          }
          if (unique && from !== to)
            expect(result).toBe(text.slice(0, first) + to + text.slice(first + from.length));
          else if (!text.includes("\r\n")) expect(result).toBeUndefined();
        },
      ),
      { numRuns: 500 },
    );
  });
});
