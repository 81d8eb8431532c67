import { readFile, realpath } from "node:fs/promises";
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

const isSecretName = picomatch(SECRET_FILES, { dot: true, nocase: true, basename: true });
const isSampleName = picomatch(SECRET_SAMPLES, { dot: true, nocase: true, basename: true });

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
    if (this.keptOut?.(rel))
      return "is ignored by the repository's configuration (review.ignore); it is not shown";
    if (this.allowed?.(rel)) return undefined;
    const name = rel.slice(rel.lastIndexOf("/") + 1);
    if (isSecretName(name) && !isSampleName(name))
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
    const parts = rel.split("/");
    for (let depth = 1; depth < parts.length; depth++)
      if (await this.ignoredAt(parts.slice(0, depth), true)) return true;
    return this.ignoredAt(parts, isDirectory);
  }

  private async ignoredAt(parts: string[], isDirectory: boolean): Promise<boolean> {
    let ignored = false;
    for (let depth = 0; depth < parts.length; depth++) {
      const rules = await this.rulesIn(parts.slice(0, depth).join("/"));
      if (!rules) continue;
      const result = rules.test(parts.slice(depth).join("/") + (isDirectory ? "/" : ""));
      if (result.ignored) ignored = true;
      else if (result.unignored) ignored = false;
    }
    return ignored;
  }

  private rulesIn(dir: string): Promise<Ignore | undefined> {
    let rules = this.ignores.get(dir);
    if (!rules) {
      rules = readFile(path.join(this.workspace, dir, ".gitignore"), "utf8").then(
        (text) => ignore().add(text),
        () => undefined,
      );
      this.ignores.set(dir, rules);
    }
    return rules;
  }
}
