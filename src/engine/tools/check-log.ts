/** One check as it last ran. */
export interface CheckResult {
  /** The command as `checks:` names it. */
  command: string;
  passed: boolean;
  /** How it ended: `exit code: 1`, `killed: timed out after 600 s`. */
  ended: string;
}

/**
 * The checks run during one run, as Baton ran them (never as the model says
 * they went): the latest round, and whether the editing tools changed a file
 * after it, so a result is never reported for code it did not see.
 */
export class CheckLog {
  #last: CheckResult[] | undefined;
  #atEdit = 0;

  record(results: CheckResult[], atEdit: number): void {
    this.#last = results;
    this.#atEdit = atEdit;
  }

  /** The latest round, or undefined when none ran. */
  get last(): readonly CheckResult[] | undefined {
    return this.#last;
  }

  /** True when no round ran since the `edits`-th edit (none ran, or files changed after the last). */
  staleAt(edits: number): boolean {
    return this.#last === undefined || edits > this.#atEdit;
  }
}
