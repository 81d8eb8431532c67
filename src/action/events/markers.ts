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
