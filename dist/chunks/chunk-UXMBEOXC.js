#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-WVJJPJTY.js";

// src/core/messages.ts
var ToolCallSchema = external_exports.object({
  id: external_exports.string(),
  type: external_exports.literal("function").default("function"),
  function: external_exports.object({ name: external_exports.string(), arguments: external_exports.string() })
});
var MessageSchema = external_exports.object({
  role: external_exports.enum(["user", "assistant", "tool", "system"]),
  content: external_exports.string().nullable(),
  tool_calls: external_exports.array(ToolCallSchema).optional(),
  tool_call_id: external_exports.string().optional(),
  name: external_exports.string().optional()
});
var UsageSchema = external_exports.object({
  input_tokens: external_exports.number().int().nonnegative(),
  output_tokens: external_exports.number().int().nonnegative()
});

export {
  MessageSchema,
  UsageSchema
};
