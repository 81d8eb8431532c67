/**
 * A recipe that edits files (`baton run -r implement`) works in the user's own working tree: it
 * starts only on a clean one (unless `--allow-dirty`), so the user's uncommitted work is never
 * mixed with the model's, and the run ends with what changed, as git sees it.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { usageError } from "../engine/errors.ts";
import { cleanLine } from "../engine/util/untrusted.ts";

const run = promisify(execFile);

async function git(cwd: string, args: string[]): Promise<string | undefined> {
  try {
    const { stdout } = await run("git", ["-c", "core.quotePath=false", ...args], {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      timeout: 60_000,
    });
    return stdout;
  } catch (error) {
    // `git diff --no-index` says "they differ" with exit code 1.
    const e = error as { code?: unknown; stdout?: unknown };
    return e.code === 1 && typeof e.stdout === "string" ? e.stdout : undefined;
  }
}

/** The working tree's uncommitted changes (tracked and untracked, not ignored), by path; undefined outside git. */
async function uncommitted(cwd: string): Promise<string[] | undefined> {
  const status = await git(cwd, ["status", "--porcelain", "-z", "--untracked-files=all"]);
  if (status === undefined) return undefined;
  // Each entry is "XY path"; a rename's entry is followed by its old path as an entry of its own.
  const paths: string[] = [];
  const entries = status.split("\0");
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.length < 4) continue;
    paths.push(entry.slice(3));
    if (entry[0] === "R" || entry[0] === "C") i++;
  }
  return paths;
}

/** Refuses to start when `cwd` is not a git working tree, or holds uncommitted changes, unless allowed. */
export async function assertCleanTree(cwd: string, allowDirty: boolean): Promise<void> {
  if (allowDirty) return;
  const dirty = await uncommitted(cwd);
  if (dirty === undefined)
    throw usageError(
      "this recipe edits files: run it inside a git working tree, so its changes can be seen and undone (or pass --allow-dirty)",
    );
  if (dirty.length === 0) return;
  const shown = dirty.slice(0, 5).map(cleanLine).join(", ");
  throw usageError(
    `the working tree has uncommitted changes (${dirty.length} ${dirty.length === 1 ? "file" : "files"}: ${shown}${dirty.length > 5 ? ", …" : ""}); this recipe edits files, and your work would be mixed with the model's. Commit or stash them first, or pass --allow-dirty`,
  );
}

/**
 * What the working tree holds against HEAD, file by file with lines added and removed (`git diff
 * --numstat`, new files counted whole), then the totals; "no files changed" when it holds nothing.
 */
export async function diffSummary(cwd: string): Promise<string> {
  const numstat = (await git(cwd, ["diff", "--numstat", "-z", "HEAD", "--"])) ?? "";
  const rows: { path: string; added: string; removed: string }[] = [];
  const parts = numstat.split("\0");
  for (let i = 0; i < parts.length; i++) {
    const m = /^(-|\d+)\t(-|\d+)\t(.*)$/s.exec(parts[i]!);
    if (!m) continue;
    // A rename's entry has an empty path, then the old and the new path.
    const path = m[3] === "" ? `${parts[i + 1]} → ${parts[i + 2]}` : m[3]!;
    if (m[3] === "") i += 2;
    rows.push({ path, added: m[1]!, removed: m[2]! });
  }
  const untracked = ((await git(cwd, ["ls-files", "--others", "--exclude-standard", "-z"])) ?? "")
    .split("\0")
    .filter(Boolean);
  for (const path of untracked) {
    const stat = (await git(cwd, ["diff", "--no-index", "--numstat", "--", "/dev/null", path])) ?? "";
    const m = /^(-|\d+)\t(-|\d+)\t/.exec(stat);
    rows.push({ path: `${path} (new)`, added: m?.[1] ?? "-", removed: "0" });
  }
  if (rows.length === 0) return "no files changed\n";
  const count = (s: string) => (s === "-" ? 0 : Number(s));
  const added = rows.reduce((n, r) => n + count(r.added), 0);
  const removed = rows.reduce((n, r) => n + count(r.removed), 0);
  const lines = rows.map((r) =>
    r.added === "-"
      ? `  ${cleanLine(r.path)}  (binary)`
      : `  ${cleanLine(r.path)}  +${r.added} −${r.removed}`,
  );
  return `${rows.length} ${rows.length === 1 ? "file" : "files"} changed, +${added} −${removed}:\n${lines.join("\n")}\n`;
}
