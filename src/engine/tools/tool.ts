import * as z from "zod";
import { BatonError } from "../errors.ts";
import type { ToolDefinition } from "../model/client.ts";
import type { GitHubContext } from "../ports.ts";
import type { ProgramSandbox } from "../sandbox/sandbox.ts";
import { tidySchema } from "../util/json-schema.ts";
import { cut } from "../util/text.ts";
import type { CheckLog } from "./check-log.ts";
import type { ChangedFiles } from "./files/changed-files.ts";
import type { ReviewComments } from "./review-drafts.ts";

export type { ToolDefinition };

export interface ToolContext {
  /** Absolute path; file tools never leave it. */
  workspace: string;
  /** Absent in a CLI run without GitHub: the GitHub tools then refuse. */
  github?: GitHubContext;
  /** Present while a recipe with `output: review` reviews a pull request: where line comments collect. */
  reviewComments?: ReviewComments;
  /** Where `shell` runs programs; without one, the machine's own (`auto`), chosen on first use. */
  sandbox?: ProgramSandbox;
  /** Paths the repository's configuration keeps from the model (`review.ignore`): refused, left out, never commented on. */
  ignoredPath?: (path: string) => boolean;
  signal?: AbortSignal;
  /**
   * Baton's own configuration (batonConfigPaths: settings, recipes, hooks, instructions), which the
   * editing tools refuse; the default folders when absent.
   */
  configPaths?: readonly string[];
  /** Where the editing tools record the files they change: the run's list. */
  changes?: ChangedFiles;
  /** The repository's checks (`checks:` in .github/baton.yml), which `run_checks` runs. */
  checks?: readonly string[];
  /** Where `run_checks` records how the checks went: the run's. */
  checkLog?: CheckLog;
  /** The recipe's `read_paths`: files the file tools read although ignored or secret-looking. */
  readPaths?: readonly string[];
  /**
   * The run's redactor. A tool that cuts what it read applies it first: a cut
   * through a secret leaves a piece no pattern recognizes afterwards.
   */
  redact: (text: string) => string;
}

export interface Tool<I> {
  definition: ToolDefinition;
  input: z.ZodType<I>;
  run(input: I, ctx: ToolContext): Promise<string>;
}

export interface ToolResult {
  output: string;
  isError: boolean;
}

/**
 * An error whose message is meant for the model as it stands (a refused path,
 * a missing file). The toolset turns any thrown error into an error result;
 * this one just says the message was written for that.
 */
export class ToolError extends BatonError {
  constructor(message: string, options?: { cause?: unknown }) {
    super("input", message, options);
    this.name = "ToolError";
  }
}

/** Default cap on what one tool call returns to the model. */
export const MAX_OUTPUT_BYTES = 40_000;

/**
 * Cuts `text` to at most `maxBytes` UTF-8 bytes (on a character boundary) and
 * says so: "[output truncated: N more bytes …]". The run's redactor goes
 * first, and is required: a cut through a secret leaves a piece no pattern
 * recognizes afterwards.
 */
export function truncateOutput(
  text: string,
  maxBytes: number,
  options: { hint?: string | undefined; redact: (text: string) => string },
): string {
  const { hint, redact } = options;
  return cut(text, maxBytes, {
    unit: "bytes",
    note: (more) => `\n[output truncated: ${more} more bytes${hint ? `; ${hint}` : ""}]`,
    redact,
  });
}

/** The JSON schema of a tool's arguments, derived from its zod schema (one source of truth). */
export function parametersOf(schema: z.ZodType): Record<string, unknown> {
  return tidySchema(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" })) as Record<
    string,
    unknown
  >;
}

/** Builds a tool whose `definition.parameters` comes from its zod schema. */
export function defineTool<S extends z.ZodType>(spec: {
  name: string;
  description: string;
  input: S;
  run(input: z.output<S>, ctx: ToolContext): Promise<string>;
}): Tool<z.output<S>> {
  return {
    definition: { name: spec.name, description: spec.description, parameters: parametersOf(spec.input) },
    input: spec.input as unknown as z.ZodType<z.output<S>>,
    run: spec.run,
  };
}
