/**
 * What each OpenAI-compatible endpoint the README lists answers, as those
 * servers shape it: a tool call with its usage, and an error body. The
 * shapes differ where it matters to a client: Gemini has sent tool calls
 * with an empty id and errors as a JSON array, Mistral uses nine-character
 * ids, Anthropic wraps errors in `{"type":"error"}`, OpenRouter can answer
 * 200 with an error and no choices, vLLM and Mistral put `object: "error"`
 * at the top level, Ollama's own errors are `{"error": "…"}`.
 */
export interface ProviderShape {
  name: string;
  baseURL: string;
  model: string;
  /** The request's path and query as the server must see them. */
  path: string;
  auth: { header: string; value: string };
  answer: unknown;
  usage: { input_tokens: number; output_tokens: number };
  error: { status: number; body: unknown; failure: string; says: RegExp };
}

const KEY = "k-0123456789abcdef";
const bearer = { header: "authorization", value: `Bearer ${KEY}` };
const readFile = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: "function",
  function: { name: "read_file", arguments: '{"path":"a.txt"}' },
  ...extra,
});

export const PROVIDER_KEY = KEY;

export const PROVIDERS: ProviderShape[] = [
  {
    name: "Azure OpenAI (deployment URL)",
    baseURL: "https://res.openai.azure.com/openai/deployments/gpt4o-prod?api-version=2024-10-21",
    model: "gpt-4o",
    path: "/openai/deployments/gpt4o-prod/chat/completions?api-version=2024-10-21",
    auth: { header: "api-key", value: KEY },
    answer: {
      id: "chatcmpl-AZ",
      object: "chat.completion",
      created: 1_740_000_000,
      model: "gpt-4o-2024-08-06",
      prompt_filter_results: [{ prompt_index: 0, content_filter_results: {} }],
      choices: [
        {
          index: 0,
          finish_reason: "tool_calls",
          message: { role: "assistant", content: null, tool_calls: [readFile("call_az1")] },
          content_filter_results: {},
        },
      ],
      usage: { prompt_tokens: 410, completion_tokens: 18, total_tokens: 428 },
    },
    usage: { input_tokens: 410, output_tokens: 18 },
    error: {
      status: 400,
      body: {
        error: {
          code: "context_length_exceeded",
          message:
            "This model's maximum context length is 128000 tokens. However, your messages resulted in 130000 tokens.",
          param: "messages",
          type: "invalid_request_error",
        },
      },
      failure: "overflow",
      says: /maximum context length is 128000/,
    },
  },
  {
    name: "Anthropic",
    baseURL: "https://api.anthropic.com/v1",
    model: "claude-sonnet-4-20250514",
    path: "/v1/chat/completions",
    auth: bearer,
    answer: {
      id: "msg_01XFDUDYJgAACzvnptvVoYEL",
      object: "chat.completion",
      created: 1_740_000_000,
      model: "claude-sonnet-4-20250514",
      choices: [
        {
          index: 0,
          finish_reason: "tool_calls",
          message: {
            role: "assistant",
            content: "I'll read it.",
            tool_calls: [readFile("toolu_01A09q90qw90lq917835lq9")],
          },
        },
      ],
      usage: { prompt_tokens: 512, completion_tokens: 40, total_tokens: 552 },
    },
    usage: { input_tokens: 512, output_tokens: 40 },
    error: {
      status: 529,
      body: { type: "error", error: { type: "overloaded_error", message: "Overloaded" } },
      failure: "server",
      says: /Overloaded/,
    },
  },
  {
    name: "Gemini",
    baseURL: "https://generativelanguage.googleapis.com/v1beta/openai",
    model: "gemini-2.5-flash",
    path: "/v1beta/openai/chat/completions",
    auth: bearer,
    answer: {
      object: "chat.completion",
      created: 1_740_000_000,
      model: "gemini-2.5-flash",
      choices: [
        { index: 0, finish_reason: "tool_calls", message: { role: "assistant", tool_calls: [readFile("")] } },
      ],
      usage: { prompt_tokens: 300, completion_tokens: 20, total_tokens: 320 },
    },
    usage: { input_tokens: 300, output_tokens: 20 },
    error: {
      status: 400,
      body: [
        {
          error: {
            code: 400,
            message: "API key not valid. Please pass a valid API key.",
            status: "INVALID_ARGUMENT",
          },
        },
      ],
      failure: "rejected",
      says: /API key not valid/,
    },
  },
  {
    name: "Groq",
    baseURL: "https://api.groq.com/openai/v1",
    model: "llama-3.3-70b-versatile",
    path: "/openai/v1/chat/completions",
    auth: bearer,
    answer: {
      id: "chatcmpl-groq",
      object: "chat.completion",
      created: 1_740_000_000,
      model: "llama-3.3-70b-versatile",
      choices: [
        {
          index: 0,
          logprobs: null,
          finish_reason: "tool_calls",
          message: { role: "assistant", tool_calls: [readFile("call_gq1")] },
        },
      ],
      usage: {
        queue_time: 0.02,
        prompt_tokens: 220,
        prompt_time: 0.01,
        completion_tokens: 25,
        completion_time: 0.04,
        total_tokens: 245,
        total_time: 0.05,
      },
      system_fingerprint: "fp_x",
      x_groq: { id: "req_01" },
    },
    usage: { input_tokens: 220, output_tokens: 25 },
    error: {
      status: 400,
      body: {
        error: {
          message: "Please reduce the length of the messages or completion.",
          type: "invalid_request_error",
          param: "messages",
          code: "context_length_exceeded",
        },
      },
      failure: "overflow",
      says: /reduce the length/,
    },
  },
  {
    name: "Mistral",
    baseURL: "https://api.mistral.ai/v1",
    model: "mistral-large-latest",
    path: "/v1/chat/completions",
    auth: bearer,
    answer: {
      id: "cmpl-e5cc70bb28c444948073e77776eb30ef",
      object: "chat.completion",
      created: 1_740_000_000,
      model: "mistral-large-latest",
      choices: [
        {
          index: 0,
          finish_reason: "tool_calls",
          message: { role: "assistant", content: "", tool_calls: [readFile("D681PevKs")] },
        },
      ],
      usage: { prompt_tokens: 180, completion_tokens: 30, total_tokens: 210 },
    },
    usage: { input_tokens: 180, output_tokens: 30 },
    error: {
      status: 400,
      body: {
        object: "error",
        message:
          "Prompt contains 140000 tokens and 0 draft tokens, too large for model with 131072 maximum context length",
        type: "invalid_request_message_error",
        param: null,
        code: "3051",
      },
      failure: "overflow",
      says: /too large for model with 131072 maximum context length/,
    },
  },
  {
    name: "OpenRouter",
    baseURL: "https://openrouter.ai/api/v1",
    model: "anthropic/claude-sonnet-4",
    path: "/api/v1/chat/completions",
    auth: bearer,
    answer: {
      id: "gen-1740000000-abc",
      provider: "Anthropic",
      model: "anthropic/claude-sonnet-4",
      object: "chat.completion",
      created: 1_740_000_000,
      choices: [
        {
          logprobs: null,
          finish_reason: "tool_calls",
          native_finish_reason: "tool_use",
          index: 0,
          message: {
            role: "assistant",
            content: "",
            refusal: null,
            reasoning: null,
            tool_calls: [readFile("toolu_vrtx_01", { index: 0 })],
          },
        },
      ],
      usage: { prompt_tokens: 600, completion_tokens: 45, total_tokens: 645 },
    },
    usage: { input_tokens: 600, output_tokens: 45 },
    error: {
      status: 200,
      body: {
        error: { message: "Provider returned error", code: 502, metadata: { provider_name: "Anthropic" } },
        user_id: "u",
      },
      failure: "server",
      says: /Provider returned error/,
    },
  },
  {
    name: "Ollama",
    baseURL: "http://localhost:11434/v1",
    model: "llama3.1",
    path: "/v1/chat/completions",
    auth: bearer,
    answer: {
      id: "chatcmpl-123",
      object: "chat.completion",
      created: 1_740_000_000,
      model: "llama3.1",
      system_fingerprint: "fp_ollama",
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: "", tool_calls: [readFile("call_o1", { index: 0 })] },
          finish_reason: "tool_calls",
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
    },
    usage: { input_tokens: 100, output_tokens: 20 },
    error: {
      status: 404,
      body: { error: 'model "llama9" not found, try pulling it first' },
      failure: "rejected",
      says: /model "llama9" not found/,
    },
  },
  {
    name: "vLLM",
    baseURL: "http://127.0.0.1:8000/v1",
    model: "Qwen/Qwen2.5-Coder-32B-Instruct",
    path: "/v1/chat/completions",
    auth: bearer,
    answer: {
      id: "chatcmpl-vllm",
      object: "chat.completion",
      created: 1_740_000_000,
      model: "Qwen/Qwen2.5-Coder-32B-Instruct",
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            reasoning_content: null,
            content: null,
            tool_calls: [readFile("chatcmpl-tool-9f1")],
          },
          logprobs: null,
          finish_reason: "tool_calls",
          stop_reason: null,
        },
      ],
      usage: { prompt_tokens: 90, total_tokens: 105, completion_tokens: 15, prompt_tokens_details: null },
      prompt_logprobs: null,
    },
    usage: { input_tokens: 90, output_tokens: 15 },
    error: {
      status: 400,
      body: {
        object: "error",
        message:
          "This model's maximum context length is 32768 tokens. However, you requested 40000 tokens in the messages.",
        type: "BadRequestError",
        param: null,
        code: 400,
      },
      failure: "overflow",
      says: /maximum context length is 32768/,
    },
  },
];
