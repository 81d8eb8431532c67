/**
 * What an issue or PR comment asks of Baton (docs/action.md, "Comment commands"). The
 * first line holds the command and its arguments; later lines are free text
 * that goes with it. A comment starting with the trigger word is a message as
 * a whole. Parsing never throws: a malformed command is a result the caller
 * answers with a reply.
 *
 * HTML comments and invisible characters are stripped first, so a hidden
 * command never runs. The command line is read as typed, not rendered as
 * Markdown, except that a first line indented as code (four spaces or a tab)
 * is shown as code and asks nothing; the text that reaches the model is
 * rendered where it is used.
 */
import { RECIPE_NAME } from "../../engine/recipes/names.ts";
import { clip } from "../../engine/util/text.ts";
import { cleanPlainText } from "../../engine/util/untrusted.ts";

export type CommentCommand =
  | { kind: "compact"; instructions: string }
  | { kind: "run"; recipe: string; args: Record<string, string>; message: string }
  | { kind: "reset" }
  | { kind: "describe" }
  | { kind: "changelog" }
  | { kind: "extension"; name: string; args: string[]; text: string }
  | { kind: "message"; text: string }
  | MemoryCommand
  | { kind: "unknown"; command: string }
  | { kind: "invalid"; reason: string }
  | { kind: "none" };

/** The commands on the repository memory (src/action/memory): no conversation, no model. */
export type MemoryCommand =
  | { kind: "remember"; text: string }
  | { kind: "memory" }
  | { kind: "forget"; number: number };

export function isMemoryCommand(command: CommentCommand): command is MemoryCommand {
  return command.kind === "remember" || command.kind === "memory" || command.kind === "forget";
}

export interface ParseOptions {
  /** E.g. "@baton". Matched case-insensitively as a whole word. */
  triggerWord: string;
  /** Commands registered by extensions, without the slash. */
  commands?: readonly string[];
}

/** An argument key: what a recipe template can name as a variable. */
export const ARG_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** `/word` at the very start, then whitespace or the end: `/path/to/x` is prose, not a command. */
const COMMAND = /^\/([A-Za-z][A-Za-z0-9_-]*)(?=\s|$)/;

/** Characters that continue a GitHub mention: `@batonx`, `@baton-bot` and `@baton/team` are someone else. */
const MENTION_CHAR = /[A-Za-z0-9_\-/]/;

/** Blank lines before the first line of text. */
const BLANK_LINES = /^(?:[ \t]*\r?\n)*/;
/** A line Markdown shows as an indented code block: an example of a command, not one. */
const CODE_INDENT = /^(?: {0,3}\t| {4})/;

export function parseCommentCommand(body: string, options: ParseOptions): CommentCommand {
  const cleaned = cleanPlainText(body);
  const start = cleaned.slice(BLANK_LINES.exec(cleaned)![0].length);
  if (CODE_INDENT.test(start)) return { kind: "none" };
  const text = start.trimStart();
  const newline = text.indexOf("\n");
  const firstLine = newline === -1 ? text : text.slice(0, newline);
  const rest = newline === -1 ? "" : text.slice(newline + 1);

  const match = COMMAND.exec(firstLine);
  if (!match) return parseTriggerWord(text, options.triggerWord);

  const name = match[1]!.toLowerCase();
  // Trailing spaces of line 1 belong to the text when more lines follow; joinText trims the whole.
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
      return number > 0
        ? { kind: "forget", number }
        : { kind: "invalid", reason: "/forget needs the number /memory shows: /forget <N>" };
    }
  }
  const extension = options.commands?.find((c) => c.toLowerCase() === name);
  if (extension !== undefined) {
    return {
      kind: "extension",
      name: extension,
      args: line.trim() ? line.trim().split(/\s+/) : [],
      text: rest.trim(),
    };
  }
  return { kind: "unknown", command: match[1]! };
}

function parseTriggerWord(text: string, triggerWord: string): CommentCommand {
  const word = triggerWord.trim();
  if (!word || text.slice(0, word.length).toLowerCase() !== word.toLowerCase()) return { kind: "none" };
  const next = text.charAt(word.length);
  if (next && MENTION_CHAR.test(next)) return { kind: "none" };
  // "@baton, please …" and "@baton: …" read as an address, not as part of the message.
  const message = text
    .slice(word.length)
    .replace(/^[ \t]*[,:]/, "")
    .trim();
  const remember = /^remember[ \t]*:/i.exec(message);
  if (remember) return rememberOf(message.slice(remember[0].length));
  return { kind: "message", text: message };
}

function rememberOf(text: string): CommentCommand {
  const learning = text.replace(/\s+/g, " ").trim();
  return learning
    ? { kind: "remember", text: learning }
    : { kind: "invalid", reason: "remember needs the learning: `@baton remember: <preference>`" };
}

function parseRun(line: string, rest: string): CommentCommand {
  const recipeMatch = /^\S+/.exec(line);
  if (!recipeMatch)
    return { kind: "invalid", reason: "/run needs a recipe name: /run <recipe> [key=value …]" };
  const recipe = recipeMatch[0];
  if (!RECIPE_NAME.test(recipe)) {
    return {
      kind: "invalid",
      reason: `"${clip(recipe, 40)}" is not a recipe name (letters, digits, '-' and '_' only)`,
    };
  }
  const args: Record<string, string> = {};
  let position = recipe.length;
  for (;;) {
    const token = readArg(line, position);
    if (token === undefined) break;
    if ("error" in token) return { kind: "invalid", reason: token.error };
    if (Object.hasOwn(args, token.key)) {
      return { kind: "invalid", reason: `/run gives the argument "${token.key}" twice` };
    }
    args[token.key] = token.value;
    position = token.end;
  }
  return { kind: "run", recipe, args, message: joinText(line.slice(position).trimStart(), rest) };
}

type ArgToken = { key: string; value: string; end: number } | { error: string };

/**
 * The `key=value` token after `position`, or undefined when the next word is
 * not one (free text starts there). A value is a run of non-space characters
 * or a double-quoted string with `\"` and `\\` escapes.
 */
function readArg(line: string, position: number): ArgToken | undefined {
  const head = /^\s+([A-Za-z_][A-Za-z0-9_-]*)=/.exec(line.slice(position));
  if (!head) return undefined;
  const key = head[1]!;
  const start = position + head[0].length;
  if (line[start] !== '"') {
    const value = /^\S*/.exec(line.slice(start))![0];
    return { key, value, end: start + value.length };
  }
  let value = "";
  for (let i = start + 1; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "\\" && (line[i + 1] === '"' || line[i + 1] === "\\")) {
      value += line[++i];
    } else if (ch === '"') {
      const end = i + 1;
      if (end < line.length && !/\s/.test(line[end]!)) {
        return { error: `the quoted value of "${key}" must be followed by a space` };
      }
      return { key, value, end };
    } else {
      value += ch;
    }
  }
  return { error: `the value of "${key}" opens a quote that is never closed` };
}

function joinText(line: string, rest: string): string {
  return [line, rest].join("\n").trim();
}

/** The reply to an unknown command. */
export function commandHelp(
  triggerWord = "@baton",
  extensions: readonly { name: string; usage?: string; description?: string }[] = [],
) {
  const lines = [
    "Baton understands these commands at the start of a comment (only the first line is the command; further lines go with it):",
    "",
    "- `/run <recipe> [key=value …] [text]`: run a recipe on this issue or pull request, continuing its conversation",
    "- `/compact [instructions]`: compact this conversation now; the instructions steer the summary",
    "- `/describe`: on a pull request, write its title suggestion, summary, walkthrough and type into a marked section of its description, and apply the repository's labels that fit",
    "- `/changelog`: on a pull request, propose its CHANGELOG entry",
    `- \`${triggerWord} remember: <preference>\`: teach Baton a learning for every later run (proposed in a pull request to \`.github/baton/memory.md\`)`,
    "- `/memory`: list the learnings with their numbers",
    "- `/forget <N>`: remove learning N (through the same pull request)",
    "- `/reset`: start this conversation afresh when its saved state cannot be read (the unreadable state is kept inside the new one)",
    ...extensions.map(
      (e) => `- \`/${e.name}${e.usage ? ` ${e.usage}` : ""}\`${e.description ? `: ${e.description}` : ""}`,
    ),
    `- \`${triggerWord} <message>\`: a follow-up message in this conversation`,
  ];
  return lines.join("\n");
}
