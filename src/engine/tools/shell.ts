import * as z from "zod";
import { runProcess } from "../util/run-process.ts";
import { defineTool, MAX_OUTPUT_BYTES, type Tool, ToolError } from "./tool.ts";

export const DEFAULT_SHELL_TIMEOUT_MS = 60_000;

export interface ShellOptions {
  timeoutMs?: number;
  maxOutputBytes?: number;
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
 * timeout, an output cap and an environment without secrets. The output ends
 * with the exit code.
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
      if (ctx.signal?.aborted) throw new ToolError("the run was cancelled");
      const r = await runProcess(program, args, {
        cwd: ctx.workspace,
        timeoutMs,
        maxOutputBytes: maxBytes,
        ...(ctx.signal ? { signal: ctx.signal } : {}),
      });
      if (r.error?.code === "ENOENT") throw new ToolError(`command not found: ${program}`);
      if (r.error?.code === "EACCES") throw new ToolError(`permission denied: ${program}`);
      if (r.error) throw r.error;
      let output = r.output;
      if (r.dropped > 0) output += `\n[output truncated: ${r.dropped} more bytes]`;
      if (output.length > 0 && !output.endsWith("\n")) output += "\n";
      if (r.timedOut) output += `[killed: timed out after ${timeoutMs / 1000} s]`;
      else if (r.cancelled) output += "[killed: cancelled]";
      else if (r.code === null) output += `[killed by signal ${r.signal}]`;
      else output += `[exit code: ${r.code}]`;
      return output;
    },
  });
}
