import { spawn } from "node:child_process";
import { z } from "zod";
import { safeEnv } from "../util/safe-env.ts";
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
      return await new Promise<string>((resolve, reject) => {
        const child = spawn(program, args, {
          cwd: ctx.workspace,
          env: safeEnv(),
          shell: false,
          stdio: ["ignore", "pipe", "pipe"],
          // Its own process group, so a timeout kills what it started too.
          detached: true,
          windowsHide: true,
        });
        const chunks: Buffer[] = [];
        let kept = 0;
        let dropped = 0;
        const collect = (chunk: Buffer) => {
          const room = maxBytes - kept;
          if (room > 0) {
            const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
            chunks.push(part);
            kept += part.length;
          }
          dropped += Math.max(0, chunk.length - Math.max(0, room));
        };
        child.stdout.on("data", collect);
        child.stderr.on("data", collect);

        let killedFor: string | undefined;
        const kill = (reason: string) => {
          if (killedFor) return;
          killedFor = reason;
          try {
            process.kill(-child.pid!, "SIGKILL");
          } catch {
            child.kill("SIGKILL");
          }
        };
        const timer = setTimeout(() => kill(`timed out after ${timeoutMs / 1000} s`), timeoutMs);
        const onAbort = () => kill("cancelled");
        ctx.signal?.addEventListener("abort", onAbort, { once: true });
        const cleanup = () => {
          clearTimeout(timer);
          ctx.signal?.removeEventListener("abort", onAbort);
        };

        child.on("error", (error: NodeJS.ErrnoException) => {
          cleanup();
          if (error.code === "ENOENT") reject(new ToolError(`command not found: ${program}`));
          else if (error.code === "EACCES") reject(new ToolError(`permission denied: ${program}`));
          else reject(error);
        });
        child.on("close", (code, signal) => {
          cleanup();
          let output = Buffer.concat(chunks).toString("utf8");
          if (dropped > 0) output += `\n[output truncated: ${dropped} more bytes]`;
          if (output.length > 0 && !output.endsWith("\n")) output += "\n";
          if (killedFor) output += `[killed: ${killedFor}]`;
          else if (code === null) output += `[killed by signal ${signal}]`;
          else output += `[exit code: ${code}]`;
          resolve(output);
        });
      });
    },
  });
}
