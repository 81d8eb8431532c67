import type { ContextMessage } from "../log/context-builder.ts";
import { textTokens } from "../log/tokens.ts";
import { clipMiddle } from "../util/text.ts";

export const LEDGER_HEADING = "## User messages, verbatim (kept by Baton across compactions)";
/**
 * The ledger may hold this many tokens: the smaller of 20k (what Codex keeps
 * of the user's messages) and 30 % of the window, so a long conversation keeps
 * the user's words verbatim as far back as a window allows. Beyond it the
 * oldest go, and are left to the summary.
 */
export function ledgerBudget(contextWindow: number): number {
  return Math.max(0, Math.min(20_000, Math.floor(contextWindow * 0.3)));
}
/** One message longer than this keeps its head and tail (a pasted log is not an instruction). */
const MAX_MESSAGE_CHARS = 8_000;
/** A message cut to fit what is left of the budget keeps at least this much, else it is left to the summary. */
const MIN_CUT_TOKENS = 100;

/**
 * What the users wrote, carried word for word under every summary (so the
 * user's own instructions survive every compaction; docs/design.md#compaction). A model's summary
 * is asked to quote them too, but only this part is guaranteed: it does not
 * depend on what the summarizer chose to keep.
 */
export function withLedger(summary: string, covered: readonly ContextMessage[], budget: number): string {
  const own = stripLedger(summary).trim();
  const carried = covered.filter((m) => m.summary).flatMap((m) => readLedger(m.message.content ?? ""));
  const fresh = covered
    .filter((m) => !m.summary && m.entryId !== null && m.message.role === "user")
    .map((m) => (m.message.content ?? "").trim())
    .filter((text) => text && !isBareCommand(text));
  const ledger = capLedger(dedupe([...carried, ...fresh]), budget);
  if (!ledger.items.length) return own;
  const note = ledger.dropped
    ? `\n\n(The ${ledger.dropped} oldest user messages no longer fit here; the summary above carries them.)`
    : "";
  return `${own}\n\n${LEDGER_HEADING}${note}\n\n${ledger.items.map(quote).join("\n\n")}`;
}

/** The ledger entries of an earlier summary (it may sit inside a summary message's intro text). */
export function readLedger(text: string): string[] {
  const at = text.indexOf(LEDGER_HEADING);
  if (at < 0) return [];
  return text
    .slice(at + LEDGER_HEADING.length)
    .split(/\n\s*\n/)
    .filter((block) => block.startsWith(">"))
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.replace(/^> ?/, ""))
        .join("\n"),
    );
}

function stripLedger(summary: string): string {
  const at = summary.indexOf(LEDGER_HEADING);
  return at < 0 ? summary : summary.slice(0, at);
}

/** `/run pr-review`, `/compact`: commands to the bot, not instructions worth keeping. */
function isBareCommand(text: string): boolean {
  return /^\/[\w-]+(\s+[\w.-]+)?(\s+[\w.-]+=\S*)*$/.test(text);
}

function dedupe(items: string[]): string[] {
  return [...new Set(items)];
}

/**
 * The newest messages that fit in the budget. As Codex does, the first one
 * that does not fit whole is cut to what is left, head and tail kept with a
 * note of what was cut, and the newest always stands: one long message never
 * empties the ledger.
 */
function capLedger(items: string[], budget: number): { items: string[]; dropped: number } {
  const out: string[] = [];
  let left = budget;
  let i = items.length - 1;
  for (; i >= 0; i--) {
    const item = clipMiddle(items[i]!, MAX_MESSAGE_CHARS);
    const cost = textTokens(item) + 2;
    if (cost <= left) {
      out.unshift(item);
      left -= cost;
      continue;
    }
    if (!out.length || left >= MIN_CUT_TOKENS) {
      out.unshift(cutToTokens(item, Math.max(left, MIN_CUT_TOKENS)));
      i--;
    }
    break;
  }
  return { items: out, dropped: i + 1 };
}

/** Head and tail of `text` in about `tokens` tokens (measured, then scaled: tokens are not spread evenly). */
function cutToTokens(text: string, tokens: number): string {
  let max = text.length;
  for (let pass = 0; pass < 4; pass++) {
    max = Math.floor((max * tokens * 0.9) / Math.max(1, textTokens(clipMiddle(text, max)) + 2));
    if (textTokens(clipMiddle(text, max)) + 2 <= tokens) break;
  }
  return clipMiddle(text, max);
}

function quote(text: string): string {
  return text
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
}
