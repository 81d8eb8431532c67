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
 * The candidates a mistyped `name` most likely meant, closest first: those
 * that contain it or that it contains, and those within a few edits. For
 * "did you mean" in messages; names are short, so the quadratic edit
 * distance is bounded by their length (64 characters at most are compared).
 */
export function closeMatches(name: string, candidates: readonly string[], most = 3): string[] {
  const wanted = name.toLowerCase().slice(0, 64);
  const scored: { candidate: string; score: number }[] = [];
  for (const candidate of candidates) {
    const c = candidate.toLowerCase().slice(0, 64);
    const contains = wanted.length >= 2 && (c.includes(wanted) || wanted.includes(c));
    const distance = editDistance(wanted, c);
    if (contains || distance <= Math.max(2, Math.floor(wanted.length / 3)))
      scored.push({ candidate, score: contains ? Math.min(distance, 1) : distance });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, most)
    .map((s) => s.candidate);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** ` (did you mean "a" or "b"?)`, or nothing when there is no close match. */
export function didYouMean(name: string, candidates: readonly string[]): string {
  const matches = closeMatches(name, candidates).map((m) => JSON.stringify(m));
  if (matches.length === 0) return "";
  const last = matches.pop() as string;
  return ` (did you mean ${matches.length ? `${matches.join(", ")} or ${last}` : last}?)`;
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

/** A whole number with thousands separators, as reports and footers show token counts: 12,345. */
export const count = (n: number): string => n.toLocaleString("en-US");
