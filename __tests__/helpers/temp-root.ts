// The suite's global setup: one temp folder per run. TMPDIR points at it before any worker starts,
// so the workers, and the CLI and built action they spawn (they pass TMPDIR on), write inside it.
// At the end the folder must be empty: every test removes what it made (helpers/temp-dir.ts), and a
// leftover fails the run by name. The folder goes either way.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { TestProject } from "vitest/node";

const some = (names: string[]) => `${names.slice(0, 10).join(", ")}${names.length > 10 ? ", …" : ""}`;

export default function setup(project: TestProject): () => void {
  const outside = tmpdir();
  const previous = process.env.TMPDIR;
  const before = new Set(readdirSync(outside));
  const root = mkdtempSync(join(outside, "baton-suite-"));
  process.env.TMPDIR = root;

  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    const left = readdirSync(root);
    rmSync(root, { recursive: true, force: true });
    // Whatever ignored TMPDIR landed next to the run's folder. On a shared machine other processes
    // write there too, so it is an error only where the suite runs alone (CI).
    // Vitest's own folder is made before this setup and removed after it.
    const strayed = readdirSync(outside).filter(
      (name) => !before.has(name) && name !== basename(project.tmpDir),
    );
    const problems = [
      ...(left.length > 0 ? [`the tests left ${left.length} in the temp folder: ${some(left)}`] : []),
      ...(strayed.length > 0 && process.env.CI
        ? [`${strayed.length} new in ${outside} (TMPDIR ignored?): ${some(strayed)}`]
        : []),
    ];
    if (problems.length > 0) {
      // Vitest reports an error thrown here but still exits 0: the exit code must say it too.
      process.exitCode = 1;
      throw new Error(`The suite did not clean up:\n${problems.join("\n")}`);
    }
    if (strayed.length > 0)
      console.warn(
        `${strayed.length} new in ${outside} during the run (another process's?): ${some(strayed)}`,
      );
  };
}
