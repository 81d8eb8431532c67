#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliGitHub,
  githubTarget
} from "./chunk-MFLY7S74.js";
import "./chunk-I37EJC56.js";
import {
  conversationId
} from "./chunk-65SRRURE.js";
import "./chunk-6MUWIEQN.js";
import "./chunk-2XAVDN5N.js";
import "./chunk-YM4BJVG4.js";
import "./chunk-3GDRYCLP.js";
import "./chunk-XJDJZ527.js";
import "./chunk-NCCJCY5N.js";
import {
  mergedState
} from "./chunk-DFGY7YKQ.js";
import "./chunk-TBIJSKQ3.js";
import "./chunk-KRCGUV47.js";
import "./chunk-EUGDWHHB.js";
import "./chunk-S3YUEBP3.js";
import "./chunk-VGKOXICK.js";
import {
  CLI_NAMES,
  describeGitHubError
} from "./chunk-TWQNHWQ3.js";
import "./chunk-FBLAJ7AD.js";
import "./chunk-3UR7NOMZ.js";
import "./chunk-YX3ZDYKW.js";
import "./chunk-7CD5MGGR.js";
import "./chunk-HOYQ2FAN.js";
import "./chunk-GGSRGHFL.js";
import "./chunk-7YP47LAM.js";
import "./chunk-3XHUHXHE.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FCPHMGZY.js";
import "./chunk-HBY6AOVX.js";
import {
  failure
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/cli/commands/pull.ts
async function pullCommand(ctx) {
  const { io, args, store } = ctx;
  const { owner, repo, number } = githubTarget(args.positionals[0], "pull");
  const key = args.options["state-key"] ?? io.env.BATON_STATE_KEY ?? "";
  const { octokit, redactor, logger } = await cliGitHub(ctx, "pull", [key]);
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
export {
  pullCommand
};
