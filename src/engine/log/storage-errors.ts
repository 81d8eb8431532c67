import { dirname } from "node:path";
import { BatonError, describeError, failure } from "../errors.ts";

/** Why the file system refused a write, in words, for the errors a user can fix; undefined for others. */
export function storageProblem(error: unknown): string | undefined {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case "ENOSPC":
      return "no space left on the disk";
    case "EDQUOT":
      return "the disk quota is used up";
    case "EROFS":
      return "the file system is read-only";
    case "EACCES":
    case "EPERM":
      return "no permission to write there";
    default:
      return undefined;
  }
}

/**
 * A failed write as a BatonError naming the folder it was written in: a full
 * disk or a read-only folder is the user's to fix, not an unexpected error.
 */
export function storageFailure(error: unknown, file: string, what: string): BatonError {
  if (error instanceof BatonError) return error;
  const problem = storageProblem(error);
  const folder = dirname(file);
  return failure(
    problem ? `${what} in ${folder}: ${problem}` : `${what} in ${folder}: ${describeError(error)}`,
    error,
  );
}
