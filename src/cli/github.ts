/**
 * The CLI's way to GitHub, shared by `baton pull` and `baton run --pr`: the token from
 * GITHUB_TOKEN (else `gh auth token`), the API at GITHUB_API_URL (GitHub Enterprise), an issue or
 * pull request named as `owner/repo#N` or by its page's URL. Nothing of it is written to disk.
 */
import { execFile } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { delimiter, dirname, isAbsolute, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import type { Octokit } from "@octokit/rest";
import { createOctokit } from "../adapters/github/octokit.ts";
import { usageError } from "../engine/errors.ts";
import { findProgram } from "../engine/tools/shell.ts";
import type { Logger } from "../engine/util/logger.ts";
import { Redactor } from "../engine/util/redact.ts";
import type { CliContext } from "./context.ts";

export interface GitHubTarget {
  owner: string;
  repo: string;
  number: number;
}

const TARGET = /^([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+)#([1-9][0-9]{0,9})$/;
/** An issue's or PR's page, as copied from the browser (GitHub Enterprise's too): `…/owner/repo/pull/5/files`. */
const TARGET_URL =
  /^https?:\/\/[^/\s]+\/([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+)\/(?:pull|issues)\/([1-9][0-9]{0,9})(?:[/?#]\S*)?$/;

/** `owner/repo#N` or an issue's or pull request's URL; `what` names the argument in the refusal. */
export function githubTarget(text: string | undefined, what: string): GitHubTarget {
  const match = TARGET.exec(text ?? "") ?? TARGET_URL.exec(text ?? "");
  if (!match)
    throw usageError(
      `${what} needs an issue or pull request as owner/repo#NUMBER or its URL; got "${text ?? ""}"`,
    );
  return { owner: match[1]!, repo: match[2]!, number: Number(match[3]) };
}

export interface CliGitHub {
  octokit: Octokit;
  /** Redacts the token and the `secrets` given. */
  redactor: Redactor;
  logger: Logger;
}

/** An Octokit for the user's token; `secrets` (a state key) are redacted alike from what is said. */
export async function cliGitHub(ctx: CliContext, what: string, secrets: string[] = []): Promise<CliGitHub> {
  const token = await githubToken(ctx.io.env, ctx.io.cwd, what);
  const redactor = new Redactor([token, ...secrets].filter(Boolean));
  const logger = stderrLogger(ctx, redactor);
  const apiUrl = ctx.io.env.GITHUB_API_URL;
  const octokit = createOctokit({
    token,
    logger,
    redactor,
    policy: ctx.policy,
    ...(apiUrl ? { baseUrl: apiUrl.replace(/\/+$/, "") } : {}),
  });
  return { octokit, redactor, logger };
}

/** GITHUB_TOKEN, else what `gh auth token` prints when the gh CLI is there; never stored. */
async function githubToken(env: NodeJS.ProcessEnv, cwd: string, what: string): Promise<string> {
  const fromEnv = env.GITHUB_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  try {
    const gh = ghOutside(env.PATH, cwd);
    if (!gh) throw new Error("no gh");
    const { stdout } = await promisify(execFile)(gh, ["auth", "token"], { env, timeout: 10_000 });
    const token = stdout.trim();
    if (token) return token;
  } catch {
    // No gh, or not logged in: said below.
  }
  throw usageError(`${what} needs a GitHub token: set GITHUB_TOKEN, or log in with \`gh auth login\``);
}

/**
 * `gh` from a PATH folder outside the repository the CLI runs in (the
 * nearest folder around `cwd` with a `.git`, else `cwd`): a cloned
 * repository's own `gh` (PATH holding `.`, `bin` or `./node_modules/.bin`)
 * would be handed the user's token.
 */
export function ghOutside(path: string | undefined, cwd: string): string | undefined {
  const real = (p: string) => (existsSync(p) ? realpathSync(p) : p);
  let repo = real(cwd);
  for (let dir = repo; ; dir = dirname(dir)) {
    if (existsSync(join(dir, ".git"))) {
      repo = dir;
      break;
    }
    if (dirname(dir) === dir) break;
  }
  const outside = (dir: string) => {
    const rel = relative(repo, real(dir));
    return rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel);
  };
  const dirs = (path ?? "").split(delimiter).filter((dir) => isAbsolute(dir) && outside(dir));
  return findProgram("gh", cwd, dirs.join(delimiter));
}

/** What the requests say on the way: warnings always, the rest on a terminal; never the token. */
function stderrLogger(ctx: CliContext, redactor: Redactor): Logger {
  const { io, args } = ctx;
  const say = (level: string) => (m: string) => io.stderr(`${level}${redactor.redact(m)}\n`);
  const quiet = () => {};
  const verbose = io.stderrIsTTY && !args.options.quiet;
  return {
    debug: quiet,
    info: verbose ? say("") : quiet,
    warn: say("warning: "),
    error: say("error: "),
  };
}
