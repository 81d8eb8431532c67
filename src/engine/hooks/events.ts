import * as z from "zod";
import { MessageSchema } from "../messages.ts";

export const HOOK_EVENTS = [
  "user_message_send",
  "pre_llm_request",
  "context",
  "before_tool_call",
  "after_tool_call",
  "turn_end",
  "agent_stop",
  "before_compact",
  "after_compact",
] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];

export function isHookEvent(name: string): name is HookEvent {
  return (HOOK_EVENTS as readonly string[]).includes(name);
}

/** Fields every payload carries (docs/design.md#hook-protocol). */
export interface BasePayload {
  event: HookEvent;
  conv_id: string;
  cwd: string;
  invoked_by: "main" | "callback";
  invoked_recipe: string;
}

/**
 * What a hook may answer, per event. Hook output is untrusted input: it is
 * validated, and an answer that does not fit is logged and counts as no action.
 */
const Blocked = z.object({ blocked: z.literal(true), reason: z.string().default("blocked by a hook") });
export const ResultSchemas = {
  user_message_send: Blocked,
  before_tool_call: z.union([Blocked, z.object({ input: z.record(z.string(), z.unknown()) })]),
  after_tool_call: z.object({ output: z.string() }),
  pre_llm_request: z.object({}).passthrough(),
  context: z.object({ messages: z.array(MessageSchema) }),
  turn_end: z.object({}).passthrough(),
  before_compact: z.union([z.object({ cancel: z.literal(true) }), z.object({ summary: z.string() })]),
  after_compact: z.object({ messages: z.array(MessageSchema) }),
  agent_stop: z.discriminatedUnion("result", [
    z.object({ result: z.literal("continue"), messages: z.array(MessageSchema).min(1) }),
    z.object({
      result: z.literal("mutate"),
      messages: z.array(MessageSchema),
      target_conversation_id: z.string().optional(),
    }),
    z.object({
      result: z.literal("callback"),
      callback: z.string().min(1),
      callback_args: z.record(z.string(), z.unknown()).default({}),
    }),
  ]),
} satisfies Record<HookEvent, z.ZodType>;

export type HookResult<E extends HookEvent> = z.infer<(typeof ResultSchemas)[E]>;

/** `{}`, null or empty output all mean "no action". */
export function isEmptyResult(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === "object" && Object.keys(value).length === 0)
  );
}
