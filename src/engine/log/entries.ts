import * as z from "zod";
import { MessageSchema, UsageSchema } from "../messages.ts";

/** Line 1 of every session.jsonl (docs/design.md#state-format). */
export const SessionHeaderSchema = z.object({
  type: z.literal("session"),
  version: z.literal(1),
  id: z.string(),
  repo: z.string().optional(),
  created_at: z.string(),
  /**
   * Saves so far: each upload writes one more than any state it merged. A
   * newer upload with a lower generation is an older state uploaded again,
   * and is not resumed. Absent in states written before it was kept: 0.
   */
  generation: z.number().int().nonnegative().optional(),
  /**
   * Every saved state of the conversation up to this sequence number of its
   * store (an artifact id) is merged into this log, so a load reads only the
   * states saved after it. Absent in states written before saves merged.
   */
  merged_through: z.number().int().nonnegative().optional(),
});
export type SessionHeader = z.infer<typeof SessionHeaderSchema>;

const base = {
  id: z.string().min(1),
  parent_id: z.string().nullable(),
  timestamp: z.string(),
};

export const MessageEntrySchema = z.object({
  ...base,
  type: z.literal("message"),
  message: MessageSchema,
  usage: UsageSchema.optional(),
  /** The message's tokens, counted once when it was written: a resume does not count them again. */
  tokens: z.number().int().nonnegative().optional(),
});

export const CompactionEntrySchema = z.object({
  ...base,
  type: z.literal("compaction"),
  summary: z.string().optional(),
  /** Null: the compaction covers everything before itself. */
  first_kept_entry_id: z.string().nullable(),
  tokens_before: z.number(),
  tokens_after: z.number(),
  strategy: z.enum(["summarize", "mask", "hybrid"]),
  recipe: z.string().optional(),
  /** A mask compaction may carry the masked messages instead of a summary. */
  messages: z.array(MessageSchema).optional(),
});

export const MutationEntrySchema = z.object({
  ...base,
  type: z.literal("mutation"),
  messages: z.array(MessageSchema),
  source: z.string().optional(),
});

export const StackPopEntrySchema = z.object({
  ...base,
  type: z.literal("stack_pop"),
  back_to_entry_id: z.string(),
  summary: z.string(),
  pre_pop_summary: z.string().optional(),
});

export const RunEntrySchema = z.object({
  ...base,
  type: z.literal("run"),
  // Other writers have stored it as a number: read it, write it as text.
  run_id: z.union([z.string(), z.number().transform(String)]),
  trigger: z.string(),
  recipe: z.string(),
  status: z.string(),
  usage: UsageSchema.optional(),
  head_sha: z.string().nullable().optional(),
  /** Tokens in the context when the run ended (absent in logs written before it was recorded). */
  context_tokens: z.number().optional(),
  /** Dollars the run's model calls cost, where the model's price was known. */
  cost_usd: z.number().nonnegative().optional(),
  /** Why a run stopped short or failed, in the words the user was told. */
  reason: z.string().optional(),
});

export const CustomEntrySchema = z.object({
  ...base,
  type: z.literal("custom"),
  custom_type: z.string(),
  data: z.unknown(),
});

export const KnownEntrySchema = z.discriminatedUnion("type", [
  MessageEntrySchema,
  CompactionEntrySchema,
  MutationEntrySchema,
  StackPopEntrySchema,
  RunEntrySchema,
  CustomEntrySchema,
]);

/** Entry types written by a newer Baton or an extension: kept, ignored. */
export const UnknownEntrySchema = z.looseObject({ ...base, type: z.string() });

export type MessageEntry = z.infer<typeof MessageEntrySchema>;
export type CompactionEntry = z.infer<typeof CompactionEntrySchema>;
export type MutationEntry = z.infer<typeof MutationEntrySchema>;
export type StackPopEntry = z.infer<typeof StackPopEntrySchema>;
export type RunEntry = z.infer<typeof RunEntrySchema>;
export type CustomEntry = z.infer<typeof CustomEntrySchema>;
export type KnownEntry = z.infer<typeof KnownEntrySchema>;
/**
 * An entry this version does not interpret: of a type it does not know
 * (`unknown: true`, kept as read), or a line it could not read at all
 * (`unknown: "unreadable"`, kept as its exact text in `raw`). Both are carried
 * into every later save and left out of the context.
 */
export type UnknownEntry = z.infer<typeof UnknownEntrySchema> &
  ({ readonly unknown: true } | { readonly unknown: "unreadable"; readonly raw: string });
export type Entry = KnownEntry | UnknownEntry;

/** Entry types that replace a stretch of the log in the context. */
export const COVERING_ENTRY_TYPES: ReadonlySet<string> = new Set(["compaction", "mutation", "stack_pop"]);

export const KNOWN_ENTRY_TYPES = new Set(["message", "compaction", "mutation", "stack_pop", "run", "custom"]);

/** What a caller supplies to append: the log fills in id, parent_id, timestamp. */
export type NewEntry = KnownEntry extends infer E
  ? E extends KnownEntry
    ? Omit<E, "id" | "parent_id" | "timestamp">
    : never
  : never;

export function isUnknownEntry(entry: Entry): entry is UnknownEntry {
  return !KNOWN_ENTRY_TYPES.has(entry.type);
}

/** The entry as one of the types Baton understands, or null for an unknown one. */
export function known(entry: Entry | undefined): KnownEntry | null {
  return entry === undefined || isUnknownEntry(entry) ? null : (entry as KnownEntry);
}
