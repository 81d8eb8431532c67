import type { Octokit } from "@octokit/rest";
import { describeGitHubError, githubStatus } from "../../adapters/github/errors.ts";
import { INSTRUCTION_FILES } from "../../engine/config/baton-files.ts";
import { describeError } from "../../engine/errors.ts";
import { truncateOutput } from "../../engine/tools/tool.ts";
import type { Logger } from "../../engine/util/logger.ts";
import { type Learning, MEMORY_FILE, parseMemory } from "./memory-file.ts";
import { learningsPrompt, type Relevance } from "./memory-prompt.ts";

/*
 * The repository's standing instructions (INSTRUCTION_FILES, docs/design.md#recipes): files the
 * maintainers keep for every agent, joined to every recipe's system prompt. They are read through
 * the API from the base branch (a PR's base, else the default branch), never from the checked-out
 * workspace, which on a pull request is the head a stranger controls.
 */

/** Each file is cut at this size: a prompt, not a library. */
const MAX_FILE_BYTES = 16_000;

export interface InstructionSource {
  octokit: Octokit;
  owner: string;
  repo: string;
  logger: Logger;
  /** The run's redactor: a file is redacted whole before it is cut, so no piece of a secret is left. */
  redact: (text: string) => string;
  /** The repository's default branch as the event names it; looked up when absent. */
  defaultBranch?: string;
  /** A branch read at this commit: the base a PR event's code was read at, so both agree. */
  pinned?: { branch: string; sha: string };
}

/** Reads the instructions of each ref at most once per job. */
export class StandingInstructions {
  readonly #byRef = new Map<string, Promise<string>>();
  readonly #learningsByRef = new Map<string, Promise<Learning[]>>();
  #defaultBranch: Promise<string | undefined> | undefined;
  constructor(private readonly source: InstructionSource) {}

  /** The text for the system prompt at `ref` (default: the default branch); "" when there is none. */
  async at(ref?: string): Promise<string> {
    const name = ref ?? (await this.defaultBranch());
    if (name === undefined) return "";
    const { pinned } = this.source;
    const readAt = pinned?.branch === name ? pinned.sha : name;
    let text = this.#byRef.get(readAt);
    if (!text) {
      text = readInstructions(this.source, readAt, name);
      this.#byRef.set(readAt, text);
    }
    return text;
  }

  /** The repository memory's learnings at `ref` (default: the default branch), read like the instructions. */
  async learnings(ref?: string): Promise<Learning[]> {
    const name = ref ?? (await this.defaultBranch());
    if (name === undefined) return [];
    const { pinned } = this.source;
    const readAt = pinned?.branch === name ? pinned.sha : name;
    let learnings = this.#learningsByRef.get(readAt);
    if (!learnings) {
      learnings = readFileAt(this.source, MEMORY_FILE, readAt).then((text) => parseMemory(text ?? ""));
      this.#learningsByRef.set(readAt, learnings);
    }
    return learnings;
  }

  /**
   * Starts reading what `forRun(ref)` will need, the instructions and the
   * memory at once, so the run finds them read; a failure reaches `forRun`.
   */
  prefetch(ref?: string): void {
    this.at(ref).catch(() => {});
    this.learnings(ref).catch(() => {});
  }

  /**
   * What a run's system prompt gets at `ref`: the standing instructions, then
   * the learnings that fit, the most relevant to the run first.
   */
  async forRun(ref: string | undefined, relevance: Relevance): Promise<string> {
    const [standing, learnings] = await Promise.all([this.at(ref), this.learnings(ref)]);
    return [standing, learningsPrompt(learnings, relevance)].filter(Boolean).join("\n\n");
  }

  /** The default branch, looked up once when the event did not name it; undefined when it cannot be read. */
  defaultBranch(): Promise<string | undefined> {
    const { octokit, owner, repo, logger, defaultBranch } = this.source;
    this.#defaultBranch ??= defaultBranch
      ? Promise.resolve(defaultBranch)
      : octokit.rest.repos.get({ owner, repo }).then(
          ({ data }) => data.default_branch,
          (error: unknown) => {
            logger.warn(
              `could not read the default branch, so no standing instructions: ${describeError(error)}`,
            );
            return undefined;
          },
        );
    return this.#defaultBranch;
  }
}

async function readInstructions(source: InstructionSource, ref: string, branch: string): Promise<string> {
  // Asked for at once: most repositories have none of them, and each miss is a round trip.
  const texts = await Promise.all(INSTRUCTION_FILES.map((path) => readFileAt(source, path, ref)));
  const parts: string[] = [];
  INSTRUCTION_FILES.forEach((path, i) => {
    const text = texts[i];
    if (!text?.trim()) return;
    parts.push(
      `## Standing instructions: \`${path}\` (${branch})\n\n${truncateOutput(text.trim(), MAX_FILE_BYTES, { redact: source.redact })}`,
    );
  });
  if (parts.length === 0) return "";
  return `# The repository's standing instructions\n\nThe maintainers keep these for every agent working on this repository; follow them.\n\n${parts.join("\n\n")}`;
}

export async function readFileAt(
  source: Pick<InstructionSource, "octokit" | "owner" | "repo" | "logger">,
  path: string,
  ref: string,
): Promise<string | undefined> {
  const { octokit, owner, repo, logger } = source;
  try {
    const { data } = await octokit.rest.repos.getContent({
      owner,
      repo,
      path,
      ref,
      mediaType: { format: "raw" },
    });
    // With the raw media type the body is the file's text; a folder would come back as a list.
    return typeof data === "string" ? data : undefined;
  } catch (error) {
    if (githubStatus(error) === 404) return undefined;
    // The run can go on without them, but the maintainers should hear it.
    logger.warn(`could not read ${path} at ${ref}: ${describeGitHubError(error)}`);
    return undefined;
  }
}
