#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  MessageSchema
} from "./chunk-AP323QN3.js";
import {
  _enum,
  array,
  boolean,
  clip,
  discriminatedUnion,
  literal,
  object,
  record,
  strictObject,
  string,
  union,
  unknown
} from "./chunk-KFU373OM.js";

// src/engine/hooks/events.ts
var HOOK_EVENTS = [
  "user_message_send",
  "pre_llm_request",
  "context",
  "before_tool_call",
  "after_tool_call",
  "turn_end",
  "agent_stop",
  "before_compact",
  "after_compact"
];
function isHookEvent(name) {
  return HOOK_EVENTS.includes(name);
}
var Blocked = object({ blocked: literal(true), reason: string().default("blocked by a hook") });
var ResultSchemas = {
  user_message_send: Blocked,
  before_tool_call: union([Blocked, object({ input: record(string(), unknown()) })]),
  after_tool_call: object({ output: string() }),
  pre_llm_request: object({}).passthrough(),
  context: object({ messages: array(MessageSchema) }),
  turn_end: object({}).passthrough(),
  before_compact: union([object({ cancel: literal(true) }), object({ summary: string() })]),
  after_compact: object({ messages: array(MessageSchema) }),
  agent_stop: discriminatedUnion("result", [
    object({ result: literal("continue"), messages: array(MessageSchema).min(1) }),
    object({
      result: literal("mutate"),
      messages: array(MessageSchema),
      target_conversation_id: string().optional()
    }),
    object({
      result: literal("callback"),
      callback: string().min(1),
      callback_args: record(string(), unknown()).default({})
    })
  ])
};
function isEmptyResult(value) {
  return value === void 0 || value === null || typeof value === "object" && Object.keys(value).length === 0;
}

// src/engine/recipes/schema.ts
var RECIPE_OUTPUTS = ["comment", "review", "none"];
var SUMMARY_PLACEMENTS = ["user", "system"];
var RESERVED_VARIABLES = [
  "args",
  "repo",
  "issue",
  "pr",
  "comment",
  "conversation",
  "since_sha"
];
var RECIPE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
var HookBindingSchema = strictObject({
  handler: string().min(1),
  once: boolean().default(false)
});
var hookShape = Object.fromEntries(HOOK_EVENTS.map((event) => [event, HookBindingSchema.optional()]));
var RecipeFrontmatterSchema = strictObject({
  name: string().regex(RECIPE_NAME, "letters, digits, '-' and '_' only").optional(),
  description: string().trim().min(1),
  /** Omitted (undefined): the default read-only tool set. `[]`: no tools. */
  allowed_tools: array(string().min(1)).optional(),
  /** argv[0] values the `shell` tool may run; empty: no shell. */
  allowed_commands: array(string().min(1)).default([]),
  defaults: record(string(), unknown()).default({}).superRefine((defaults, ctx) => {
    for (const key of Object.keys(defaults)) {
      if (RESERVED_VARIABLES.includes(key)) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `"${key}" is a built-in template variable and cannot be given a default`
        });
      }
    }
  }),
  output: _enum(RECIPE_OUTPUTS).default("comment"),
  hooks: strictObject(hookShape).optional(),
  summary_placement: _enum(SUMMARY_PLACEMENTS).default("user")
});
var RECIPE_KEYS = Object.keys(RecipeFrontmatterSchema.shape);
function describeIssue(issue) {
  const path = issue.path;
  const at = path;
  switch (issue.code) {
    case "unrecognized_keys": {
      const allowed = allowedKeysAt(path);
      const keys = issue.keys.map((k) => `"${k}"`).join(", ");
      const noun = issue.keys.length === 1 ? "unknown key" : "unknown keys";
      return {
        path,
        at: [...path, issue.keys[0]],
        problem: `${noun} ${keys}${allowed ? ` (allowed: ${allowed.join(", ")})` : ""}`
      };
    }
    case "invalid_value":
      return { path, at, problem: `expected one of ${issue.values.map(String).join("|")}${got(issue)}` };
    case "invalid_type":
      if (issue.input === void 0) return { path, at, problem: `required (${article(issue.expected)})` };
      return { path, at, problem: `expected ${article(issue.expected)}${got(issue)}` };
    case "too_small":
      if (issue.origin === "string") return { path, at, problem: "must not be empty" };
      return { path, at, problem: issue.message };
    case "invalid_format":
      return { path, at, problem: `invalid value${got(issue)}: ${issue.message}` };
    default:
      return { path, at, problem: issue.message };
  }
}
function allowedKeysAt(path) {
  if (path.length === 0) return RECIPE_KEYS;
  if (path.length === 1 && path[0] === "hooks") return [...HOOK_EVENTS];
  if (path.length === 2 && path[0] === "hooks") return Object.keys(HookBindingSchema.shape);
  return void 0;
}
function article(expected) {
  switch (expected) {
    case "object":
    case "record":
      return "a mapping";
    case "array":
      return "a list";
    case "string":
      return "a string";
    case "boolean":
      return "true or false";
    default:
      return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
  }
}
function got(issue) {
  if (!("input" in issue)) return "";
  const input = issue.input;
  if (input === null) return ", got null";
  if (Array.isArray(input)) return ", got a list";
  if (input instanceof Date) return ", got a date";
  if (typeof input === "object") return ", got a mapping";
  if (typeof input === "string") return `, got "${clip(input, 40)}"`;
  return `, got ${typeof input === "boolean" ? String(input) : `${typeof input} ${String(input)}`}`;
}

export {
  isHookEvent,
  ResultSchemas,
  isEmptyResult,
  RESERVED_VARIABLES,
  RECIPE_NAME,
  RecipeFrontmatterSchema,
  describeIssue
};
