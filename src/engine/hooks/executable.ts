import { constants } from "node:fs";
import { access, readdir, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { type ProgramSandbox, runSandboxed, type Sandbox } from "../sandbox/sandbox.ts";
import type { Logger } from "../util/logger.ts";
import { type ProcessResult, runProcess } from "../util/run-process.ts";
import { safeEnv } from "../util/safe-env.ts";
import { cut } from "../util/text.ts";
import { type HookEvent, isHookEvent } from "./events.ts";

export const DEFAULT_HOOK_TIMEOUT_MS = 10_000;

/** An executable hook: `<hook> hook` lists its events, `<hook> run` handles one (docs/design.md#hook-protocol). */
export interface ExecutableHook {
  name: string;
  path: string;
  events: ReadonlySet<HookEvent>;
}

/**
 * Runs an executable hook in the workspace, with an environment without
 * secrets (the allow-list every child process gets). A hook is code the user
 * or the repository's maintainers wrote, read from the base branch, so it runs
 * as their own process: it may write a log under HOME or call a web hook.
 * Given a sandbox (`hooks-sandbox: true`), it runs there as the shell tool
 * runs a program: the hook file visible read-only, no network.
 */
export function runHook(
  sandbox: Sandbox | undefined,
  path: string,
  args: readonly string[],
  opts: { cwd: string; timeoutMs: number; input?: string; signal?: AbortSignal | undefined },
): Promise<ProcessResult> {
  const env = safeEnv();
  const run = {
    timeoutMs: opts.timeoutMs,
    ...(opts.input !== undefined ? { input: opts.input } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
  };
  if (!sandbox) return runProcess(path, args, { ...run, cwd: opts.cwd, env });
  return runSandboxed(
    sandbox,
    path,
    args,
    { workspace: opts.cwd, readOnly: [path], network: false, env },
    run,
  );
}

/**
 * Where hooks run: as the user's processes without one (undefined), else in
 * the sandbox it chooses, or nowhere when it can make none.
 */
export async function hookSandbox(
  sandbox: ProgramSandbox | undefined,
): Promise<{ sandbox: Sandbox | undefined } | { refused: string }> {
  return sandbox ? sandbox.choice() : { sandbox: undefined };
}

/**
 * Finds executable hooks in the given folders (files with the execute bit;
 * `*.js` / `*.mjs` are extensions, loaded elsewhere) and asks each which
 * events it handles. A hook that fails to answer is logged and skipped. With a
 * sandbox asked for (`hooks-sandbox: true`) but none to be made, every
 * executable hook is skipped and the log says why.
 */
export async function discoverExecutableHooks(
  dirs: readonly string[],
  opts: {
    cwd: string;
    timeoutMs?: number;
    logger: Logger;
    /** Only with `hooks-sandbox: true`: without one, hooks run as the user's processes. */
    sandbox?: ProgramSandbox | undefined;
    /** What a failed hook said on stderr goes through it before it is logged. */
    redact?: (text: string) => string;
  },
): Promise<ExecutableHook[]> {
  const hooks: ExecutableHook[] = [];
  const timeoutMs = opts.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS;
  let place: { sandbox: Sandbox | undefined } | undefined;
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
      if (!place) {
        const choice = await hookSandbox(opts.sandbox);
        if ("refused" in choice) {
          opts.logger.warn(`executable hooks are skipped (hooks-sandbox is on): ${choice.refused}`);
          return [];
        }
        place = choice;
      }
      const r = await runHook(place.sandbox, path, ["hook"], { cwd: opts.cwd, timeoutMs });
      if (r.code !== 0) {
        opts.logger.warn(
          `hook ${name}: \`${name} hook\` ${describeFailure(r, timeoutMs, opts.redact)}; the hook is skipped`,
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

/** What a failed hook's message quotes of its stderr: its last lines, cut to one log line's worth. */
const STDERR_LINES = 5;
const STDERR_CHARS = 600;

/**
 * Why a hook failed, in words: timed out, not started, or its exit code and
 * the last lines of its stderr (redacted whole before they are cut: a hook's
 * words may quote a secret), which say why far better than the code alone.
 */
export function describeFailure(
  r: ProcessResult,
  timeoutMs: number,
  redact: (text: string) => string = (t) => t,
): string {
  if (r.timedOut) return `timed out after ${timeoutMs / 1000} s`;
  if (r.error) return `could not be started (${r.error.code ?? r.error.message})`;
  const exited = `exited with ${r.code ?? `signal ${r.signal ?? "unknown"}`}`;
  const lines = redact(r.stderr)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(-STDERR_LINES);
  if (!lines.length) return `${exited}, with nothing on stderr`;
  return `${exited} (${cut(lines.join(" | "), STDERR_CHARS, { keep: "ends" })})`;
}
