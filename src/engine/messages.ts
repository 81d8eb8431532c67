import * as z from "zod";

/** One tool call as the OpenAI chat format carries it. */
export const ToolCallSchema = z.object({
  id: z.string(),
  type: z.literal("function").default("function"),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
export type ToolCall = z.infer<typeof ToolCallSchema>;

/**
 * A chat message in the OpenAI-compatible shape every part of Baton speaks.
 * `content` is a string (or null for an assistant message that only calls tools).
 */
export const MessageSchema = z.object({
  role: z.enum(["user", "assistant", "tool", "system"]),
  content: z.string().nullable(),
  tool_calls: z.array(ToolCallSchema).optional(),
  tool_call_id: z.string().optional(),
  name: z.string().optional(),
  /**
   * The reasoning a thinking model (DeepSeek, Kimi) gave with an assistant message's tool calls:
   * those servers refuse the calls sent back without it. Kept only beside tool calls.
   */
  reasoning_content: z.string().optional(),
});
export type Message = z.infer<typeof MessageSchema>;

export const UsageSchema = z.object({
  input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
});
export type Usage = z.infer<typeof UsageSchema>;

export function textOf(message: Message): string {
  return message.content ?? "";
}
