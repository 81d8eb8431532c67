#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  MessageSchema,
  UsageSchema
} from "./chunk-YU4EEEZD.js";
import {
  _enum,
  array,
  discriminatedUnion,
  literal,
  looseObject,
  number,
  object,
  string,
  union,
  unknown
} from "./chunk-FLXSCLV4.js";

// src/engine/log/entries.ts
var SessionHeaderSchema = object({
  type: literal("session"),
  version: literal(1),
  id: string(),
  repo: string().optional(),
  created_at: string(),
  /**
   * Saves so far: each upload writes one more than any state it merged. A
   * newer upload with a lower generation is an older state uploaded again,
   * and is not resumed. Absent in states written before it was kept: 0.
   */
  generation: number().int().nonnegative().optional(),
  /**
   * Every saved state of the conversation up to this sequence number of its
   * store (an artifact id) is merged into this log, so a load reads only the
   * states saved after it. Absent in states written before saves merged.
   */
  merged_through: number().int().nonnegative().optional()
});
var base = {
  id: string().min(1),
  parent_id: string().nullable(),
  timestamp: string()
};
var MessageEntrySchema = object({
  ...base,
  type: literal("message"),
  message: MessageSchema,
  usage: UsageSchema.optional(),
  /** The message's tokens, counted once when it was written: a resume does not count them again. */
  tokens: number().int().nonnegative().optional()
});
var CompactionEntrySchema = object({
  ...base,
  type: literal("compaction"),
  summary: string().optional(),
  /** Null: the compaction covers everything before itself. */
  first_kept_entry_id: string().nullable(),
  tokens_before: number(),
  tokens_after: number(),
  strategy: _enum(["summarize", "mask", "hybrid"]),
  recipe: string().optional(),
  /** A mask compaction may carry the masked messages instead of a summary. */
  messages: array(MessageSchema).optional()
});
var MutationEntrySchema = object({
  ...base,
  type: literal("mutation"),
  messages: array(MessageSchema),
  source: string().optional()
});
var StackPopEntrySchema = object({
  ...base,
  type: literal("stack_pop"),
  back_to_entry_id: string(),
  summary: string(),
  pre_pop_summary: string().optional()
});
var RunEntrySchema = object({
  ...base,
  type: literal("run"),
  // Other writers have stored it as a number: read it, write it as text.
  run_id: union([string(), number().transform(String)]),
  trigger: string(),
  recipe: string(),
  status: string(),
  usage: UsageSchema.optional(),
  head_sha: string().nullable().optional(),
  /** Tokens in the context when the run ended (absent in logs written before it was recorded). */
  context_tokens: number().optional(),
  /** Dollars the run's model calls cost, where the model's price was known. */
  cost_usd: number().nonnegative().optional(),
  /** Why a run stopped short or failed, in the words the user was told. */
  reason: string().optional()
});
var CustomEntrySchema = object({
  ...base,
  type: literal("custom"),
  custom_type: string(),
  data: unknown()
});
var KnownEntrySchema = discriminatedUnion("type", [
  MessageEntrySchema,
  CompactionEntrySchema,
  MutationEntrySchema,
  StackPopEntrySchema,
  RunEntrySchema,
  CustomEntrySchema
]);
var UnknownEntrySchema = looseObject({ ...base, type: string() });
var COVERING_ENTRY_TYPES = /* @__PURE__ */ new Set(["compaction", "mutation", "stack_pop"]);
var KNOWN_ENTRY_TYPES = /* @__PURE__ */ new Set(["message", "compaction", "mutation", "stack_pop", "run", "custom"]);
function isUnknownEntry(entry) {
  return !KNOWN_ENTRY_TYPES.has(entry.type);
}
function known(entry) {
  return entry === void 0 || isUnknownEntry(entry) ? null : entry;
}

export {
  SessionHeaderSchema,
  KnownEntrySchema,
  UnknownEntrySchema,
  COVERING_ENTRY_TYPES,
  KNOWN_ENTRY_TYPES,
  isUnknownEntry,
  known
};
