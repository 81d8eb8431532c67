import { constants } from "node:fs";
import { access, readdir, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Logger } from "../util/logger.ts";
import { type ProcessResult, runProcess } from "../util/run-process.ts";
import { type HookEvent, isHookEvent } from "./events.ts";

export const DEFAULT_HOOK_TIMEOUT_MS = 10_000;

/** An executable hook: `<hook> hook` lists its events, `<hook> run` handles one (docs/design.md#hook-protocol). */
export interface ExecutableHook {
  name: string;
  path: string;
  events: ReadonlySet<HookEvent>;
}

/**
 * Finds executable hooks in the given folders (files with the execute bit;
 * `*.js` / `*.mjs` are extensions, loaded elsewhere) and asks each which
 * events it handles. A hook that fails to answer is logged and skipped.
 */
export async function discoverExecutableHooks(
  dirs: readonly string[],
  opts: { cwd: string; timeoutMs?: number; logger: Logger },
): Promise<ExecutableHook[]> {
  const hooks: ExecutableHook[] = [];
  const timeoutMs = opts.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS;
  for (const dir of dirs) {
    const names = (await readdir(dir).catch(() => [] as string[])).sort();
    for (const name of names) {
      if (/\.(m?js|md|json|txt)$/.test(name) || name.startsWith(".")) continue;
      const path = join(dir, name);
      const isFile = await stat(path).then(
        (s) => s.isFile(),
        () => false,
      );
      const executable = await access(path, constants.X_OK).then(
        () => true,
        () => false,
      );
      if (!isFile || !executable) continue;
      const r = await runProcess(path, ["hook"], { cwd: opts.cwd, timeoutMs });
      if (r.code !== 0) {
        opts.logger.warn(
          `hook ${name}: \`${name} hook\` ${describeFailure(r, timeoutMs)}; the hook is skipped`,
        );
        continue;
      }
      const events = new Set<HookEvent>();
      for (const line of r.stdout
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean)) {
        if (isHookEvent(line)) events.add(line);
        else opts.logger.warn(`hook ${name}: unknown event "${line}" ignored`);
      }
      if (events.size) hooks.push({ name: basename(path), path, events });
    }
  }
  return hooks;
}

export function describeFailure(r: ProcessResult, timeoutMs: number): string {
  if (r.timedOut) return `timed out after ${timeoutMs / 1000} s`;
  if (r.error) return `could not be started (${r.error.code ?? r.error.message})`;
  const tail = r.stderr.trim().split("\n").at(-1);
  return `exited with ${r.code ?? "a signal"}${tail ? ` (${tail.slice(0, 200)})` : ""}`;
}
