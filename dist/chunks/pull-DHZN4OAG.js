#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  createOctokit
} from "./chunk-JGE6R5FW.js";
import "./chunk-2XAVDN5N.js";
import "./chunk-3GDRYCLP.js";
import "./chunk-ZNO72ZJK.js";
import {
  conversationId
} from "./chunk-65SRRURE.js";
import "./chunk-JRKZXKSW.js";
import {
  mergedState
} from "./chunk-OMWVNBKP.js";
import "./chunk-QCHCJSU5.js";
import {
  CLI_NAMES,
  describeGitHubError
} from "./chunk-ZC77DGTH.js";
import "./chunk-FBLAJ7AD.js";
import "./chunk-7CD5MGGR.js";
import "./chunk-7YP47LAM.js";
import {
  Redactor
} from "./chunk-T5JTI4CK.js";
import "./chunk-M6ZTWM5I.js";
import "./chunk-VGKOXICK.js";
import "./chunk-HOYQ2FAN.js";
import "./chunk-3ZNXFRB6.js";
import "./chunk-FCPHMGZY.js";
import {
  failure,
  usageError
} from "./chunk-NAPB6JLA.js";
import "./chunk-I5QNXST4.js";

// src/cli/commands/pull.ts
import { execFile } from "node:child_process";
import { promisify } from "node:util";
var TARGET = /^([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+)#([1-9][0-9]{0,9})$/;
async function pullCommand(ctx) {
  const { io, args, store } = ctx;
  const [target] = args.positionals;
  const match = TARGET.exec(target ?? "");
  if (!match)
    throw usageError(`pull needs an issue or pull request as owner/repo#NUMBER; got "${target ?? ""}"`);
  const [, owner, repo, number] = match;
  const key = args.options["state-key"] ?? io.env.BATON_STATE_KEY ?? "";
  const token = await githubToken(io.env);
  const redactor = new Redactor([token, key].filter(Boolean));
  const logger = stderrLogger(ctx, redactor);
  const octokit = createOctokit({
    token,
    logger,
    redactor,
    ...io.env.GITHUB_API_URL ? { baseUrl: io.env.GITHUB_API_URL.replace(/\/+$/, "") } : {}
  });
  const [repository, issue] = await Promise.all([
    octokit.rest.repos.get({ owner, repo }),
    octokit.rest.issues.get({ owner, repo, issue_number: Number(number) })
  ]).catch((error) => {
    throw failure(
      `could not read ${owner}/${repo}#${number}: ${redactor.redact(describeGitHubError(error, void 0, CLI_NAMES))}`
    );
  });
  const id = conversationId(issue.data.pull_request ? "pr" : "issue", Number(number));
  const remote = await mergedState({
    octokit,
    owner,
    repo,
    repositoryId: repository.data.id,
    conversationId: id,
    key,
    logger
  });
  if (!remote.log) {
    const why = remote.unusable[0]?.reason ?? remote.fresh ?? `no saved state for ${id}`;
    throw failure(
      `nothing pulled for ${owner}/${repo}#${number}: ${why}${remote.unusable.length && !key ? " (is it encrypted? give --state-key or BATON_STATE_KEY)" : ""}`
    );
  }
  const { merged, local } = await store.mergeIn(id, remote.log);
  for (const w of local?.warnings ?? []) io.stderr(`warning: ${w}
`);
  if (!args.options.quiet)
    io.stderr(
      `pulled ${id} of ${owner}/${repo}#${number}: ${merged.entries.length} entries (${local ? merged.fromRemote : merged.entries.length} new)
`
    );
  io.stdout(`${id}
`);
  return 0;
}
async function githubToken(env) {
  const fromEnv = env.GITHUB_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  try {
    const { stdout } = await promisify(execFile)("gh", ["auth", "token"], { env, timeout: 1e4 });
    const token = stdout.trim();
    if (token) return token;
  } catch {
  }
  throw usageError("pull needs a GitHub token: set GITHUB_TOKEN, or log in with `gh auth login`");
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
  pullCommand
};
