import type { Message, ToolCall } from "../messages.ts";
import { clip } from "../util/text.ts";

/** Arguments longer than this are cut in a placeholder: the name and the gist are what matter. */
const MAX_ARGUMENT_CHARS = 300;

/**
 * What an old tool output becomes under the `mask` strategy (docs/design.md#compaction): the
 * tool's name, its arguments and the size of what it returned, so the model
 * knows the call happened and can repeat it if it needs the output again.
 */
export function maskedToolResult(result: Message, call: ToolCall | undefined): Message {
  const output = result.content ?? "";
  const name = call?.function.name ?? "a tool";
  const args = clip(call?.function.arguments ?? "", MAX_ARGUMENT_CHARS);
  const lines = output ? output.split("\n").length : 0;
  return {
    role: "tool",
    ...(result.tool_call_id !== undefined ? { tool_call_id: result.tool_call_id } : {}),
    content: `[output masked to save context: ${name}(${args}) returned ${output.length} characters in ${lines} lines; call it again if you need it]`,
  };
}
