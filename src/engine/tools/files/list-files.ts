import { stat } from "node:fs/promises";
import path from "node:path";
import * as z from "zod";
import { defineTool, MAX_OUTPUT_BYTES, truncateOutput } from "../tool.ts";
import { resolveInWorkspace, workspaceRelative } from "../workspace.ts";
import { FileAccess, MAX_PATH_DEPTH } from "./access.ts";
import { fsMessage } from "./file-checks.ts";
import { globMatcher } from "./glob.ts";
import { MAX_WALK_ENTRIES, type WalkState, walkFiles, walkStart } from "./walk.ts";

const MAX_LIST_ENTRIES = 1000;

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
    "List files under a directory of the workspace, recursively (skipping .git, node_modules, files .gitignore ignores and secrets files). " +
    `Paths are relative to the workspace root; at most ${MAX_LIST_ENTRIES} are returned.`,
  input: ListFilesInput,
  async run({ path: requested = ".", pattern }, ctx) {
    const named = await resolveInWorkspace(ctx.workspace, requested);
    await stat(named).catch((error) => fsMessage(error, requested));
    const base = await walkStart(ctx.workspace, named);
    const matches = globMatcher(pattern);
    const state: WalkState = { incomplete: false, visited: 0 };
    const found: string[] = [];
    let overflow = false;
    for await (const file of walkFiles(ctx.workspace, base, FileAccess.of(ctx), state, ctx.signal)) {
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
    if (state.tooDeep) notes.push(`[folders nested deeper than ${MAX_PATH_DEPTH} levels are not listed]`);
    if (state.incomplete) notes.push(`[listing stopped after ${MAX_WALK_ENTRIES} entries; narrow the path]`);
    if (found.length === 0) return ["(no files match)", ...notes].join("\n");
    return truncateOutput([...found, ...notes].join("\n"), MAX_OUTPUT_BYTES, {
      hint: "narrow the path or pattern",
      redact: ctx.redact,
    });
  },
});
