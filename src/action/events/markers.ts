/**
 * The markers Baton writes into what it posts. Anyone can copy them: a marked
 * body is Baton's only when its author is the token's identity (identity.ts).
 */

/** Starts a comment that only shows progress or a failure, so a rebuilt thread can leave it out. */
export const STATUS_MARKER = "<!-- baton:status -->";

/** Ends every comment and review Baton posts: events on them start no run, whatever token posted them. */
export const BATON_MARKER = "<!-- baton -->";

/** Whether a comment or review body is one Baton posted. */
export const isBatonBody = (body: string | null | undefined): boolean =>
  (body ?? "").includes(BATON_MARKER) || (body ?? "").includes(STATUS_MARKER);

/**
 * In the body of a pull request Baton opened: the conversation it continues (`issue-42`), so a
 * comment on the PR goes on with the work. Anyone can write it into a PR: it counts only on a
 * PR Baton's identity opened from its own `baton/<conversation>` branch (deliver/pull-target.ts).
 */
export const conversationMarker = (id: string): string => `<!-- baton:conversation=${id} -->`;

/** The conversation a pull request's body names, if any. */
export function markedConversation(body: string | null | undefined): string | undefined {
  return /<!-- baton:conversation=((?:issue|pr)-[1-9]\d{0,9}) -->/.exec(body ?? "")?.[1];
}
