import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { safeEnv } from "./safe-env.ts";

export interface ProcessOptions {
  cwd: string;
  timeoutMs: number;
  /** Written to stdin; without it stdin is closed from the start. */
  input?: string;
  /** Default: the environment without secrets. */
  env?: NodeJS.ProcessEnv;
  /** Output kept, stdout and stderr together; the rest is counted, not kept. */
  maxOutputBytes?: number;
  signal?: AbortSignal;
}

export interface ProcessResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr as they arrived. */
  output: string;
  /** Bytes of output beyond the cap. */
  dropped: number;
  /** Of those, stdout's: what a program answers on stdout is whole only when this is 0. */
  droppedStdout: number;
  timedOut: boolean;
  cancelled: boolean;
  /** The program could not be started (ENOENT, EACCES, …). */
  error?: NodeJS.ErrnoException;
}

export const DEFAULT_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
/**
 * How long output may still arrive after the program exited. A process that
 * left its session (`setsid`) escapes the group kill and may hold the pipes
 * open for ever; past this the pipes are closed on it.
 */
const CLOSE_GRACE_MS = 200;
/** Processes a kill looks for below the one started: a fork bomb's count costs no more than this. */
const MAX_DESCENDANTS = 10_000;

/**
 * Every process below `pid`, from Linux's /proc (none elsewhere): one that
 * left the process group (`setsid`), or that a sandbox started under another
 * user's wrapper, is still below the program it came from.
 */
function descendants(pid: number): number[] {
  const found: number[] = [];
  for (let i = -1; i < found.length && found.length < MAX_DESCENDANTS; i++) {
    const parent = i < 0 ? pid : found[i]!;
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      let children = "";
      try {
        children = readFileSync(`/proc/${parent}/task/${task}/children`, "utf8");
      } catch {
        // Gone meanwhile.
      }
      for (const child of children.split(" ")) if (/^\d+$/.test(child)) found.push(Number(child));
    }
  }
  return found;
}

/**
 * The one way Baton runs a program (hooks, the shell tool): no shell, in its
 * own process group so a timeout, a cancel or its own exit also ends whatever
 * it started, with capped output and an environment without secrets. Never
 * rejects, and never waits on a pipe past the program's end.
 */
export function runProcess(
  program: string,
  args: readonly string[],
  opts: ProcessOptions,
): Promise<ProcessResult> {
  const max = opts.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  return new Promise((resolve) => {
    const chunks: { stream: "stdout" | "stderr"; data: Buffer }[] = [];
    let kept = 0;
    let dropped = 0;
    let droppedStdout = 0;
    let timedOut = false;
    let cancelled = false;
    let error: NodeJS.ErrnoException | undefined;
    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      const join = (which?: "stdout" | "stderr") =>
        Buffer.concat(chunks.filter((c) => !which || c.stream === which).map((c) => c.data)).toString("utf8");
      resolve({
        code,
        signal,
        stdout: join("stdout"),
        stderr: join("stderr"),
        output: join(),
        dropped,
        droppedStdout,
        timedOut,
        cancelled,
        ...(error ? { error } : {}),
      });
    };
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(program, [...args], {
        cwd: opts.cwd,
        env: opts.env ?? safeEnv(),
        shell: false,
        stdio: [opts.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
        detached: true,
        windowsHide: true,
      });
    } catch (e) {
      error = e as NodeJS.ErrnoException;
      finish(null, null);
      return;
    }
    const kill = () => {
      // Found before anything is killed: a killed parent's children move to another.
      const below = descendants(child.pid!);
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
      // Those that left the group, and (in a sandbox) the program whose namespace ends with it.
      for (const pid of below) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // Gone already, or another user's: the sandbox's own wrappers end with the program.
        }
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, opts.timeoutMs);
    const onAbort = () => {
      cancelled = true;
      kill();
    };
    opts.signal?.addEventListener("abort", onAbort, { once: true });
    const collect = (stream: "stdout" | "stderr") => (data: Buffer) => {
      const room = Math.max(0, max - kept);
      const part = data.length <= room ? data : data.subarray(0, room);
      if (part.length) chunks.push({ stream, data: part });
      kept += part.length;
      dropped += data.length - part.length;
      if (stream === "stdout") droppedStdout += data.length - part.length;
    };
    child.stdout?.on("data", collect("stdout"));
    child.stderr?.on("data", collect("stderr"));
    child.on("error", (e: NodeJS.ErrnoException) => {
      error = e;
    });
    let grace: NodeJS.Timeout | undefined;
    child.on("exit", () => {
      // What it left running in its group goes with it.
      kill();
      grace = setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
      }, CLOSE_GRACE_MS);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      clearTimeout(grace);
      opts.signal?.removeEventListener("abort", onAbort);
      finish(code, signal);
    });
    // A program that exits without reading stdin must not crash us with EPIPE.
    child.stdin?.on("error", () => {});
    if (opts.input !== undefined) child.stdin?.end(opts.input);
  });
}
