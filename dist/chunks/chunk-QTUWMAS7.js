#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cleanPlainText
} from "./chunk-6TAME3D3.js";
import {
  RECIPE_NAME
} from "./chunk-Z7IASYN5.js";
import {
  clip
} from "./chunk-MVVMHIY3.js";

// src/action/events/comment-command.ts
function isMemoryCommand(command) {
  return command.kind === "remember" || command.kind === "memory" || command.kind === "forget";
}
var ARG_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
var COMMAND = /^\/([A-Za-z][A-Za-z0-9_-]*)(?=\s|$)/;
var MENTION_CHAR = /[A-Za-z0-9_\-/]/;
function parseCommentCommand(body, options) {
  const text = cleanPlainText(body).trimStart();
  const newline = text.indexOf("\n");
  const firstLine = newline === -1 ? text : text.slice(0, newline);
  const rest = newline === -1 ? "" : text.slice(newline + 1);
  const match = COMMAND.exec(firstLine);
  if (!match) return parseTriggerWord(text, options.triggerWord);
  const name = match[1].toLowerCase();
  const line = firstLine.slice(match[0].length).trimStart();
  switch (name) {
    case "compact":
      return { kind: "compact", instructions: joinText(line, rest) };
    case "run":
      return parseRun(line, rest);
    case "reset":
      return { kind: "reset" };
    case "describe":
    case "changelog":
      return { kind: name };
    case "remember":
      return rememberOf(joinText(line, rest));
    case "memory":
      return { kind: "memory" };
    case "forget": {
      const number = /^\d{1,6}$/.test(line.trim()) ? Number(line.trim()) : 0;
      return number > 0 ? { kind: "forget", number } : { kind: "invalid", reason: "/forget needs the number /memory shows: /forget <N>" };
    }
  }
  const extension = options.commands?.find((c) => c.toLowerCase() === name);
  if (extension !== void 0) {
    return {
      kind: "extension",
      name: extension,
      args: line.trim() ? line.trim().split(/\s+/) : [],
      text: rest.trim()
    };
  }
  return { kind: "unknown", command: match[1] };
}
function parseTriggerWord(text, triggerWord) {
  const word = triggerWord.trim();
  if (!word || text.slice(0, word.length).toLowerCase() !== word.toLowerCase()) return { kind: "none" };
  const next = text.charAt(word.length);
  if (next && MENTION_CHAR.test(next)) return { kind: "none" };
  const message = text.slice(word.length).replace(/^[ \t]*[,:]/, "").trim();
  const remember = /^remember[ \t]*:/i.exec(message);
  if (remember) return rememberOf(message.slice(remember[0].length));
  return { kind: "message", text: message };
}
function rememberOf(text) {
  const learning = text.replace(/\s+/g, " ").trim();
  return learning ? { kind: "remember", text: learning } : { kind: "invalid", reason: "remember needs the learning: `@baton remember: <preference>`" };
}
function parseRun(line, rest) {
  const recipeMatch = /^\S+/.exec(line);
  if (!recipeMatch)
    return { kind: "invalid", reason: "/run needs a recipe name: /run <recipe> [key=value \u2026]" };
  const recipe = recipeMatch[0];
  if (!RECIPE_NAME.test(recipe)) {
    return {
      kind: "invalid",
      reason: `"${clip(recipe, 40)}" is not a recipe name (letters, digits, '-' and '_' only)`
    };
  }
  const args = {};
  let position = recipe.length;
  for (; ; ) {
    const token = readArg(line, position);
    if (token === void 0) break;
    if ("error" in token) return { kind: "invalid", reason: token.error };
    if (Object.hasOwn(args, token.key)) {
      return { kind: "invalid", reason: `/run gives the argument "${token.key}" twice` };
    }
    args[token.key] = token.value;
    position = token.end;
  }
  return { kind: "run", recipe, args, message: joinText(line.slice(position).trimStart(), rest) };
}
function readArg(line, position) {
  const head = /^\s+([A-Za-z_][A-Za-z0-9_-]*)=/.exec(line.slice(position));
  if (!head) return void 0;
  const key = head[1];
  const start = position + head[0].length;
  if (line[start] !== '"') {
    const value2 = /^\S*/.exec(line.slice(start))[0];
    return { key, value: value2, end: start + value2.length };
  }
  let value = "";
  for (let i = start + 1; i < line.length; i++) {
    const ch = line[i];
    if (ch === "\\" && (line[i + 1] === '"' || line[i + 1] === "\\")) {
      value += line[++i];
    } else if (ch === '"') {
      const end = i + 1;
      if (end < line.length && !/\s/.test(line[end])) {
        return { error: `the quoted value of "${key}" must be followed by a space` };
      }
      return { key, value, end };
    } else {
      value += ch;
    }
  }
  return { error: `the value of "${key}" opens a quote that is never closed` };
}
function joinText(line, rest) {
  return [line, rest].join("\n").trim();
}
function commandHelp(triggerWord = "@baton", extensions = []) {
  const lines = [
    "Baton understands these commands at the start of a comment (only the first line is the command; further lines go with it):",
    "",
    "- `/run <recipe> [key=value \u2026] [text]`: run a recipe on this issue or pull request, continuing its conversation",
    "- `/compact [instructions]`: compact this conversation now; the instructions steer the summary",
    "- `/describe`: on a pull request, write its title suggestion, summary, walkthrough and type into a marked section of its description, and apply the repository's labels that fit",
    "- `/changelog`: on a pull request, propose its CHANGELOG entry",
    `- \`${triggerWord} remember: <preference>\`: teach Baton a learning for every later run (proposed in a pull request to \`.github/baton/memory.md\`)`,
    "- `/memory`: list the learnings with their numbers",
    "- `/forget <N>`: remove learning N (through the same pull request)",
    "- `/reset`: start this conversation afresh when its saved state cannot be read (the unreadable state is kept inside the new one)",
    ...extensions.map(
      (e) => `- \`/${e.name}${e.usage ? ` ${e.usage}` : ""}\`${e.description ? `: ${e.description}` : ""}`
    ),
    `- \`${triggerWord} <message>\`: a follow-up message in this conversation`
  ];
  return lines.join("\n");
}

export {
  isMemoryCommand,
  ARG_KEY,
  parseCommentCommand,
  commandHelp
};
