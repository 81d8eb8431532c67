/**
 * The text inputs of a dispatched or scheduled run (`target`, `args`), read
 * strictly: what is wrong is named, nothing is guessed.
 */
import { inputError } from "../../engine/errors.ts";
import { clip } from "../../engine/util/text.ts";
import { ARG_KEY } from "./comment-command.ts";

/** An issue or PR number: `12` or `#12`; empty means none. */
export function parseTarget(text: string | undefined, name: string): number | undefined {
  const value = text?.trim() ?? "";
  if (value === "") return undefined;
  const match = /^#?(\d+)$/.exec(value);
  const number = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < 1) {
    throw inputError(`"${name}" must be an issue or pull request number, not "${value}"`);
  }
  return number;
}

/**
 * Recipe arguments from the `args` input: `key=value` lines (blank lines and
 * `#` comments skipped) or a JSON object of strings, numbers and booleans.
 */
export function parseArgsInput(text: string): Record<string, string> {
  const trimmed = text.trim();
  if (trimmed === "") return {};
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) return parseJsonArgs(trimmed);

  const args: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const eq = line.indexOf("=");
    const key = eq === -1 ? "" : line.slice(0, eq).trim();
    if (!ARG_KEY.test(key)) {
      throw inputError(`"args" line ${index + 1} is not key=value: "${clip(line, 60)}"`);
    }
    if (Object.hasOwn(args, key)) throw inputError(`"args" gives "${key}" twice`);
    args[key] = line.slice(eq + 1).trim();
  }
  return args;
}

function parseJsonArgs(text: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw inputError(`"args" is not valid JSON: ${(error as Error).message}`);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw inputError(`"args" must be a JSON object, not ${describeJson(value)}`);
  }
  const args: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!ARG_KEY.test(key)) {
      throw inputError(`"args" key "${clip(key, 60)}" is not a name (letters, digits, '_' and '-')`);
    }
    if (typeof item !== "string" && typeof item !== "number" && typeof item !== "boolean") {
      throw inputError(`"args.${key}" must be a string, number or boolean, not ${describeJson(item)}`);
    }
    args[key] = String(item);
  }
  return args;
}

export function describeJson(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}
