#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  _enum,
  array,
  literal,
  number,
  object,
  string
} from "./chunk-FLXSCLV4.js";

// src/engine/messages.ts
var ToolCallSchema = object({
  id: string(),
  type: literal("function").default("function"),
  function: object({ name: string(), arguments: string() })
});
var MessageSchema = object({
  role: _enum(["user", "assistant", "tool", "system"]),
  content: string().nullable(),
  tool_calls: array(ToolCallSchema).optional(),
  tool_call_id: string().optional(),
  name: string().optional(),
  /**
   * The reasoning a thinking model (DeepSeek, Kimi) gave with an assistant message's tool calls:
   * those servers refuse the calls sent back without it. Kept only beside tool calls.
   */
  reasoning_content: string().optional()
});
var UsageSchema = object({
  input_tokens: number().int().nonnegative(),
  output_tokens: number().int().nonnegative()
});

export {
  MessageSchema,
  UsageSchema
};
