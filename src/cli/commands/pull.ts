/**
 * `baton pull owner/repo#42`: the newest authentic state of that issue's or
 * PR's conversation, fetched through the GitHub API with the same lookup,
 * download, decryption and merge the action resumes with (fork runs and
 * expired states skipped, a state failing authentication refused), merged
 * into the local store by entry id. The token and the state key are read
 * from the environment (or `gh auth token`, or `--state-key`) and held in
 * memory only: nothing of them is written to disk.
 */
import { mergedState } from "../../adapters/github/artifacts/load-state.ts";
import { conversationId } from "../../adapters/github/conversation-id.ts";
import { CLI_NAMES, describeGitHubError } from "../../adapters/github/errors.ts";
import { failure } from "../../engine/errors.ts";
import type { CliContext } from "../context.ts";
import { cliGitHub, githubTarget } from "../github.ts";

export async function pullCommand(ctx: CliContext): Promise<number> {
  const { io, args, store } = ctx;
  const { owner, repo, number } = githubTarget(args.positionals[0], "pull");
  const key = args.options["state-key"] ?? io.env.BATON_STATE_KEY ?? "";
  const { octokit, redactor, logger } = await cliGitHub(ctx, "pull", [key]);

  const [repository, issue] = await Promise.all([
    octokit.rest.repos.get({ owner, repo }),
    octokit.rest.issues.get({ owner, repo, issue_number: Number(number) }),
  ]).catch((error: unknown) => {
    throw failure(
      `could not read ${owner}/${repo}#${number}: ${redactor.redact(describeGitHubError(error, undefined, CLI_NAMES))}`,
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
    logger,
  });
  if (!remote.log) {
    const why = remote.unusable[0]?.reason ?? remote.fresh ?? `no saved state for ${id}`;
    throw failure(
      `nothing pulled for ${owner}/${repo}#${number}: ${why}${remote.unusable.length && !key ? " (is it encrypted? give --state-key or BATON_STATE_KEY)" : ""}`,
    );
  }

  // Local entries (a `baton run --follow` since the last pull) stay after the pulled ones, as a save merges.
  const { merged, local } = await store.mergeIn(id, remote.log);
  for (const w of local?.warnings ?? []) io.stderr(`warning: ${w}\n`);
  if (!args.options.quiet)
    io.stderr(
      `pulled ${id} of ${owner}/${repo}#${number}: ${merged.entries.length} entries (${local ? merged.fromRemote : merged.entries.length} new)\n`,
    );
  io.stdout(`${id}\n`);
  return 0;
}
