#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  findProgram
} from "./chunk-PSIYHUHG.js";
import {
  createOctokit
} from "./chunk-NKMPDPL7.js";
import {
  Redactor
} from "./chunk-JLUXB5JD.js";
import {
  usageError
} from "./chunk-VA2UHLEW.js";

// src/cli/github.ts
import { execFile } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { delimiter, dirname, isAbsolute, join, relative, sep } from "node:path";
import { promisify } from "node:util";
var TARGET = /^([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+)#([1-9][0-9]{0,9})$/;
var TARGET_URL = /^https?:\/\/[^/\s]+\/([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+)\/(?:pull|issues)\/([1-9][0-9]{0,9})(?:[/?#]\S*)?$/;
function githubTarget(text, what) {
  const match = TARGET.exec(text ?? "") ?? TARGET_URL.exec(text ?? "");
  if (!match)
    throw usageError(
      `${what} needs an issue or pull request as owner/repo#NUMBER or its URL; got "${text ?? ""}"`
    );
  return { owner: match[1], repo: match[2], number: Number(match[3]) };
}
async function cliGitHub(ctx, what, secrets = []) {
  const token = await githubToken(ctx.io.env, ctx.io.cwd, what);
  const redactor = new Redactor([token, ...secrets].filter(Boolean));
  const logger = stderrLogger(ctx, redactor);
  const apiUrl = ctx.io.env.GITHUB_API_URL;
  const octokit = createOctokit({
    token,
    logger,
    redactor,
    policy: ctx.policy,
    ...apiUrl ? { baseUrl: apiUrl.replace(/\/+$/, "") } : {}
  });
  return { octokit, redactor, logger };
}
async function githubToken(env, cwd, what) {
  const fromEnv = env.GITHUB_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  try {
    const gh = ghOutside(env.PATH, cwd);
    if (!gh) throw new Error("no gh");
    const { stdout } = await promisify(execFile)(gh, ["auth", "token"], { env, timeout: 1e4 });
    const token = stdout.trim();
    if (token) return token;
  } catch {
  }
  throw usageError(`${what} needs a GitHub token: set GITHUB_TOKEN, or log in with \`gh auth login\``);
}
function ghOutside(path, cwd) {
  const real = (p) => existsSync(p) ? realpathSync(p) : p;
  let repo = real(cwd);
  for (let dir = repo; ; dir = dirname(dir)) {
    if (existsSync(join(dir, ".git"))) {
      repo = dir;
      break;
    }
    if (dirname(dir) === dir) break;
  }
  const outside = (dir) => {
    const rel = relative(repo, real(dir));
    return rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel);
  };
  const dirs = (path ?? "").split(delimiter).filter((dir) => isAbsolute(dir) && outside(dir));
  return findProgram("gh", cwd, dirs.join(delimiter));
}
function stderrLogger(ctx, redactor) {
  const { io, args } = ctx;
  const say = (level) => (m) => io.stderr(`${level}${redactor.redact(m)}
`);
  const quiet = () => {
  };
  const verbose = io.stderrIsTTY && !args.options.quiet;
  return {
    debug: quiet,
    info: verbose ? say("") : quiet,
    warn: say("warning: "),
    error: say("error: ")
  };
}

export {
  githubTarget,
  cliGitHub
};
