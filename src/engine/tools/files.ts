import { createReadStream, type Dirent, type Stats } from "node:fs";
import { open, readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import vm from "node:vm";
import * as z from "zod";
import { isIgnoredFile, refuseIgnored } from "./ignored-paths.ts";
import { defineTool, MAX_OUTPUT_BYTES, ToolError, truncateOutput } from "./tool.ts";
import { isGitPath, isInside, resolveInWorkspace, workspaceRelative } from "./workspace.ts";

/** Directories never listed or searched. */
export const SKIPPED_DIRS: ReadonlySet<string> = new Set([".git", "node_modules"]);

const DEFAULT_READ_LIMIT = 2000;
const MAX_LINE_CHARS = 2000;
const MAX_LIST_ENTRIES = 1000;
const MAX_GREP_MATCHES = 200;
const MAX_GREP_LINE_CHARS = 300;
const MAX_GREP_FILE_BYTES = 5_000_000;
/** read_file refuses larger files: a single huge line would otherwise be held in memory whole. */
const MAX_READ_FILE_BYTES = 10_000_000;
/** Directory entries one walk visits at most, so a huge tree cannot stall a call. */
const MAX_WALK_ENTRIES = 200_000;
/** One regular expression may run this long on one file. */
const REGEX_TIMEOUT_MS = 2_000;
const BINARY_SNIFF_BYTES = 8_000;

function fsMessage(error: unknown, requested: string): never {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") throw new ToolError(`no such file or directory: ${requested}`);
  if (code === "EACCES" || code === "EPERM") throw new ToolError(`permission denied: ${requested}`);
  if (code === "ENOTDIR") throw new ToolError(`not a directory: ${requested}`);
  throw error;
}

/**
 * Why a file is not read, or undefined when it may be. A file with more than
 * one hard link may be another name of a file in `.git` (its other names
 * cannot be found cheaply), so it is refused as well.
 */
function refusal(info: Stats, maxBytes: number): string | undefined {
  if (!info.isFile()) return "is not a regular file";
  if (info.nlink > 1) return "has other hard links, which file tools do not follow";
  if (info.size > maxBytes) return `is ${info.size} bytes, over the ${maxBytes}-byte limit`;
  return undefined;
}

async function isBinary(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(BINARY_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
}

function clipLine(line: string, max: number): string {
  return line.length <= max
    ? line
    : `${line.slice(0, max)}… [line truncated: ${line.length - max} more chars]`;
}

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new ToolError("the run was cancelled");
}

// ---------------------------------------------------------------- read_file

const ReadFileInput = z.object({
  path: z.string().describe("File path, relative to the workspace root."),
  offset: z.number().int().min(1).optional().describe("1-based line number to start at (default 1)."),
  limit: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(`Maximum number of lines to return (default ${DEFAULT_READ_LIMIT}).`),
});

export const readFileTool = defineTool({
  name: "read_file",
  description:
    "Read a text file in the workspace. Lines come numbered (`<line number>\\t<text>`, numbering from 1); " +
    "the numbers are not part of the file. Use offset/limit to read a long file in parts.",
  input: ReadFileInput,
  async run({ path: requested, offset = 1, limit = DEFAULT_READ_LIMIT }, ctx) {
    const file = await resolveInWorkspace(ctx.workspace, requested);
    await refuseIgnored(ctx, file, requested);
    const info = await stat(file).catch((error) => fsMessage(error, requested));
    if (info.isDirectory())
      throw new ToolError(`${requested} is a directory; use list_files to see what it holds`);
    const refused = refusal(info, MAX_READ_FILE_BYTES);
    if (refused) throw new ToolError(`${requested} ${refused}`);
    if (info.size === 0) return `(${requested} is empty)`;
    if (await isBinary(file)) return `(${requested} is a binary file of ${info.size} bytes; not shown)`;

    const lines: string[] = [];
    let lineNumber = 0;
    let more = false;
    const stream = createReadStream(file, { encoding: "utf8" });
    const reader = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
    try {
      for await (const line of reader) {
        throwIfAborted(ctx.signal);
        lineNumber++;
        if (lineNumber < offset) continue;
        if (lines.length >= limit) {
          more = true;
          break;
        }
        lines.push(`${String(lineNumber).padStart(6)}\t${clipLine(line, MAX_LINE_CHARS)}`);
      }
    } finally {
      reader.close();
      stream.destroy();
    }
    if (lines.length === 0) return `(${requested} has ${lineNumber} lines; offset ${offset} is past the end)`;
    let out = lines.join("\n");
    if (more) out += `\n[more lines follow; continue with offset=${offset + lines.length}]`;
    return truncateOutput(out, MAX_OUTPUT_BYTES, "read fewer lines with offset/limit");
  },
});

// ---------------------------------------------------------------- walking

/**
 * Every file under `start` (itself, when it is a file), in name order, skipping
 * `.git` (directories and files) and `node_modules`. Symlinked directories are
 * not followed; a symlinked file is yielded only when it resolves inside the
 * workspace and outside `.git`.
 * Stops after MAX_WALK_ENTRIES entries and sets `state.incomplete`.
 */
async function* walkFiles(
  workspace: string,
  start: string,
  state: { incomplete: boolean; visited: number },
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const info = await stat(start);
  if (!info.isDirectory()) {
    yield start;
    return;
  }
  const realRoot = await realpath(workspace);
  // Depth first in name order: a directory's entries stand where its name sorts.
  const stack: { path: string; dir: boolean }[] = [{ path: start, dir: true }];
  while (stack.length > 0) {
    throwIfAborted(signal);
    const item = stack.pop()!;
    if (!item.dir) {
      yield item.path;
      continue;
    }
    let entries: Dirent[];
    try {
      entries = await readdir(item.path, { withFileTypes: true });
    } catch {
      continue; // unreadable directory: skip it
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const children: { path: string; dir: boolean }[] = [];
    for (const entry of entries) {
      if (++state.visited > MAX_WALK_ENTRIES) {
        state.incomplete = true;
        break;
      }
      const full = path.join(item.path, entry.name);
      if (entry.name.toLowerCase() === ".git") continue;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) children.push({ path: full, dir: true });
      } else if (entry.isFile()) {
        children.push({ path: full, dir: false });
      } else if (entry.isSymbolicLink()) {
        try {
          const real = await realpath(full);
          if (isInside(realRoot, real) && !isGitPath(realRoot, real) && (await stat(real)).isFile())
            children.push({ path: full, dir: false });
        } catch {
          // dangling link: skip
        }
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    if (state.incomplete) {
      // Finish what was already found, then stop descending.
      for (const child of stack.splice(0).reverse()) if (!child.dir) yield child.path;
      return;
    }
  }
}

/**
 * Turns a glob into a regular expression over `/`-separated paths: `**` any
 * depth (dot directories included), `*` and `?` within one segment, `{a,b}`
 * alternatives, `[abc]` classes. A pattern without `/` matches file names.
 * Not path.matchesGlob: its `**` skips dot directories, with no option to
 * include them, and a search for every `.yml` file must find the workflows
 * under `.github/`.
 */
export function globToRegExp(glob: string): RegExp {
  let re = "";
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === "*") {
      if (glob[i + 1] === "*") {
        const atSegmentStart = i === 0 || glob[i - 1] === "/";
        i++;
        if (glob[i + 1] === "/" && atSegmentStart) {
          i++;
          re += "(?:.*/)?";
        } else {
          re += ".*";
        }
      } else {
        re += "[^/]*";
      }
    } else if (ch === "?") {
      re += "[^/]";
    } else if (ch === "[") {
      const close = glob.indexOf("]", i + 2);
      if (close === -1) {
        re += "\\[";
      } else {
        let body = glob.slice(i + 1, close).replace(/\\/g, "\\\\");
        if (body.startsWith("!")) body = `^${body.slice(1)}`;
        re += `[${body}]`;
        i = close;
      }
    } else if (ch === "{") {
      braces++;
      re += "(?:";
    } else if (ch === "}" && braces > 0) {
      braces--;
      re += ")";
    } else if (ch === "," && braces > 0) {
      re += "|";
    } else if (ch === "\\" && i + 1 < glob.length) {
      i++;
      re += glob[i]!.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    } else {
      re += ch.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    }
  }
  re += ")".repeat(braces);
  try {
    return new RegExp(`^${re}$`);
  } catch {
    throw new ToolError(`invalid glob pattern: ${glob}`);
  }
}

function globMatcher(pattern: string | undefined): (relPath: string) => boolean {
  if (pattern === undefined || pattern === "") return () => true;
  const trimmed = pattern.replace(/^\.\//, "");
  const regex = globToRegExp(trimmed);
  if (!trimmed.includes("/")) return (rel) => regex.test(rel.slice(rel.lastIndexOf("/") + 1));
  return (rel) => regex.test(rel);
}

// ---------------------------------------------------------------- list_files

const ListFilesInput = z.object({
  path: z
    .string()
    .optional()
    .describe("Directory to list, relative to the workspace root (default: the root)."),
  pattern: z
    .string()
    .optional()
    .describe(
      "Glob to filter by, e.g. `*.ts`, `src/**/*.test.ts`, `*.{yml,yaml}`. Matched against paths relative " +
        "to `path`; a pattern without `/` matches file names at any depth.",
    ),
});

export const listFilesTool = defineTool({
  name: "list_files",
  description:
    "List files under a directory of the workspace, recursively (skipping .git and node_modules). " +
    `Paths are relative to the workspace root; at most ${MAX_LIST_ENTRIES} are returned.`,
  input: ListFilesInput,
  async run({ path: requested = ".", pattern }, ctx) {
    const base = await resolveInWorkspace(ctx.workspace, requested);
    await stat(base).catch((error) => fsMessage(error, requested));
    const matches = globMatcher(pattern);
    const state = { incomplete: false, visited: 0 };
    const found: string[] = [];
    let overflow = false;
    for await (const file of walkFiles(ctx.workspace, base, state, ctx.signal)) {
      if (await isIgnoredFile(ctx, file)) continue;
      const relToBase = path.relative(base, file).split(path.sep).join("/") || path.basename(file);
      if (!matches(relToBase)) continue;
      if (found.length >= MAX_LIST_ENTRIES) {
        overflow = true;
        break;
      }
      found.push(workspaceRelative(ctx.workspace, file));
    }
    const notes: string[] = [];
    if (overflow) notes.push(`[list truncated at ${MAX_LIST_ENTRIES} files; narrow the path or pattern]`);
    if (state.incomplete) notes.push(`[listing stopped after ${MAX_WALK_ENTRIES} entries; narrow the path]`);
    if (found.length === 0) return ["(no files match)", ...notes].join("\n");
    return truncateOutput([...found, ...notes].join("\n"), MAX_OUTPUT_BYTES, "narrow the path or pattern");
  },
});

// ---------------------------------------------------------------- grep

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
    "`(?i:...)` or a character class for case-insensitive). Skips binary files, .git and node_modules. " +
    `Returns \`file:line: text\` for up to ${MAX_GREP_MATCHES} matching lines.`,
  input: GrepInput,
  async run({ pattern, path: requested = "." }, ctx) {
    try {
      new RegExp(pattern);
    } catch (error) {
      throw new ToolError(`invalid regular expression: ${(error as Error).message}`);
    }
    const base = await resolveInWorkspace(ctx.workspace, requested);
    await stat(base).catch((error) => fsMessage(error, requested));
    const context = vm.createContext({ source: pattern, flags: "", text: "", max: 0 });
    const state = { incomplete: false, visited: 0 };
    const results: string[] = [];
    let skipped = 0;
    let overflow = false;
    for await (const file of walkFiles(ctx.workspace, base, state, ctx.signal)) {
      if (await isIgnoredFile(ctx, file)) continue;
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
        continue; // unreadable: skip
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
        results.push(`${rel}:${index + 1}: ${clipLine(line, MAX_GREP_LINE_CHARS)}`);
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
    if (state.incomplete) notes.push(`[search stopped after ${MAX_WALK_ENTRIES} entries; narrow the path]`);
    if (results.length === 0) return ["(no matches)", ...notes].join("\n");
    return truncateOutput([...results, ...notes].join("\n"), MAX_OUTPUT_BYTES, "narrow the pattern or path");
  },
});
