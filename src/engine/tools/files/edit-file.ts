import * as z from "zod";
import { defineTool, ToolError } from "../tool.ts";
import { applyEdits } from "./edit-text.ts";
import { clipLine, throwIfAborted } from "./file-checks.ts";
import { MAX_EDIT_BYTES, openWritable, replaceContent } from "./write-target.ts";

/** Edits one call may make: enough for a refactor of one file, few enough to read back. */
const MAX_EDITS = 100;
const MAX_SHOWN_LINE_CHARS = 300;

const EditFileInput = z.object({
  path: z.string().describe("File path, relative to the workspace root."),
  edits: z
    .array(
      z.object({
        old_text: z
          .string()
          .min(1)
          .describe(
            "Text exactly as it stands in the file (whitespace included, without read_file's line numbers); it must occur exactly once.",
          ),
        new_text: z.string().describe("What replaces it."),
      }),
    )
    .min(1)
    .max(MAX_EDITS)
    .describe("Replacements applied in order, each to the result of the one before; if one fails, none is."),
});

// ignoreBOM keeps a byte-order mark in the text, so the file keeps it too.
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

export const editFileTool = defineTool({
  name: "edit_file",
  description:
    "Change part of an existing text file: each edit replaces old_text, which must occur exactly once, with new_text. " +
    "Several edits in one call are applied in order, all or none. Read the file first; to create a file use write_file.",
  input: EditFileInput,
  async run({ path: requested, edits }, ctx) {
    throwIfAborted(ctx.signal);
    const { handle, rel } = await openWritable(ctx, requested, false);
    let removed: number;
    let added: number;
    try {
      const { size } = await handle.stat();
      if (size > MAX_EDIT_BYTES)
        throw new ToolError(`${requested} is ${size} bytes, over the ${MAX_EDIT_BYTES}-byte limit`);
      const bytes = await handle.readFile();
      if (bytes.includes(0))
        throw new ToolError(`${requested} is a binary file, which edit_file does not change`);
      let text: string;
      try {
        text = utf8.decode(bytes);
      } catch {
        throw new ToolError(`${requested} is not UTF-8 text, which edit_file does not change`);
      }
      const edited = applyEdits(text, edits, rel, (line) => clipLine(line, MAX_SHOWN_LINE_CHARS, ctx.redact));
      ({ removed, added } = edited);
      throwIfAborted(ctx.signal);
      await replaceContent(handle, edited.text);
    } finally {
      await handle.close();
    }
    ctx.changes?.record(rel, "modified");
    const count = edits.length === 1 ? "1 edit" : `${edits.length} edits`;
    return `Edited ${rel}: ${count} applied (${removed} lines replaced by ${added}).`;
  },
});
