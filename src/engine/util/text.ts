/** At most `max` characters, with an ellipsis when cut: for names and values quoted in messages. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Zod's issues on one line: "path: problem; path: problem" (`whole` names an issue at the root). */
export function describeIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  whole?: string,
): string {
  return issues
    .map((issue) => {
      const at = issue.path.map(String).join(".") || whole;
      return at ? `${at}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

/**
 * At most about `max` characters, keeping the head and the tail and saying in
 * between how much was cut: for long text whose end matters as much as its
 * start (a tool's output, a pasted log, a long request).
 */
export function clipMiddle(text: string, max: number): string {
  if (text.length <= max) return text;
  const half = Math.max(0, Math.floor(max / 2));
  return `${text.slice(0, half)}\n[… ${text.length - 2 * half} characters cut …]\n${half ? text.slice(-half) : ""}`;
}
