#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  validateConversationId
} from "./chunk-3CFVIEAH.js";
import {
  closeMatches
} from "./chunk-HBY6AOVX.js";
import {
  usageError
} from "./chunk-VA2UHLEW.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
var OPTIONS = {
  // global
  "state-dir": { type: "string" },
  "recipes-path": { type: "string" },
  "hooks-path": { type: "string" },
  model: { type: "string" },
  "base-url": { type: "string" },
  "context-window": { type: "string" },
  "compact-threshold": { type: "string" },
  "stop-compact-threshold": { type: "string" },
  "compact-strategy": { type: "string" },
  "max-turns": { type: "string" },
  "max-run-tokens": { type: "string" },
  "max-run-cost": { type: "string" },
  "model-timeout": { type: "string" },
  "run-timeout-minutes": { type: "string" },
  "max-tool-calls-per-turn": { type: "string" },
  "hook-timeout": { type: "string" },
  "shell-sandbox": { type: "string" },
  "hooks-sandbox": { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean" },
  quiet: { type: "boolean", short: "q" },
  // per command
  json: { type: "boolean" },
  follow: { type: "boolean" },
  conversation: { type: "string", short: "c" },
  name: { type: "string" },
  recipe: { type: "string", short: "r" },
  arg: { type: "string", multiple: true },
  base: { type: "string" },
  pr: { type: "string" },
  strategy: { type: "string" },
  instructions: { type: "string" },
  output: { type: "string", short: "o" },
  "state-key": { type: "string" },
  "allow-dirty": { type: "boolean" }
};
var GLOBAL = [
  "state-dir",
  "recipes-path",
  "hooks-path",
  "model",
  "base-url",
  "context-window",
  "compact-threshold",
  "stop-compact-threshold",
  "compact-strategy",
  "max-turns",
  "max-run-tokens",
  "max-run-cost",
  "model-timeout",
  "run-timeout-minutes",
  "max-tool-calls-per-turn",
  "hook-timeout",
  "shell-sandbox",
  "hooks-sandbox",
  "help",
  "version",
  "quiet"
];
function parseCommandLine(argv) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    throw usageError(parseProblem(e, argv));
  }
  const [command, ...positionals] = parsed.positionals;
  return { command, positionals, options: parsed.values };
}
function parseProblem(error, argv) {
  const option = /option '([^']+)'/i.exec(error.message)?.[1];
  if (error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && option) {
    if (/^-\d/.test(option))
      return `${option} reads as an option; a value starting with "-" goes after "--" (-- ${option})`;
    const near = closeMatches(option.replace(/^-+/, ""), Object.keys(OPTIONS), 1)[0];
    return `unknown option ${option}${near ? ` (did you mean --${near}?)` : ""}`;
  }
  if (error.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && option) {
    const value = argv[argv.indexOf(option) + 1];
    if (value?.startsWith("-"))
      return `${option} needs a value; "${value}" starts with "-" (write ${option}=${value} if it is the value)`;
  }
  return error.message.split("\n")[0].replace(/\. To specify a positional argument.*$/s, "");
}
function allowOnly(args, allowed, maxArgs) {
  const ok = /* @__PURE__ */ new Set([...GLOBAL, ...allowed]);
  for (const name of Object.keys(args.options))
    if (!ok.has(name)) throw usageError(`--${name} does not apply to this command`);
  if (maxArgs !== void 0 && args.positionals.length > maxArgs) {
    const extra = args.positionals.slice(maxArgs).map((a) => JSON.stringify(a));
    throw usageError(
      `unexpected ${extra.length === 1 ? "argument" : "arguments"} ${extra.join(" ")}` + (maxArgs === 0 ? ": this command takes none" : `: this command takes at most ${maxArgs}`)
    );
  }
}
function conversationChoice(args) {
  const { follow, conversation } = args.options;
  if (follow && conversation !== void 0)
    throw usageError("use either --follow or -c/--conversation, not both");
  if (follow) return { follow: true };
  if (conversation !== void 0) return { id: validateConversationId(conversation) };
  return void 0;
}
function keyValues(pairs) {
  const out = {};
  for (const pair of pairs ?? []) {
    const eq = pair.indexOf("=");
    if (eq <= 0) throw usageError(`--arg expects key=value, got "${pair}"`);
    out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}

export {
  parseCommandLine,
  allowOnly,
  conversationChoice,
  keyValues
};
