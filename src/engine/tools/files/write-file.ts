import * as z from "zod";
import { defineTool, ToolError } from "../tool.ts";
import { throwIfAborted } from "./file-checks.ts";
import { MAX_EDIT_BYTES, openWritable, replaceContent } from "./write-target.ts";

const WriteFileInput = z.object({
  path: z.string().describe("File path, relative to the workspace root. Missing folders are made."),
  content: z.string().describe("The whole new content of the file."),
});

export const writeFileTool = defineTool({
  name: "write_file",
  description:
    "Create a file in the workspace, or overwrite one with new content (its folders are made). " +
    "To change part of an existing file, use edit_file instead.",
  input: WriteFileInput,
  async run({ path: requested, content }, ctx) {
    throwIfAborted(ctx.signal);
    const size = Buffer.byteLength(content, "utf8");
    if (size > MAX_EDIT_BYTES)
      throw new ToolError(`the content is ${size} bytes, over the ${MAX_EDIT_BYTES}-byte limit`);
    const { handle, created, rel } = await openWritable(ctx, requested, true);
    try {
      const before = created ? 0 : (await handle.stat()).size;
      if (before > MAX_EDIT_BYTES)
        throw new ToolError(`${requested} is ${before} bytes, over the ${MAX_EDIT_BYTES}-byte limit`);
      await replaceContent(handle, content);
    } finally {
      await handle.close();
    }
    ctx.changes?.record(rel, created ? "created" : "modified");
    const lines = content === "" ? 0 : content.split("\n").length - (content.endsWith("\n") ? 1 : 0);
    return `${created ? "Created" : "Overwrote"} ${rel} (${lines} lines, ${size} bytes).`;
  },
});
