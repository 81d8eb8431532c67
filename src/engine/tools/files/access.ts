import { constants } from "node:fs";
import { open, realpath } from "node:fs/promises";
import path from "node:path";
import ignore, { type Ignore } from "ignore";
import picomatch from "picomatch";
import type { ToolContext } from "../tool.ts";
import { isInside, workspaceRelative } from "../workspace.ts";

/** Directories never listed or searched (a recipe's `read_paths` can still name files in them). */
export const SKIPPED_DIRS: ReadonlySet<string> = new Set([".git", "node_modules"]);

/**
 * Files that usually hold secrets, by name: environment files (but their
 * committed samples), private keys and certificates' key stores, and the
 * credential files of package managers, git and the AWS/Docker clients. A
 * secret in them would reach the model, its saved state and its answers.
 */
const SECRET_FILES = [
  ".env",
  ".env.*",
  "*.env",
  "*.pem",
  "*.key",
  "*.p12",
  "*.pfx",
  "*.jks",
  "*.keystore",
  "*.kdbx",
  "id_rsa*",
  "id_dsa*",
  "id_ecdsa*",
  "id_ed25519*",
  ".npmrc",
  ".yarnrc.yml",
  ".pypirc",
  ".netrc",
  "_netrc",
  ".pgpass",
  ".htpasswd",
  ".git-credentials",
  ".dockercfg",
  "credentials",
  "credentials.json",
  "*.credentials.json",
];
/** Samples committed on purpose (`.env.example`), and public keys, hold no secret. */
const SECRET_SAMPLES = ["*.example", "*.sample", "*.template", "*.dist", "*.pub"];

/**
 * Folders the file tools go into at most: deeper paths are neither listed nor
 * read. Matching a `.gitignore` pattern costs more the deeper the path, so a
 * tree built deep on purpose could stall every call; real trees stay far above.
 */
export const MAX_PATH_DEPTH = 64;
/** Of a larger `.gitignore`, the rules in its first this many bytes are read (git reads all). */
const MAX_GITIGNORE_BYTES = 1024 * 1024;

const isSecretName = picomatch(SECRET_FILES, { dot: true, nocase: true, basename: true });
const isSampleName = picomatch(SECRET_SAMPLES, { dot: true, nocase: true, basename: true });

/** True when a file's name (its last part) says it usually holds secrets; the readers and the writers share it. */
export function isSecretFile(name: string): boolean {
  return isSecretName(name) && !isSampleName(name);
}

/**
 * What the file tools may read, beyond staying in the workspace and out of
 * `.git` (which `resolveInWorkspace` enforces and nothing overrides): no path
 * the repository's configuration keeps from the model (`review.ignore`), no
 * file a `.gitignore` (the root's or a nested one) ignores, and no secrets
 * file. A recipe's `read_paths` globs name files it may read all the same,
 * except those the configuration keeps out.
 */
export class FileAccess {
  private readonly ignores = new Map<string, Promise<Ignore | undefined>>();
  /** Whether each directory met so far is ignored: a walk asks once per directory, not once per entry. */
  private readonly ignoredDirs = new Map<string, Promise<boolean>>();
  private readonly allowed: ((rel: string) => boolean) | undefined;

  constructor(
    private readonly workspace: string,
    readPaths: readonly string[] = [],
    private readonly keptOut?: (rel: string) => boolean,
  ) {
    this.allowed = readPaths.length ? picomatch([...readPaths], { dot: true }) : undefined;
  }

  /** The rule for one tool call. */
  static of(ctx: Pick<ToolContext, "workspace" | "readPaths" | "ignoredPath">): FileAccess {
    return new FileAccess(ctx.workspace, ctx.readPaths, ctx.ignoredPath);
  }

  /** Why the file at `rel` (workspace-relative, `/`-separated) is not read, or undefined when it may be. */
  async denial(rel: string): Promise<string | undefined> {
    if (tooDeep(rel, 0))
      return `is nested deeper than ${MAX_PATH_DEPTH} folders, which file tools do not go into`;
    if (this.keptOut?.(rel))
      return "is ignored by the repository's configuration (review.ignore); it is not shown";
    if (this.allowed?.(rel)) return undefined;
    const name = rel.slice(rel.lastIndexOf("/") + 1);
    if (isSecretFile(name))
      return "may hold secrets (an environment, key or credentials file), which file tools do not read; a recipe can allow it with read_paths";
    if (await this.isIgnored(rel, false))
      return "is ignored by .gitignore, which file tools honour; a recipe can allow it with read_paths";
    return undefined;
  }

  /** As `denial`, for a file by its own name and, when it is a symlink, by the name of what it points to. */
  async denialOf(absolute: string): Promise<string | undefined> {
    const byName = await this.denial(workspaceRelative(this.workspace, absolute));
    if (byName) return byName;
    const realRoot = await realpath(this.workspace);
    const real = await realpath(absolute).catch(() => absolute);
    // A link that leads out is resolveInWorkspace's to refuse.
    if (!isInside(realRoot, real)) return undefined;
    return this.denial(workspaceRelative(realRoot, real));
  }

  /**
   * True when a walk should not enter the directory at `rel`. With `read_paths`
   * an ignored directory is entered (its files are each checked), since a
   * glob may name files inside it.
   */
  async skipsDirectory(rel: string): Promise<boolean> {
    const name = rel.slice(rel.lastIndexOf("/") + 1);
    if (SKIPPED_DIRS.has(name) || name.toLowerCase() === ".git") return true;
    return this.allowed === undefined && (await this.isIgnored(rel, true));
  }

  /**
   * Git's rule: each `.gitignore` speaks for its own directory, a deeper one
   * over a shallower one, and nothing inside an ignored directory comes back.
   */
  private async isIgnored(rel: string, isDirectory: boolean): Promise<boolean> {
    const slash = rel.lastIndexOf("/");
    if (slash > 0 && (await this.directoryIgnored(rel.slice(0, slash)))) return true;
    return this.ignoredAt(rel, isDirectory);
  }

  private directoryIgnored(rel: string): Promise<boolean> {
    let ignored = this.ignoredDirs.get(rel);
    if (!ignored) {
      ignored = this.isIgnored(rel, true);
      this.ignoredDirs.set(rel, ignored);
    }
    return ignored;
  }

  /** What the `.gitignore` files from the root down to the path's own folder say of it. */
  private async ignoredAt(rel: string, isDirectory: boolean): Promise<boolean> {
    let ignored = false;
    for (let start = 0; start >= 0; ) {
      const rules = await this.rulesIn(start === 0 ? "" : rel.slice(0, start - 1));
      if (rules) {
        const result = rules.test(rel.slice(start) + (isDirectory ? "/" : ""));
        if (result.ignored) ignored = true;
        else if (result.unignored) ignored = false;
      }
      const next = rel.indexOf("/", start);
      start = next < 0 ? -1 : next + 1;
    }
    return ignored;
  }

  private rulesIn(dir: string): Promise<Ignore | undefined> {
    let rules = this.ignores.get(dir);
    if (!rules) {
      rules = readRules(path.join(this.workspace, dir, ".gitignore")).then(
        (text) => (text === undefined ? undefined : ignore().add(gitignoreRules(text))),
        () => undefined,
      );
      this.ignores.set(dir, rules);
    }
    return rules;
  }
}

/** True when `rel` lies more than MAX_PATH_DEPTH folders down (`extra` more for a directory's entries). */
export function tooDeep(rel: string, extra: number): boolean {
  let slashes = 0;
  for (let i = rel.indexOf("/"); i >= 0; i = rel.indexOf("/", i + 1))
    if (++slashes + extra > MAX_PATH_DEPTH) return true;
  return false;
}

/**
 * A `.gitignore` as git reads one: a regular file only, not followed through
 * a symlink (git stopped following them in 2.32), so it can be neither a
 * FIFO that never answers, nor a device, nor a file outside the workspace.
 */
async function readRules(file: string): Promise<string | undefined> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const info = await handle.stat();
    if (!info.isFile()) return undefined;
    // One byte past what is read tells a file longer than the limit (or grown since the stat).
    const buffer = Buffer.alloc(Math.min(info.size, MAX_GITIGNORE_BYTES) + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer.toString("utf8", 0, Math.min(bytesRead, MAX_GITIGNORE_BYTES));
    // Past the limit, whole lines only: a rule cut in half could ignore what it does not mean to.
    return bytesRead > MAX_GITIGNORE_BYTES ? text.slice(0, text.lastIndexOf("\n") + 1) : text;
  } finally {
    await handle.close();
  }
}

/**
 * The lines of a `.gitignore`, made safe to match: `ignore` turns each `**`
 * between folders into a pattern that backtracks, so a run of them is read as
 * one (it means the same), and a line still holding two or more between
 * folders is dropped, read as no rule.
 */
export function gitignoreRules(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|\/)\*\*(?:\/\*\*)+(?=\/|$)/g, "$1**");
    const inner = line.match(/\/\*\*\//g)?.length ?? 0;
    if (inner <= 1) lines.push(line);
  }
  return lines;
}
