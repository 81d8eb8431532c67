/** What an editing tool did to a file. */
export type FileChange = "created" | "modified";

/**
 * The files the editing tools changed in one run, in the order first
 * changed: what hooks (`agent_stop`'s `files_changed`) and the run's outcome
 * report. Programs the model runs can change files too, so for delivering a
 * change the working tree (git status) is the ground truth, not this list.
 */
export class ChangedFiles {
  readonly #files = new Map<string, FileChange>();
  #edits = 0;

  /** A file created and then edited in the same run stays "created". */
  record(rel: string, change: FileChange): void {
    this.#edits++;
    if (!this.#files.has(rel)) this.#files.set(rel, change);
  }

  /** How many changes were made so far, counting every one: what says whether checks ran on the latest code. */
  get edits(): number {
    return this.#edits;
  }

  get size(): number {
    return this.#files.size;
  }

  list(): { path: string; change: FileChange }[] {
    return [...this.#files].map(([path, change]) => ({ path, change }));
  }
}
