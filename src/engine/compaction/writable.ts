import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { dirname } from "node:path";
import { failure } from "../errors.ts";

/**
 * Fails, naming the folder, when the log cannot be written: `/compact`,
 * `baton compact` and `/pop` ask this before they pay for a summary that
 * could not be saved. (A check, not a guarantee: the disk may still fill up
 * between it and the append, which then fails on its own.)
 */
export async function checkWritable(logFile: string): Promise<void> {
  const folder = dirname(logFile);
  for (const path of [folder, logFile]) {
    try {
      await access(path, constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A log not written yet is created in the folder, which was checked first.
      if (code === "ENOENT" && path === logFile) continue;
      const why = code === "EROFS" ? "is on a read-only file system" : `cannot be written (${code ?? error})`;
      throw failure(`the conversation's folder ${folder} ${why}, so nothing was compacted or popped`);
    }
  }
}
