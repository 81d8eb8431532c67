import type { Stats } from "node:fs";
import { open } from "node:fs/promises";
import { cut } from "../../util/text.ts";
import { ToolError } from "../tool.ts";

const BINARY_SNIFF_BYTES = 8_000;

/** A file-system error as the model should read it; anything unexpected is rethrown. */
export function fsMessage(error: unknown, requested: string): never {
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
export function refusal(info: Stats, maxBytes: number): string | undefined {
  if (!info.isFile()) return "is not a regular file";
  if (info.nlink > 1) return "has other hard links, which file tools do not follow";
  if (info.size > maxBytes) return `is ${info.size} bytes, over the ${maxBytes}-byte limit`;
  return undefined;
}

export async function isBinary(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(BINARY_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
}

export function clipLine(line: string, max: number, redact: (text: string) => string): string {
  return cut(line, max, { note: (more) => `… [line truncated: ${more} more chars]`, redact });
}

export function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new ToolError("the run was cancelled");
}
