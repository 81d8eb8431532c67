export interface CutOptions {
  /** What `max` counts: characters (UTF-16 units, never splitting a pair) or UTF-8 bytes. */
  unit?: "chars" | "bytes";
  /** Keep the head (default), or the head and the tail with the note between them. */
  keep?: "head" | "ends";
  /** What stands where text was cut, told how much was cut (in the unit) and what was kept before it. */
  note?: (cut: number, head: string) => string;
  /** Room the note may take out of `max`, so the result stays within it. */
  room?: number;
  /**
   * Applied before the cut: a cut through a secret would leave a piece the
   * redactor's patterns no longer recognize, so text that leaves the process
   * is redacted whole first.
   */
  redact?: (text: string) => string;
}

/**
 * The one way Baton shortens text: at most `max` (less `room`) units of it,
 * and a note saying what was cut. Tool outputs, log lines, comment bodies,
 * quoted names and long messages all go through here.
 */
export function cut(whole: string, max: number, options: CutOptions = {}): string {
  const { unit = "chars", keep = "head", note = () => "…", room = 0, redact } = options;
  const text = redact ? redact(whole) : whole;
  const size = unit === "bytes" ? Buffer.byteLength(text, "utf8") : text.length;
  if (size <= max) return text;
  const keepUnits = Math.max(0, max - room);
  if (keep === "ends") {
    const half = Math.floor(keepUnits / 2);
    const start = head(text, half, unit);
    const end = half ? tail(text, half, unit) : "";
    return `${start}${note(size - lengthIn(start, unit) - lengthIn(end, unit), start)}${end}`;
  }
  const start = head(text, keepUnits, unit);
  return `${start}${note(size - lengthIn(start, unit), start)}`;
}

const lengthIn = (text: string, unit: "chars" | "bytes") =>
  unit === "bytes" ? Buffer.byteLength(text, "utf8") : text.length;

/** The first `n` units, backing off so no character (surrogate pair or UTF-8 sequence) is split. */
function head(text: string, n: number, unit: "chars" | "bytes"): string {
  if (unit === "bytes") {
    const bytes = Buffer.from(text, "utf8");
    let end = Math.min(n, bytes.length);
    while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
    return bytes.subarray(0, end).toString("utf8");
  }
  let end = Math.min(n, text.length);
  if (end > 0 && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** The last `n` units, moving forward so no character is split. */
function tail(text: string, n: number, unit: "chars" | "bytes"): string {
  if (unit === "bytes") {
    const bytes = Buffer.from(text, "utf8");
    let start = Math.max(0, bytes.length - n);
    while (start < bytes.length && (bytes[start]! & 0xc0) === 0x80) start++;
    return bytes.subarray(start).toString("utf8");
  }
  let start = Math.max(0, text.length - n);
  if (start < text.length && /[\uDC00-\uDFFF]/.test(text[start]!)) start++;
  return text.slice(start);
}

/** At most `max` characters, with an ellipsis when cut: for names and values quoted in messages. */
export function clip(text: string, max: number): string {
  return cut(text, max);
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
  return cut(text, max, { keep: "ends", note: (n) => `\n[… ${n} characters cut …]\n` });
}

/** A whole number with thousands separators, as reports and footers show token counts: 12,345. */
export const count = (n: number): string => n.toLocaleString("en-US");

/** `1 message`, `12,345 messages`: a count and its noun, which takes an s unless there is one. */
export const plural = (n: number, noun: string): string => `${count(n)} ${noun}${n === 1 ? "" : "s"}`;

/** `$0.0123`: cents are too coarse for one run, more digits are noise. */
export function formatUsd(usd: number): string {
  if (usd === 0) return "$0";
  return usd >= 1 ? `$${usd.toFixed(2)}` : `$${usd.toPrecision(2).replace(/0+$/, "")}`;
}
