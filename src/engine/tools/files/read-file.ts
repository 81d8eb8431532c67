import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createInterface } from "node:readline";
import * as z from "zod";
import { defineTool, MAX_OUTPUT_BYTES, ToolError, truncateOutput } from "../tool.ts";
import { resolveInWorkspace } from "../workspace.ts";
import { FileAccess } from "./access.ts";
import { clipLine, fsMessage, isBinary, refusal, throwIfAborted } from "./file-checks.ts";

const DEFAULT_READ_LIMIT = 2000;
const MAX_LINE_CHARS = 2000;
/** read_file refuses larger files: a single huge line would otherwise be held in memory whole. */
const MAX_READ_FILE_BYTES = 10_000_000;

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
    const info = await stat(file).catch((error) => fsMessage(error, requested));
    if (info.isDirectory())
      throw new ToolError(`${requested} is a directory; use list_files to see what it holds`);
    const refused = refusal(info, MAX_READ_FILE_BYTES) ?? (await FileAccess.of(ctx).denialOf(file));
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
        lines.push(`${String(lineNumber).padStart(6)}\t${clipLine(line, MAX_LINE_CHARS, ctx.redact)}`);
      }
    } finally {
      reader.close();
      stream.destroy();
    }
    if (lines.length === 0) return `(${requested} has ${lineNumber} lines; offset ${offset} is past the end)`;
    let out = lines.join("\n");
    if (more) out += `\n[more lines follow; continue with offset=${offset + lines.length}]`;
    return truncateOutput(out, MAX_OUTPUT_BYTES, {
      hint: "read fewer lines with offset/limit",
      redact: ctx.redact,
    });
  },
});
