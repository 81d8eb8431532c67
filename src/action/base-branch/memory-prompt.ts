/**
 * The learnings as they join the system prompt, after the standing
 * instructions: all of them when they fit the budget, else the ones sharing
 * the most words with the current subject first (in file order among
 * equals), as many as fit.
 */
import { type Learning, MEMORY_FILE } from "./memory-file.ts";

/** About 2,000 tokens at four characters a token: guidance, not a library. */
export const LEARNINGS_BUDGET_CHARS = 8_000;

/** What the current run is about: the subject's title, body and changed files. */
export interface Relevance {
  title?: string;
  body?: string;
  files?: readonly string[];
}

export function learningsPrompt(
  learnings: readonly Learning[],
  relevance: Relevance,
  budget = LEARNINGS_BUDGET_CHARS,
): string {
  if (learnings.length === 0) return "";
  const lines = learnings.map((l) => ({ learning: l, line: lineOf(l) }));
  const total = lines.reduce((n, l) => n + l.line.length + 1, 0);
  let chosen = lines;
  if (total > budget) {
    const words = wordsOf([relevance.title, relevance.body, ...(relevance.files ?? [])].join(" "));
    const scored = lines.map((l) => ({ ...l, score: overlap(wordsOf(l.learning.text), words) }));
    // Array.prototype.sort is stable: equal scores keep the file's order.
    scored.sort((a, b) => b.score - a.score);
    chosen = [];
    let used = 0;
    for (const l of scored) {
      if (used + l.line.length + 1 > budget) continue;
      chosen.push(l);
      used += l.line.length + 1;
    }
    chosen.sort((a, b) => a.learning.number - b.learning.number);
  }
  if (chosen.length === 0) return "";
  const left = learnings.length - chosen.length;
  return [
    "# What the maintainers taught Baton",
    "",
    `Each item is a maintainer's learning, recorded with \`@baton remember:\` and reviewed in the repository's \`${MEMORY_FILE}\`. Follow them in this repository unless the maintainer asking now says otherwise.${left ? ` (${left} less relevant learnings are left out for length.)` : ""}`,
    "",
    ...chosen.map((l) => l.line),
  ].join("\n");
}

function lineOf(learning: Learning): string {
  return `- ${learning.text}${learning.by ? ` (a maintainer's learning, taught by @${learning.by})` : " (a maintainer's learning)"}`;
}

/** Lower-case words of three letters or more: "the" and "a" say nothing about relevance. */
function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(/[\p{L}\p{N}_]{3,}/gu)) words.add(word);
  return words;
}

function overlap(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const word of a) if (b.has(word)) n++;
  return n;
}
