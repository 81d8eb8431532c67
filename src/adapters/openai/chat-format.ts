/**
 * Chat completions as this client sends and reads them: Baton's messages and
 * tools into openai-node's request types, and the server's answer — untrusted
 * input — validated into Baton's response.
 */
import { randomUUID } from "node:crypto";
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
  ChatCompletionTool,
} from "openai/resources/chat/completions";
import * as z from "zod";
import type { Message, ToolCall, Usage } from "../../engine/messages.ts";
import {
  ModelError,
  type ModelRequest,
  type ModelResponse,
  type ToolDefinition,
} from "../../engine/model/client.ts";
import { describeIssues } from "../../engine/util/text.ts";
import { tidy } from "./model-errors.ts";

export function requestParams(
  request: ModelRequest,
  baseURL: string,
): ChatCompletionCreateParamsNonStreaming {
  const params: ChatCompletionCreateParamsNonStreaming = {
    model: request.model,
    messages: request.messages.map(toChatMessage),
  };
  if (request.tools && request.tools.length > 0) params.tools = request.tools.map(toChatTool);
  if (request.maxOutputTokens !== undefined && request.maxOutputTokens > 0) {
    // OpenAI's reasoning models refuse `max_tokens`; most local servers only know it.
    if (prefersMaxCompletionTokens(baseURL, request.model))
      params.max_completion_tokens = request.maxOutputTokens;
    else params.max_tokens = request.maxOutputTokens;
  }
  if (request.answerFormat) {
    const { name, schema } = request.answerFormat;
    // Strict mode (OpenAI's guarantee that the answer matches) takes only schemas where every
    // object lists all its properties as required and allows no others; others are asked loosely.
    params.response_format = {
      type: "json_schema",
      json_schema: { name, schema, strict: isStrictSchema(schema) },
    };
  }
  return params;
}

/** Whether OpenAI's strict structured outputs accept `schema`: every object closed and all its properties required. */
export function isStrictSchema(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.every(isStrictSchema);
  if (typeof schema !== "object" || schema === null) return true;
  const node = schema as Record<string, unknown>;
  if (node.type === "object" || node.properties !== undefined) {
    const properties = Object.keys((node.properties as Record<string, unknown> | undefined) ?? {});
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    if (node.additionalProperties !== false || properties.some((key) => !required.has(key))) return false;
  }
  return Object.values(node).every(isStrictSchema);
}

function toChatMessage(message: Message): ChatCompletionMessageParam {
  const name = message.name ? { name: message.name } : {};
  switch (message.role) {
    case "system":
      return { role: "system", content: message.content ?? "", ...name };
    case "user":
      return { role: "user", content: message.content ?? "", ...name };
    case "tool":
      return { role: "tool", content: message.content ?? "", tool_call_id: message.tool_call_id ?? "" };
    case "assistant": {
      const toolCalls: ChatCompletionMessageToolCall[] = (message.tool_calls ?? []).map((call) => ({
        id: call.id,
        type: "function",
        function: { name: call.function.name, arguments: replayedArguments(call.function.arguments) },
      }));
      if (toolCalls.length > 0) {
        // Not in openai-node's types: the field DeepSeek's and Kimi's thinking modes require back.
        const reasoning = message.reasoning_content ? { reasoning_content: message.reasoning_content } : {};
        return { role: "assistant", content: message.content, tool_calls: toolCalls, ...name, ...reasoning };
      }
      return { role: "assistant", content: message.content ?? "", ...name };
    }
  }
}

/**
 * A call's arguments as sent back in a later request. Arguments that are not a JSON object (an
 * answer cut at the output limit mid call) stay in the log as the model wrote them, and the call
 * was answered with an error; but servers that parse the history (vLLM, SGLang, gateways to other
 * APIs) refuse such a request, so every later one would fail: they go back as `{}`.
 */
function replayedArguments(text: string): string {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return text;
  } catch {}
  return "{}";
}

function toChatTool(tool: ToolDefinition): ChatCompletionTool {
  return {
    type: "function",
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  };
}

function prefersMaxCompletionTokens(baseURL: string, model: string): boolean {
  const host = URL.parse(baseURL)?.hostname.toLowerCase() ?? "";
  if (host === "api.openai.com" || host.endsWith(".openai.azure.com")) return true;
  return /^(o\d|gpt-5)/i.test(model.split("/").pop() ?? "");
}

// ---------------------------------------------------------------------------
// The answer

const ContentSchema = z.union([
  z.string(),
  z.array(z.object({ type: z.string().nullish(), text: z.string().nullish() })),
]);

const ArgumentsSchema = z.union([z.string(), z.record(z.string(), z.unknown())]).nullish();

export const CompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: ContentSchema.nullish(),
          refusal: z.string().nullish(),
          reasoning_content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string().nullish(),
                type: z.string().nullish(),
                function: z.object({ name: z.string(), arguments: ArgumentsSchema }),
              }),
            )
            .nullish(),
        }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1, "no choices"),
  usage: z.unknown().optional(),
});

export const ChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        index: z.number().int().nonnegative().nullish(),
        delta: z
          .object({
            // Mistral's reasoning models stream a list of parts (thinking, then text), as they answer.
            content: ContentSchema.nullish(),
            refusal: z.string().nullish(),
            reasoning_content: z.string().nullish(),
            tool_calls: z
              .array(
                z.object({
                  index: z.number().int().nonnegative().max(1000).nullish(),
                  id: z.string().nullish(),
                  type: z.string().nullish(),
                  function: z.object({ name: z.string().nullish(), arguments: ArgumentsSchema }).nullish(),
                }),
              )
              .nullish(),
          })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .nullish(),
  usage: z.unknown().optional(),
});

const UsageSchema = z.object({
  prompt_tokens: z.number().int().nonnegative(),
  completion_tokens: z.number().int().nonnegative(),
});

export function textOfContent(content: z.infer<typeof ContentSchema> | null | undefined): string {
  if (content == null) return "";
  if (typeof content === "string") return content;
  // A part of another type (Mistral's "thinking") is the model's reasoning, not its answer.
  return content.map((part) => (part.type == null || part.type === "text" ? (part.text ?? "") : "")).join("");
}

/**
 * Arguments that are not a JSON object are kept as the model sent them: the
 * toolset answers such a call with an error the model can correct, which
 * beats failing the whole run over one malformed call.
 */
export function toToolCall(id: string | null | undefined, name: string, args: unknown): ToolCall {
  if (!name) throw new ModelError("response", "The model called a tool without giving its name.");
  let text: string;
  if (args == null || (typeof args === "string" && args.trim() === "")) text = "{}";
  else text = typeof args === "string" ? args : JSON.stringify(args);
  return {
    id: id || `call_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
    type: "function",
    function: { name, arguments: text },
  };
}

export function finish(
  content: string,
  toolCalls: ToolCall[],
  finishReason: string | null | undefined,
  rawUsage: unknown,
  reasoning = "",
): ModelResponse {
  const message: Message =
    toolCalls.length > 0
      ? {
          role: "assistant",
          content: content || null,
          tool_calls: toolCalls,
          ...(reasoning ? { reasoning_content: reasoning } : {}),
        }
      : { role: "assistant", content };
  const reason = finishReason || (toolCalls.length > 0 ? "tool_calls" : "stop");
  const usage = UsageSchema.safeParse(rawUsage);
  if (!usage.success) {
    return {
      message,
      usage: { input_tokens: 0, output_tokens: 0 },
      usageEstimated: true,
      finishReason: reason,
    };
  }
  const recorded: Usage = {
    input_tokens: usage.data.prompt_tokens,
    output_tokens: usage.data.completion_tokens,
  };
  return { message, usage: recorded, finishReason: reason };
}

export function malformed(error: z.ZodError, raw: unknown): ModelError {
  if (raw === undefined || raw === null || raw === "") {
    return new ModelError("response", "The model server answered with an empty body.");
  }
  if (typeof raw === "string") {
    return new ModelError(
      "response",
      `The model server's answer is not a chat completion (it is not JSON): ${tidy(raw, 200)}`,
    );
  }
  const problem = describeIssues(error.issues.slice(0, 1)) || "invalid";
  return new ModelError("response", `The model server's answer is not a valid chat completion (${problem}).`);
}
