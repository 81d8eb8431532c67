import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import * as z from "zod";
import type { ProgramLimits } from "../sandbox/limits.ts";
import { ProgramSandbox, programInstall, runSandboxed } from "../sandbox/sandbox.ts";
import { safeEnv } from "../util/safe-env.ts";
import { defineTool, MAX_OUTPUT_BYTES, type Tool, type ToolContext, ToolError } from "./tool.ts";

export const DEFAULT_SHELL_TIMEOUT_MS = 60_000;

export interface ShellOptions {
  timeoutMs?: number;
  maxOutputBytes?: number;
  /** The recipe's `network: true`: the program may reach the network. */
  network?: boolean;
  /** The recipe's `env`: variable names passed to the program besides the usual few (never a secret). */
  env?: readonly string[];
  /** The recipe's `limits`, where not the sandbox's defaults. */
  limits?: Partial<ProgramLimits>;
}

const ShellInput = z.object({
  command: z
    .array(z.string())
    .min(1)
    .describe("The program and its arguments, one element each. No shell: no pipes, globs, `$VAR` or `;`."),
});

/**
 * `shell {command: [argv…]}`: runs an allowed program (argv[0] equal to one of
 * `allowedCommands`) directly, without a shell, in the workspace, with a
 * timeout, an output cap and an environment without secrets, inside the
 * run's sandbox: where none can be made the call is refused, never run
 * unsandboxed. The output ends with the exit code.
 */
export function shellTool(
  allowedCommands: readonly string[],
  options: ShellOptions = {},
): Tool<{ command: string[] }> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SHELL_TIMEOUT_MS;
  const maxBytes = options.maxOutputBytes ?? MAX_OUTPUT_BYTES;
  const allowed = new Set(allowedCommands);
  return defineTool({
    name: "shell",
    description:
      `Run a program in the workspace directory, without a shell (arguments are passed as they are). ` +
      `Allowed programs: ${[...allowed].join(", ")}. Times out after ${Math.round(timeoutMs / 1000)} s. ` +
      "Returns stdout and stderr together, then the exit code.",
    input: ShellInput,
    async run({ command }, ctx) {
      const [program, ...args] = command as [string, ...string[]];
      if (!allowed.has(program)) {
        throw new ToolError(
          `command ${JSON.stringify(program)} is not allowed; allowed: ${[...allowed].join(", ")}`,
        );
      }
      const run = await runProgram(ctx, program, args, {
        tool: "shell",
        timeoutMs,
        maxOutputBytes: maxBytes,
        network: options.network ?? false,
        env: options.env,
        limits: options.limits,
      });
      return run.output;
    },
  });
}

/**
 * Runs one program in the run's sandbox (refused, never run unsandboxed, where
 * none can be made), in the workspace, with a timeout, an output cap and an
 * environment without secrets: `shell`'s calls and `run_checks`'s. The output
 * ends with how the program ended (`[exit code: N]`, `[killed: …]`).
 */
export async function runProgram(
  ctx: ToolContext,
  program: string,
  args: readonly string[],
  options: {
    /** The tool's name, for the refusal: "shell is refused: …". */
    tool: string;
    timeoutMs: number;
    maxOutputBytes: number;
    network: boolean;
    env?: readonly string[] | undefined;
    /** The recipe's `limits`, where not the sandbox's defaults. */
    limits?: Partial<ProgramLimits> | undefined;
  },
): Promise<{ output: string; passed: boolean; ended: string }> {
  if (ctx.signal?.aborted) throw new ToolError("the run was cancelled");
  const choice = await (ctx.sandbox ?? ownSandbox(ctx.workspace)).choice();
  if ("refused" in choice) throw new ToolError(`${options.tool} is refused: ${choice.refused}`);
  const found = findProgram(program, ctx.workspace, process.env.PATH);
  if (choice.sandbox.name !== "none" && !found) throw new ToolError(`command not found: ${program}`);
  const job = {
    workspace: ctx.workspace,
    // The program's own folder stays visible, read-only, wherever it is installed
    // (a toolchain under HOME or a temp folder would otherwise be hidden with it).
    ...(found ? { readOnly: programInstall(found, process.env.HOME) } : {}),
    network: options.network,
    env: safeEnv(process.env, options.env),
    ...(options.limits ? { limits: options.limits } : {}),
  };
  const r = await runSandboxed(choice.sandbox, program, args, job, {
    timeoutMs: options.timeoutMs,
    maxOutputBytes: options.maxOutputBytes,
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  });
  if (r.error?.code === "ENOENT") throw new ToolError(`command not found: ${program}`);
  if (r.error?.code === "EACCES") throw new ToolError(`permission denied: ${program}`);
  if (r.error) throw r.error;
  let output = r.output;
  if (r.dropped > 0) output += `\n[output truncated: ${r.dropped} more bytes]`;
  if (output.length > 0 && !output.endsWith("\n")) output += "\n";
  const ended = r.timedOut
    ? `killed: timed out after ${options.timeoutMs / 1000} s`
    : r.cancelled
      ? "killed: cancelled"
      : r.code === null
        ? `killed by signal ${r.signal}`
        : `exit code: ${r.code}`;
  return { output: `${output}[${ended}]`, passed: r.code === 0 && !r.timedOut && !r.cancelled, ended };
}

const fallbackSandboxes = new Map<string, ProgramSandbox>();
/** A tool context without the run's sandbox (a test, a tool used alone) gets the machine's own, once per workspace. */
function ownSandbox(workspace: string): ProgramSandbox {
  const known = fallbackSandboxes.get(workspace);
  if (known) return known;
  const sandbox = new ProgramSandbox("auto", workspace);
  fallbackSandboxes.set(workspace, sandbox);
  return sandbox;
}

/**
 * Where `program` is, as the sandbox would look it up, so a missing one
 * is reported as such rather than as the wrapper's exit code.
 */
export function findProgram(program: string, workspace: string, path = ""): string | undefined {
  const executable = (file: string) => {
    try {
      accessSync(file, constants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  const candidates = program.includes("/")
    ? [resolve(workspace, program)]
    : path
        .split(delimiter)
        .filter((dir) => dir !== "")
        .map((dir) => join(dir, program));
  return candidates.find(executable);
}
