import type { Octokit } from "@octokit/rest";
import { readSubject, type Subject } from "../../adapters/github/subject.ts";
import type { Logger } from "../../engine/util/logger.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import type { ExchangeThread } from "../events/trigger.ts";
import { Feedback } from "./feedback.ts";
import { readThread, type Thread, type ThreadRequest } from "./thread.ts";

/**
 * A job's side of the issue or PR its trigger names: what the people there
 * see of the run, and what the job reads of it. Opened right after the gate:
 * the acknowledgement and the read of the subject the trigger declares go
 * out then, beside the job's other first requests (the base branch's files,
 * the saved state), and the job takes them when it needs them.
 */
export interface Exchange {
  /** What the people on the thread see of the run; undefined when the trigger names no thread. */
  readonly feedback: Feedback | undefined;
  /** The acknowledgement the trigger declares (a 👀 reaction, a status comment), once it is on the thread. */
  readonly acknowledged: Promise<void>;
  /** The issue or PR as GitHub has it now, read once. */
  subject(): Promise<Subject>;
  /** The thread up to the trigger, to rebuild a conversation whose saved state is gone. */
  thread(request: Omit<ThreadRequest, "owner" | "repo" | "redact">): Promise<Thread>;
}

export interface ExchangeSource {
  octokit: Octokit;
  runner: { owner: string; repo: string };
  redactor: Redactor;
  logger: Logger;
}

export function openExchange(source: ExchangeSource, declared: ExchangeThread | undefined): Exchange {
  const { octokit, runner, redactor, logger } = source;
  const { owner, repo } = runner;
  const feedback = declared
    ? new Feedback({
        octokit,
        owner,
        repo,
        issueNumber: declared.number,
        ...(declared.commentId !== undefined ? { commentId: declared.commentId } : {}),
        ...(declared.reviewThread ? { reviewThread: true } : {}),
        redactor,
        logger,
      })
    : undefined;
  const { acknowledge } = declared ?? {};
  // Both go out now; the job awaits them (and meets the status comment's failure) when it needs them.
  const acknowledged =
    acknowledge && feedback
      ? Promise.all([
          feedback.received(),
          acknowledge.status ? feedback.status(acknowledge.status) : undefined,
        ]).then(() => {})
      : Promise.resolve();
  acknowledged.catch(() => {});
  let subject: Promise<Subject> | undefined;
  const exchange: Exchange = {
    feedback,
    acknowledged,
    subject() {
      if (!declared) return Promise.reject(new Error("internal: the trigger names no issue or PR to read"));
      subject ??= readSubject(octokit, owner, repo, declared.number, declared.headSha);
      return subject;
    },
    thread: (request) =>
      readThread(octokit, { owner, repo, redact: (text) => redactor.redact(text), ...request }),
  };
  if (declared?.read) exchange.subject().catch(() => {});
  return exchange;
}
