/**
 * How the engine reaches the world: every edge (the action, the CLI, the
 * tests) builds one engine with createRuntime(config, ports) and chooses
 * what stands behind each port.
 */
import type { McpClient } from "./mcp/client.ts";
import type { ModelClient } from "./model/client.ts";
import type { Logger } from "./util/logger.ts";

export interface RuntimePorts {
  /** Speaks to MCP servers (adapters/mcp/sdk-client.ts); without it, no recipe gets their tools. */
  mcp?: McpClient;
  /** The model every run, summary and extension calls (the OpenAI-compatible client, or a fake). */
  model: ModelClient;
  logger: Logger;
  /** The repository on GitHub the tools may read, when there is one. */
  github?: GitHubContext;
  /** The time entries are written at; the system clock unless a test fixes it. */
  clock?: () => Date;
  /**
   * Told of anything that waits: a model retry (why, and for how long), a
   * summary being written, each model call and tool of a run.
   */
  progress?: (message: string) => void;
}

export interface GitHubContext {
  /** The repository the run is about. */
  reader: GitHubReader;
  /**
   * ISO time of the trigger. Content created (or edited) after it is not fed
   * to the model (docs/design.md#entry-points).
   */
  notAfter?: string;
  /** The triggering comment: a comment with a larger id is later, even within the same second. */
  triggerCommentId?: number;
  /**
   * Issues and PRs as the run found them, by number: the subject as of the
   * trigger (set by the edge), and any other PR once a tool first read it.
   * The model reads these, never a later edit or push.
   */
  pinned?: Map<number, PinnedSubject>;
}

export interface PinnedSubject {
  /** Title and body as of the trigger, already cleaned of what a reader does not see. */
  text?: { title: string; body: string };
  /** The commits a pull request's diff is read between. */
  commits?: { base: string; head: string };
}

/** An issue or pull request as the GitHub tools read it. */
export interface GitHubIssue {
  number: number;
  title: string;
  body: string | null;
  state: string;
  stateReason: string | null;
  author: string | undefined;
  labels: string[];
  createdAt: string;
  updatedAt: string;
  comments: number;
  /** Present on a pull request. */
  pullRequest: { mergedAt: string | null } | undefined;
}

export interface GitHubComment {
  id: number;
  author: string | undefined;
  body: string;
  createdAt: string;
  updatedAt: string;
  /** Hidden on GitHub (minimized), with its reason ("spam", "off-topic"; "" when none was given). */
  hidden?: string;
}

export interface PullCommits {
  base: string;
  head: string;
  createdAt?: string;
  updatedAt?: string;
}

/**
 * What the engine reads of the repository on GitHub (the GitHub tools, the
 * thread a lost conversation restarts from). Failures are GitHubErrors.
 */
export interface GitHubReader {
  issue(number: number, signal?: AbortSignal): Promise<GitHubIssue>;
  /**
   * The comments on an issue or pull request, a page at a time, oldest first. Whether a comment is
   * hidden on GitHub is asked only for those `shown` keeps (default all): a request saved per page.
   */
  commentPages(
    number: number,
    signal?: AbortSignal,
    shown?: (comment: GitHubComment) => boolean,
  ): AsyncIterable<GitHubComment[]>;
  /** The base and head commits a pull request is at now, and when it was opened and last changed. */
  pullCommits(number: number, signal?: AbortSignal): Promise<PullCommits>;
  /** The unified diff between two commits. */
  diff(commits: { base: string; head: string }, signal?: AbortSignal): Promise<string>;
}
