#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliGitHub,
  githubTarget
} from "./chunk-DOLLZC4U.js";
import "./chunk-PSIYHUHG.js";
import {
  conversationId
} from "./chunk-65SRRURE.js";
import "./chunk-NKMPDPL7.js";
import "./chunk-6JB4IZIW.js";
import "./chunk-KSGEOSMP.js";
import "./chunk-RVBPVW37.js";
import "./chunk-JKP3GOEL.js";
import "./chunk-NCCJCY5N.js";
import {
  mergedState
} from "./chunk-BSOFKTUC.js";
import "./chunk-YJE2F7Z5.js";
import "./chunk-LKXSXHTS.js";
import "./chunk-B4WSINGS.js";
import "./chunk-EBJBY5JQ.js";
import "./chunk-HRV54FJ4.js";
import {
  CLI_NAMES,
  describeGitHubError
} from "./chunk-ZCI4HNYG.js";
import "./chunk-23J27CLP.js";
import "./chunk-BKAG5NPA.js";
import "./chunk-SJZDYVL2.js";
import "./chunk-CYLLQ5Y7.js";
import "./chunk-YU4EEEZD.js";
import "./chunk-GGSRGHFL.js";
import "./chunk-7YP47LAM.js";
import "./chunk-JLUXB5JD.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FLXSCLV4.js";
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
