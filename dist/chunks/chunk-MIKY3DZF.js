#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  MCP_SERVER_NAME
} from "./chunk-ZQYUS7CZ.js";
import {
  Redactor
} from "./chunk-JLUXB5JD.js";
import {
  array,
  boolean,
  number,
  record,
  strictObject,
  string,
  union,
  url
} from "./chunk-FLXSCLV4.js";

// src/engine/mcp/config.ts
var REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
var NOT_PASSED = /^(INPUT_|ACTIONS_|OPENAI_API_KEY$|BATON_STATE_KEY$)/i;
var redactor = new Redactor();
var Value = string().max(4e3).superRefine((value, ctx) => {
  const literal = value.replace(REFERENCE, "");
  if (redactor.redact(literal) !== literal)
    ctx.addIssue({
      code: "custom",
      message: `looks like a secret written into the file: pass it in the step's environment and write \${NAME} here`
    });
  for (const [, name] of value.matchAll(REFERENCE))
    if (NOT_PASSED.test(name))
      ctx.addIssue({
        code: "custom",
        message: `\${${name}} is Baton's own key or input, or the runner's: pass what the server needs under a name of its own in the step's env`
      });
});
var Timeout = number().gt(0).lte(3600).optional().meta({
  description: "Seconds the server has to start, to list its tools, and for each call; `hook-timeout` when unset."
});
var VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;
var StdioServerSchema = strictObject({
  command: string().trim().min(1).max(500).meta({
    description: "The program that runs the server (looked up on PATH, or a path in the workspace)."
  }),
  args: array(string().max(4e3)).max(100).optional().meta({ description: "Its arguments." }),
  env: record(string().regex(VARIABLE, "a variable name"), Value).optional().meta({
    description: `Variables the server gets besides PATH, HOME, the locale, TERM, TZ and CI; a value may name the step's \`\${VARIABLE}\`, never hold a secret itself.`
  }),
  network: boolean().optional().meta({
    description: "The server may reach the network; without it it has none.",
    default: false
  }),
  timeout: Timeout
});
var HttpServerSchema = strictObject({
  url: url({ protocol: /^https?$/, error: "expected an http:// or https:// URL" }).max(2e3).meta({ description: "The server's Streamable HTTP endpoint." }),
  headers: record(string().regex(/^[A-Za-z0-9-]+$/, "a header name"), Value).optional().meta({
    description: `Headers sent with every request, e.g. \`Authorization: Bearer \${DOCS_TOKEN}\`; a value may name the step's \`\${VARIABLE}\`, never hold a secret itself.`
  }),
  timeout: Timeout
});
var McpServersSchema = record(
  string().regex(MCP_SERVER_NAME, "letters, digits, '-' and single '_'").max(40),
  union([StdioServerSchema, HttpServerSchema], {
    error: "expected a program (`command`, with `args`, `env`, `network`, `timeout`) or a Streamable HTTP server (`url`, with `headers`, `timeout`)"
  })
).meta({
  description: "MCP servers whose tools a recipe may allow as `mcp__<server>` or `mcp__<server>__<tool>`: `{command, args, env, network, timeout}` for a program run in the sandbox, `{url, headers, timeout}` for Streamable HTTP."
});
var isStdio = (entry) => "command" in entry;
function resolveValues(values, env) {
  const secrets = [];
  const out = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    out[key] = value.replace(REFERENCE, (_, name) => {
      const found = env[name];
      if (found === void 0 || found === "")
        throw new Error(`${key} names \${${name}}, which is not set in the environment`);
      secrets.push(found);
      return found;
    });
  }
  return { values: out, secrets };
}

export {
  McpServersSchema,
  isStdio,
  resolveValues
};
