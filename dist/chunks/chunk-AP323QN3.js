#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  _enum,
  array,
  literal,
  number,
  object,
  string
} from "./chunk-KFU373OM.js";

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
  name: string().optional()
});
var UsageSchema = object({
  input_tokens: number().int().nonnegative(),
  output_tokens: number().int().nonnegative()
});

export {
  MessageSchema,
  UsageSchema
};
