import { readFile, stat } from "node:fs/promises";
import vm from "node:vm";
import * as z from "zod";
import { defineTool, MAX_OUTPUT_BYTES, ToolError, truncateOutput } from "../tool.ts";
import { resolveInWorkspace, workspaceRelative } from "../workspace.ts";
import { FileAccess, MAX_PATH_DEPTH } from "./access.ts";
import { clipLine, fsMessage, isBinary, refusal } from "./file-checks.ts";
import { MAX_WALK_ENTRIES, type WalkState, walkFiles, walkStart } from "./walk.ts";

const MAX_GREP_MATCHES = 200;
const MAX_GREP_LINE_CHARS = 300;
const MAX_GREP_FILE_BYTES = 5_000_000;
/** One regular expression may run this long on one file. */
const REGEX_TIMEOUT_MS = 2_000;

/**
 * Runs the model's regular expression inside a V8 context with a timeout, so
 * a catastrophically backtracking pattern cannot hang the run.
 */
const GREP_SCRIPT = new vm.Script(`
(() => {
  const re = new RegExp(source, flags);
  const lines = text.split(/\\r?\\n/);
  const hits = [];
  for (let i = 0; i < lines.length && hits.length < max; i++) {
    if (re.test(lines[i])) hits.push(i);
  }
  return hits;
})()`);

const GrepInput = z.object({
  pattern: z.string().min(1).describe("JavaScript regular expression, matched against each line."),
  path: z
    .string()
    .optional()
    .describe("File or directory to search, relative to the workspace root (default: the root)."),
});

export const grepTool = defineTool({
  name: "grep",
  description:
    "Search file contents in the workspace with a JavaScript regular expression (case-sensitive; use " +
    "`(?i:...)` or a character class for case-insensitive). Skips binary files, .git, node_modules, files .gitignore ignores and secrets files. " +
    `Returns \`file:line: text\` for up to ${MAX_GREP_MATCHES} matching lines.`,
  input: GrepInput,
  async run({ pattern, path: requested = "." }, ctx) {
    try {
      new RegExp(pattern);
    } catch (error) {
      throw new ToolError(`invalid regular expression: ${(error as Error).message}`);
    }
    const named = await resolveInWorkspace(ctx.workspace, requested);
    await stat(named).catch((error) => fsMessage(error, requested));
    const base = await walkStart(ctx.workspace, named);
    const context = vm.createContext({ source: pattern, flags: "", text: "", max: 0 });
    const state: WalkState = { incomplete: false, visited: 0 };
    const results: string[] = [];
    let skipped = 0;
    let unreadable = 0;
    let overflow = false;
    for await (const file of walkFiles(ctx.workspace, base, FileAccess.of(ctx), state, ctx.signal)) {
      const rel = workspaceRelative(ctx.workspace, file);
      let content: string;
      try {
        const info = await stat(file);
        if (refusal(info, MAX_GREP_FILE_BYTES)) {
          skipped++;
          continue;
        }
        if (info.size === 0 || (await isBinary(file))) continue;
        content = await readFile(file, "utf8");
      } catch {
        // Gone since it was listed, or a name that is not UTF-8 (git stores bytes) and cannot be
        // opened by the name it was listed under: said, so a file cannot hide from a search.
        unreadable++;
        continue;
      }
      context.text = content;
      context.max = MAX_GREP_MATCHES - results.length + 1;
      let hits: number[];
      try {
        hits = GREP_SCRIPT.runInContext(context, { timeout: REGEX_TIMEOUT_MS }) as number[];
      } catch (error) {
        if (/timed out/i.test((error as Error).message)) {
          throw new ToolError(`the regular expression took too long on ${rel}; simplify it`);
        }
        throw error;
      }
      const lines = hits.length > 0 ? content.split(/\r?\n/) : [];
      for (const index of hits) {
        if (results.length >= MAX_GREP_MATCHES) {
          overflow = true;
          break;
        }
        const line = lines[index] ?? "";
        results.push(`${rel}:${index + 1}: ${clipLine(line, MAX_GREP_LINE_CHARS, ctx.redact)}`);
      }
      if (overflow) break;
    }
    const notes: string[] = [];
    if (overflow) notes.push(`[more than ${MAX_GREP_MATCHES} matches; narrow the pattern or path]`);
    if (skipped) {
      notes.push(
        `[${skipped} files not searched: over ${MAX_GREP_FILE_BYTES} bytes, hard-linked or not regular]`,
      );
    }
    if (unreadable)
      notes.push(
        `[${unreadable} files could not be read: gone since listed, or named in bytes that are not UTF-8]`,
      );
    if (state.tooDeep) notes.push(`[folders nested deeper than ${MAX_PATH_DEPTH} levels are not searched]`);
    if (state.incomplete) notes.push(`[search stopped after ${MAX_WALK_ENTRIES} entries; narrow the path]`);
    if (results.length === 0) return ["(no matches)", ...notes].join("\n");
    return truncateOutput([...results, ...notes].join("\n"), MAX_OUTPUT_BYTES, {
      hint: "narrow the pattern or path",
      redact: ctx.redact,
    });
  },
});
