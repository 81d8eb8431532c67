#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  MAX_OUTPUT_BYTES,
  ToolError,
  defineTool
} from "./chunk-JKP3GOEL.js";
import {
  ProgramSandbox,
  programInstall,
  runSandboxed
} from "./chunk-BKAG5NPA.js";
import {
  safeEnv
} from "./chunk-SJZDYVL2.js";
import {
  array,
  object,
  string
} from "./chunk-FLXSCLV4.js";

// src/engine/tools/shell.ts
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
var DEFAULT_SHELL_TIMEOUT_MS = 6e4;
var ShellInput = object({
  command: array(string()).min(1).describe("The program and its arguments, one element each. No shell: no pipes, globs, `$VAR` or `;`.")
});
function shellTool(allowedCommands, options = {}) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SHELL_TIMEOUT_MS;
  const maxBytes = options.maxOutputBytes ?? MAX_OUTPUT_BYTES;
  const allowed = new Set(allowedCommands);
  return defineTool({
    name: "shell",
    description: `Run a program in the workspace directory, without a shell (arguments are passed as they are). Allowed programs: ${[...allowed].join(", ")}. Times out after ${Math.round(timeoutMs / 1e3)} s. Returns stdout and stderr together, then the exit code.`,
    input: ShellInput,
    async run({ command }, ctx) {
      const [program, ...args] = command;
      if (!allowed.has(program)) {
        throw new ToolError(
          `command ${JSON.stringify(program)} is not allowed; allowed: ${[...allowed].join(", ")}`
        );
      }
      const run = await runProgram(ctx, program, args, {
        tool: "shell",
        timeoutMs,
        maxOutputBytes: maxBytes,
        network: options.network ?? false,
        env: options.env,
        limits: options.limits
      });
      return run.output;
    }
  });
}
async function runProgram(ctx, program, args, options) {
  if (ctx.signal?.aborted) throw new ToolError("the run was cancelled");
  const choice = await (ctx.sandbox ?? ownSandbox(ctx.workspace)).choice();
  if ("refused" in choice) throw new ToolError(`${options.tool} is refused: ${choice.refused}`);
  const found = findProgram(program, ctx.workspace, process.env.PATH);
  if (choice.sandbox.name !== "none" && !found) throw new ToolError(`command not found: ${program}`);
  const job = {
    workspace: ctx.workspace,
    // The program's own folder stays visible, read-only, wherever it is installed
    // (a toolchain under HOME or a temp folder would otherwise be hidden with it).
    ...found ? { readOnly: programInstall(found, process.env.HOME) } : {},
    network: options.network,
    env: safeEnv(process.env, options.env),
    ...options.limits ? { limits: options.limits } : {}
  };
  const r = await runSandboxed(choice.sandbox, program, args, job, {
    timeoutMs: options.timeoutMs,
    maxOutputBytes: options.maxOutputBytes,
    ...ctx.signal ? { signal: ctx.signal } : {}
  });
  if (r.error?.code === "ENOENT") throw new ToolError(`command not found: ${program}`);
  if (r.error?.code === "EACCES") throw new ToolError(`permission denied: ${program}`);
  if (r.error) throw r.error;
  let output = r.output;
  if (r.dropped > 0) output += `
[output truncated: ${r.dropped} more bytes]`;
  if (output.length > 0 && !output.endsWith("\n")) output += "\n";
  const ended = r.timedOut ? `killed: timed out after ${options.timeoutMs / 1e3} s` : r.cancelled ? "killed: cancelled" : r.code === null ? `killed by signal ${r.signal}` : `exit code: ${r.code}`;
  return { output: `${output}[${ended}]`, passed: r.code === 0 && !r.timedOut && !r.cancelled, ended };
}
var fallbackSandboxes = /* @__PURE__ */ new Map();
function ownSandbox(workspace) {
  const known = fallbackSandboxes.get(workspace);
  if (known) return known;
  const sandbox = new ProgramSandbox("auto", workspace);
  fallbackSandboxes.set(workspace, sandbox);
  return sandbox;
}
function findProgram(program, workspace, path = "") {
  const executable = (file) => {
    try {
      accessSync(file, constants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  const candidates = program.includes("/") ? [resolve(workspace, program)] : path.split(delimiter).filter((dir) => dir !== "").map((dir) => join(dir, program));
  return candidates.find(executable);
}

export {
  shellTool,
  runProgram,
  findProgram
};
