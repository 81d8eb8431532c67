import { ledgerBudget, withLedger } from "../engine/compaction/instructions.ts";
import {
  isSummaryBlock,
  isUserBlock,
  transcriptBlocks,
  transcriptText,
  trimOldest,
} from "../engine/compaction/transcript.ts";
import { checkWritable } from "../engine/compaction/writable.ts";
import { failure, inputError } from "../engine/errors.ts";
import type { Extension, ExtensionAPI } from "../engine/hooks/extensions.ts";
import {
  buildContext,
  buildUnrepairedContext,
  type ContextMessage,
  repairToolPairs,
} from "../engine/log/context-builder.ts";
import { COVERING_ENTRY_TYPES, type Entry, known, type MutationEntry } from "../engine/log/entries.ts";
import { JOIN_SOURCE } from "../engine/log/merge-logs.ts";
import { contextTokens, textTokens } from "../engine/log/tokens.ts";

const POP_PROMPT = `You are folding a stretch of a conversation into a short record, because the user chose to set that work aside and return to where the conversation stood before it. The messages that follow are the work being set aside.

Write a concise record of it for whoever carries on: what was asked, what was tried, what was found (exact file paths, commands, error messages, identifiers), what was decided, and what was left unfinished. Keep the user's own requests word for word as quotes. Output only the record, no preamble.`;

const PRE_POP_PROMPT = `You are summarizing the beginning of a conversation, up to a point the user is returning to. Later work has been set aside and is summarized separately; describe only the messages that follow.

Write a concise summary for whoever carries on: the objective, every instruction the users gave (quoted word for word), decisions, files and identifiers, errors, and where things stood at the end. Output only the summary, no preamble.`;

/**
 * `/pop [n]` and `baton pop [N]` (docs/design.md#extensions, docs/design.md#building-the-context): user turn n and everything
 * after it are folded into a summary, and the context returns to where it
 * stood before turn n. Built on the extension API only: the core knows
 * nothing of stacking beyond the `stack_pop` entry it builds contexts from.
 */
export const popExtension: Extension = (api) => {
  api.command("pop", {
    usage: "[n]",
    description:
      "fold user turn N (default: the last) and the work after it into a summary, and return to before it",
    handler: ({ args }) => pop(api, args),
  });
};

async function pop(api: ExtensionAPI, args: string[]): Promise<string> {
  const entries = api.entries;
  const turns = turnsOnTheStack(entries);
  if (!turns.length) throw inputError("the conversation has no user turns to pop");
  if (args.length > 1) throw inputError(`takes one user turn number at most (got "${args.join(" ")}")`);
  const n = args[0] === undefined ? turns.length : /^\d+$/.test(args[0]) ? Number(args[0]) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > turns.length)
    throw inputError(`N must be a user turn from 1 to ${turns.length} (got "${args[0]}")`);
  const back = turns[n - 1]!;
  const backId = entries[back]!.id;
  // Before a join, the log is two runs' lines side by side, and a summary of what stands before
  // turn n would be written from one of them: only what came after the join can be set aside.
  const joined = entries.findLastIndex((e) => {
    const k = known(e);
    return k?.type === "mutation" && k.source === JOIN_SOURCE;
  });
  if (back < joined) {
    const first = turns.findIndex((t) => t > joined);
    throw inputError(
      `user turn ${n} comes before the work of two runs at once was joined; ${first < 0 ? "no turn since can be popped" : `/pop can go back to turn ${first + 1} at the earliest`}`,
    );
  }
  // A read-only log is found before a summary is paid for.
  await checkWritable(api.conversation.file);

  const before = buildContext(entries);
  // Turn n hidden inside an earlier compaction: that compaction's summary also tells of the work
  // being popped, so the part before turn n gets a summary of its own (the pre-pop summary).
  const crossing = !before.some((m) => m.entryId === backId);
  const summary = await summarize(api, POP_PROMPT, buildContext(ownStretch(entries, back)));
  // The pre-pop summary stands where an earlier compaction's did: it carries the users' words on as that one did.
  // Nothing before turn n (it is the first): no pre-pop summary of nothing.
  const kept = crossing ? buildContext(entries.slice(0, back)) : [];
  const prePop =
    kept.length > 0
      ? withLedger(await summarize(api, PRE_POP_PROMPT, kept), kept, ledgerBudget(api.contextWindow))
      : undefined;

  await api.saveEntry({
    type: "stack_pop",
    back_to_entry_id: backId,
    summary,
    ...(prePop !== undefined ? { pre_pop_summary: prePop } : {}),
  });
  api.rebuildContext();
  const after = api.conversation.context();
  return `popped ${api.conversation.id} back to before user turn ${n} of ${turns.length}: messages ${before.length} → ${after.length}, tokens ${contextTokens(before)} → ${contextTokens(after)}${prePop !== undefined ? " (with a pre-pop summary of what came before)" : ""}`;
}

/**
 * Log positions of the user turns still on the stack: every user message
 * that no earlier pop set aside. A turn inside a compaction is still on it
 * (compaction only shortens what the model reads); a popped one is not, so
 * `/pop` twice pops two turns, never the same one again.
 */
export function turnsOnTheStack(entries: readonly Entry[]): number[] {
  const position = new Map<string, number>();
  // depth[i] > 0: entry i lies inside a popped stretch (counted with a difference array: linear).
  const depth = new Int32Array(entries.length + 1);
  for (let i = 0; i < entries.length; i++) {
    const e = known(entries[i]);
    position.set(entries[i]!.id, i);
    if (e?.type !== "stack_pop") continue;
    const back = position.get(e.back_to_entry_id);
    if (back === undefined) continue;
    depth[back]!++;
    depth[i]!--;
  }
  const out: number[] = [];
  let popped = 0;
  for (let i = 0; i < entries.length; i++) {
    popped += depth[i]!;
    const e = known(entries[i]);
    if (popped === 0 && e?.type === "message" && e.message.role === "user") out.push(i);
  }
  return out;
}

/**
 * The stretch being popped, as its own entries tell it. Compaction summaries,
 * a hook's mutation (a whole context of its own) and earlier pops' pre-pop
 * summaries also tell of turns before the stretch, which this pop was not
 * asked to fold, so they are left out and the messages they covered are read
 * as they were written; of a mutation, only what the hook appended is kept.
 */
export function ownStretch(entries: readonly Entry[], back: number): Entry[] {
  const out: Entry[] = [];
  // The context as it stood before entry i, for the mutations' sake, kept as the stretch is read:
  // a mutation's is its own messages (it covers all before it), a message extends it, and after
  // any other covering entry it is built again when a mutation next needs it. So many mutations
  // cost no build of the log each.
  let before: ContextMessage[] | undefined;
  for (let i = back; i < entries.length; i++) {
    const raw = entries[i]!;
    const e = known(raw);
    if (e?.type === "mutation") {
      before ??= buildUnrepairedContext(entries.slice(0, i));
      out.push(...hookAdded(repairToolPairs(before), e));
      before = e.messages.map((message) => ({ message, entryId: null, cover: e.id }));
      continue;
    }
    if (e?.type === "message") before?.push({ message: e.message, entryId: e.id });
    else if (e && COVERING_ENTRY_TYPES.has(e.type)) before = undefined;
    if (e?.type === "compaction") continue;
    if (e?.type === "stack_pop" && e.pre_pop_summary !== undefined) {
      const { pre_pop_summary: _, ...rest } = e;
      out.push(rest);
    } else out.push(raw);
  }
  return out;
}

/**
 * What a hook's mutation appended to the context it was given: set aside with
 * the stretch rather than lost, each as a message of its own named after the
 * mutation. A mutation that rewrote that context tells of turns before the
 * stretch too, and is left out as a compaction is.
 */
function hookAdded(given: readonly ContextMessage[], mutation: MutationEntry): Entry[] {
  const kept =
    mutation.messages.length >= given.length &&
    given.every((m, k) => JSON.stringify(m.message) === JSON.stringify(mutation.messages[k]));
  if (!kept) return [];
  const { parent_id, timestamp } = mutation;
  return mutation.messages
    .slice(given.length)
    .map((message, k) => ({ id: `${mutation.id}#${k}`, parent_id, timestamp, type: "message", message }));
}

async function summarize(api: ExtensionAPI, system: string, messages: ContextMessage[]): Promise<string> {
  if (!messages.length) return "(nothing)";
  // Room for the prompt and the answer: the oldest of a long stretch is left out rather than overflow.
  const room = Math.floor(api.contextWindow * 0.75) - textTokens(system);
  // What the users asked for stays: the oldest of a popped stretch is the request being popped.
  const blocks = trimOldest(transcriptBlocks(messages), room, (b) => isSummaryBlock(b) || isUserBlock(b));
  const text = await api.complete([{ role: "user", content: transcriptText(blocks) }], { system });
  const trimmed = text.trim();
  if (!trimmed) throw failure("the model returned an empty summary");
  return trimmed;
}
