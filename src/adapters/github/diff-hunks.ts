/**
 * Where a line comment may go on a pull request: the lines GitHub shows in
 * the PR's unified diff, per file and side. Read in one pass over the diff,
 * by the hunk headers' counts, so a changed line that happens to read like
 * `+++ b/x` or `diff --git` stays a line of its hunk.
 */

export type Side = "LEFT" | "RIGHT";

/** For one file: line number → the hunk it sits in, per side (a comment range must stay in one hunk). */
export interface FileLines {
  LEFT: Map<number, number>;
  RIGHT: Map<number, number>;
}

export type DiffLines = Map<string, FileLines>;

const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

export function parseDiffHunks(diff: string): DiffLines {
  const files: DiffLines = new Map();
  let file: FileLines | undefined;
  let oldPath: string | undefined;
  let hunk = 0;
  let oldLine = 0;
  let newLine = 0;
  let oldLeft = 0;
  let newLeft = 0;
  for (const line of diff.split("\n")) {
    if (oldLeft > 0 || newLeft > 0) {
      if (!file) continue;
      const mark = line[0];
      if (mark === "+") {
        file.RIGHT.set(newLine++, hunk);
        newLeft--;
      } else if (mark === "-") {
        file.LEFT.set(oldLine++, hunk);
        oldLeft--;
      } else if (mark === " " || line === "") {
        file.RIGHT.set(newLine++, hunk);
        file.LEFT.set(oldLine++, hunk);
        newLeft--;
        oldLeft--;
      }
      // "\ No newline at end of file" counts on neither side.
      continue;
    }
    const header = HUNK.exec(line);
    if (header) {
      hunk++;
      oldLine = Number(header[1]);
      oldLeft = header[2] === undefined ? 1 : Number(header[2]);
      newLine = Number(header[3]);
      newLeft = header[4] === undefined ? 1 : Number(header[4]);
      continue;
    }
    if (line.startsWith("diff --git ")) {
      file = undefined;
      oldPath = undefined;
    } else if (line.startsWith("--- ")) {
      oldPath = pathOf(line.slice(4));
    } else if (line.startsWith("+++ ")) {
      // A deleted file is named on the `---` line only.
      const path = pathOf(line.slice(4)) ?? oldPath;
      if (path === undefined) continue;
      file = files.get(path) ?? { LEFT: new Map(), RIGHT: new Map() };
      files.set(path, file);
    }
  }
  return files;
}

/** `a/src/x.ts` → `src/x.ts`; `/dev/null` → undefined. Git quotes unusual names: "b/a\tb". */
function pathOf(name: string): string | undefined {
  let text = name.replace(/\t.*$/, "");
  if (text.startsWith('"') && text.endsWith('"')) {
    try {
      text = JSON.parse(text) as string;
    } catch {
      return undefined;
    }
  }
  if (text === "/dev/null") return undefined;
  return text.replace(/^[ab]\//, "");
}

/** Whether a comment on `start..line` of `path` on `side` lands in the diff, within one hunk. */
export function inDiff(
  lines: DiffLines,
  c: { path: string; line: number; start_line?: number | undefined; side: Side },
): boolean {
  const at = lines.get(c.path)?.[c.side];
  const hunk = at?.get(c.line);
  if (hunk === undefined) return false;
  return c.start_line === undefined || (c.start_line < c.line && at?.get(c.start_line) === hunk);
}
