#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  MessageSchema,
  UsageSchema
} from "./chunk-UXMBEOXC.js";
import {
  external_exports
} from "./chunk-WVJJPJTY.js";

// src/core/log/entries.ts
var SessionHeaderSchema = external_exports.object({
  type: external_exports.literal("session"),
  version: external_exports.literal(1),
  id: external_exports.string(),
  repo: external_exports.string().optional(),
  created_at: external_exports.string(),
  /**
   * Saves so far: each upload writes one more than any state it merged. A
   * newer upload with a lower generation is an older state uploaded again,
   * and is not resumed. Absent in states written before it was kept: 0.
   */
  generation: external_exports.number().int().nonnegative().optional()
});
var base = {
  id: external_exports.string().min(1),
  parent_id: external_exports.string().nullable(),
  timestamp: external_exports.string()
};
var MessageEntrySchema = external_exports.object({
  ...base,
  type: external_exports.literal("message"),
  message: MessageSchema,
  usage: UsageSchema.optional(),
  /** The message's tokens, counted once when it was written: a resume does not count them again. */
  tokens: external_exports.number().int().nonnegative().optional()
});
var CompactionEntrySchema = external_exports.object({
  ...base,
  type: external_exports.literal("compaction"),
  summary: external_exports.string().optional(),
  /** Null: the compaction covers everything before itself. */
  first_kept_entry_id: external_exports.string().nullable(),
  tokens_before: external_exports.number(),
  tokens_after: external_exports.number(),
  strategy: external_exports.enum(["summarize", "mask", "hybrid"]),
  recipe: external_exports.string().optional(),
  /** A mask compaction may carry the masked messages instead of a summary. */
  messages: external_exports.array(MessageSchema).optional()
});
var MutationEntrySchema = external_exports.object({
  ...base,
  type: external_exports.literal("mutation"),
  messages: external_exports.array(MessageSchema),
  source: external_exports.string().optional()
});
var StackPopEntrySchema = external_exports.object({
  ...base,
  type: external_exports.literal("stack_pop"),
  back_to_entry_id: external_exports.string(),
  summary: external_exports.string(),
  pre_pop_summary: external_exports.string().optional()
});
var RunEntrySchema = external_exports.object({
  ...base,
  type: external_exports.literal("run"),
  // Other writers have stored it as a number: read it, write it as text.
  run_id: external_exports.union([external_exports.string(), external_exports.number().transform(String)]),
  trigger: external_exports.string(),
  recipe: external_exports.string(),
  status: external_exports.string(),
  usage: UsageSchema.optional(),
  head_sha: external_exports.string().nullable().optional(),
  /** Tokens in the context when the run ended (absent in logs written before it was recorded). */
  context_tokens: external_exports.number().optional()
});
var CustomEntrySchema = external_exports.object({
  ...base,
  type: external_exports.literal("custom"),
  custom_type: external_exports.string(),
  data: external_exports.unknown()
});
var KnownEntrySchema = external_exports.discriminatedUnion("type", [
  MessageEntrySchema,
  CompactionEntrySchema,
  MutationEntrySchema,
  StackPopEntrySchema,
  RunEntrySchema,
  CustomEntrySchema
]);
var UnknownEntrySchema = external_exports.looseObject({ ...base, type: external_exports.string() });
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
  KNOWN_ENTRY_TYPES,
  isUnknownEntry,
  known
};
