import { constants } from "node:fs";
import { access, readdir, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { ProgramSandbox, runSandboxed, type Sandbox } from "../sandbox/sandbox.ts";
import type { Logger } from "../util/logger.ts";
import type { ProcessResult } from "../util/run-process.ts";
import { safeEnv } from "../util/safe-env.ts";
import { type HookEvent, isHookEvent } from "./events.ts";

export const DEFAULT_HOOK_TIMEOUT_MS = 10_000;

/** An executable hook: `<hook> hook` lists its events, `<hook> run` handles one (docs/design.md#hook-protocol). */
export interface ExecutableHook {
  name: string;
  path: string;
  events: ReadonlySet<HookEvent>;
}

/**
 * Runs an executable hook as the shell tool runs a program: in the sandbox,
 * with the workspace as its folder, the hook file itself visible read-only,
 * no network and an environment without secrets.
 */
export function runHook(
  sandbox: Sandbox,
  path: string,
  args: readonly string[],
  opts: { cwd: string; timeoutMs: number; input?: string; signal?: AbortSignal | undefined },
): Promise<ProcessResult> {
  const job = { workspace: opts.cwd, readOnly: [path], network: false, env: safeEnv() };
  return runSandboxed(sandbox, path, args, job, {
    timeoutMs: opts.timeoutMs,
    ...(opts.input !== undefined ? { input: opts.input } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
}

/**
 * Finds executable hooks in the given folders (files with the execute bit;
 * `*.js` / `*.mjs` are extensions, loaded elsewhere) and asks each which
 * events it handles. A hook that fails to answer is logged and skipped; where
 * no sandbox can be made, every executable hook is skipped and the log says
 * why and how to run them unsandboxed on purpose.
 */
export async function discoverExecutableHooks(
  dirs: readonly string[],
  opts: { cwd: string; timeoutMs?: number; logger: Logger; sandbox?: ProgramSandbox },
): Promise<ExecutableHook[]> {
  const hooks: ExecutableHook[] = [];
  const timeoutMs = opts.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS;
  let sandbox: Sandbox | undefined;
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
      if (!sandbox) {
        const choice = await (opts.sandbox ?? new ProgramSandbox("auto", opts.cwd)).choice();
        if ("refused" in choice) {
          opts.logger.warn(`executable hooks are skipped: ${choice.refused}`);
          return [];
        }
        sandbox = choice.sandbox;
      }
      const r = await runHook(sandbox, path, ["hook"], { cwd: opts.cwd, timeoutMs });
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
