/** The conversation of an issue or a pull request: `issue-12`, `pr-7` (also its state artifact's name). */
export const conversationId = (kind: "issue" | "pr", number: number): string => `${kind}-${number}`;
