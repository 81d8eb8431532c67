/**
 * Where text holds a secret by secretlint's recommended rules: a maintained
 * set (GitHub, GitLab, OpenAI, Anthropic, AWS, GCP, Slack, Stripe, npm,
 * private keys, basic auth in URLs, database connection strings, …) that the
 * redactor applies besides its own patterns and the registered values.
 * secretlint runs its rules through an async linter; these rules report
 * synchronously (only the PKCS#12 one, for binary files, awaits, and text is
 * never that), so they are run here directly, once per text, with a context
 * that only collects ranges.
 */
import { rules } from "@secretlint/secretlint-rule-preset-recommend";

interface Source {
  content: string;
  filePath: string;
  ext: string;
  contentType: "text";
  indexToPosition(index: number): { line: number; column: number };
  locationToRange(location: unknown): [number, number];
}
interface RuleContext {
  report(descriptor: { range?: readonly [number, number] }): void;
  ignore(): void;
  registerRule(): void;
  createTranslator(): (id: string) => string;
}
interface Rule {
  create(context: RuleContext, options: object): { file?(source: Source): unknown };
}

let found: [number, number][] = [];
const handlers = (rules as unknown as Rule[]).map((rule) =>
  rule.create(
    {
      report: ({ range }) => {
        if (range && range[1] > range[0]) found.push([range[0], range[1]]);
      },
      ignore: () => {},
      registerRule: () => {},
      createTranslator: () => (id) => id,
    },
    {},
  ),
);

/** Shorter text holds no secret any of the rules knows. */
const MIN_LENGTH = 8;

/** The ranges of `text` the rules report as secrets, sorted and merged. */
export function secretRanges(text: string): [number, number][] {
  if (text.length < MIN_LENGTH) return [];
  found = [];
  const source: Source = {
    content: text,
    filePath: "text.txt",
    ext: ".txt",
    contentType: "text",
    indexToPosition: () => ({ line: 1, column: 0 }),
    locationToRange: () => [0, 0],
  };
  for (const handler of handlers) {
    const pending = handler.file?.(source);
    // A rule that awaits reads binary files only; nothing waits on it for text.
    if (pending instanceof Promise) pending.catch(() => {});
  }
  const sorted = found.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
