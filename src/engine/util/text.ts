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

/** A whole number with thousands separators, as reports and footers show token counts: 12,345. */
export const count = (n: number): string => n.toLocaleString("en-US");
