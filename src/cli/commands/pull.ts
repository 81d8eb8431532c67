/**
 * `baton pull owner/repo#42`: the newest authentic state of that issue's or
 * PR's conversation, fetched through the GitHub API with the same lookup,
 * download, decryption and merge the action resumes with (fork runs and
 * expired states skipped, a state failing authentication refused), merged
 * into the local store by entry id. The token and the state key are read
 * from the environment (or `gh auth token`, or `--state-key`) and held in
 * memory only: nothing of them is written to disk.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mergedState } from "../../adapters/github/artifacts/load-state.ts";
import { conversationId } from "../../adapters/github/conversation-id.ts";
import { CLI_NAMES, describeGitHubError } from "../../adapters/github/errors.ts";
import { createOctokit } from "../../adapters/github/octokit.ts";
import { failure, usageError } from "../../engine/errors.ts";
import type { Logger } from "../../engine/util/logger.ts";
import { Redactor } from "../../engine/util/redact.ts";
import type { CliContext } from "../context.ts";

const TARGET = /^([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+)#([1-9][0-9]{0,9})$/;
/** An issue's or PR's page, as copied from the browser (GitHub Enterprise's too): `…/owner/repo/pull/5/files`. */
const TARGET_URL =
  /^https?:\/\/[^/\s]+\/([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+)\/(?:pull|issues)\/([1-9][0-9]{0,9})(?:[/?#]\S*)?$/;

export async function pullCommand(ctx: CliContext): Promise<number> {
  const { io, args, store } = ctx;
  const [target] = args.positionals;
  const match = TARGET.exec(target ?? "") ?? TARGET_URL.exec(target ?? "");
  if (!match)
    throw usageError(
      `pull needs an issue or pull request as owner/repo#NUMBER or its URL; got "${target ?? ""}"`,
    );
  const [, owner, repo, number] = match as unknown as [string, string, string, string];
  const key = args.options["state-key"] ?? io.env.BATON_STATE_KEY ?? "";
  const token = await githubToken(io.env);
  const redactor = new Redactor([token, key].filter(Boolean));
  const logger = stderrLogger(ctx, redactor);
  const octokit = createOctokit({
    token,
    logger,
    redactor,
    ...(io.env.GITHUB_API_URL ? { baseUrl: io.env.GITHUB_API_URL.replace(/\/+$/, "") } : {}),
  });

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

/** GITHUB_TOKEN, else what `gh auth token` prints when the gh CLI is there; never stored. */
async function githubToken(env: NodeJS.ProcessEnv): Promise<string> {
  const fromEnv = env.GITHUB_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  try {
    const { stdout } = await promisify(execFile)("gh", ["auth", "token"], { env, timeout: 10_000 });
    const token = stdout.trim();
    if (token) return token;
  } catch {
    // No gh, or not logged in: said below.
  }
  throw usageError("pull needs a GitHub token: set GITHUB_TOKEN, or log in with `gh auth login`");
}

/** What the lookup says on the way: warnings always, the rest on a terminal; never the token or key. */
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
