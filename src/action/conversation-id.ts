/** The conversation of an issue or a pull request: `issue-12`, `pr-7` (also its state artifact's name). */
export const conversationId = (kind: "issue" | "pr", number: number): string => `${kind}-${number}`;

/** The conversation of the issue or PR a comment is on. */
export const conversationOfComment = (route: { issue: { isPullRequest: boolean; number: number } }): string =>
  conversationId(route.issue.isPullRequest ? "pr" : "issue", route.issue.number);
