import { parseArgs } from "node:util";
import { validateConversationId } from "../adapters/conversation-id.ts";
import { usageError } from "../engine/errors.ts";
import { closeMatches } from "../engine/util/text.ts";

const OPTIONS = {
  // global
  "state-dir": { type: "string" },
  "recipes-path": { type: "string" },
  "hooks-path": { type: "string" },
  model: { type: "string" },
  "base-url": { type: "string" },
  "context-window": { type: "string" },
  "compact-threshold": { type: "string" },
  "stop-compact-threshold": { type: "string" },
  "compact-strategy": { type: "string" },
  "max-turns": { type: "string" },
  "max-run-tokens": { type: "string" },
  "max-run-cost": { type: "string" },
  "model-timeout": { type: "string" },
  "run-timeout-minutes": { type: "string" },
  "max-tool-calls-per-turn": { type: "string" },
  "hook-timeout": { type: "string" },
  "shell-sandbox": { type: "string" },
  "hooks-sandbox": { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean" },
  quiet: { type: "boolean", short: "q" },
  // per command
  json: { type: "boolean" },
  follow: { type: "boolean" },
  conversation: { type: "string", short: "c" },
  name: { type: "string" },
  recipe: { type: "string", short: "r" },
  arg: { type: "string", multiple: true },
  base: { type: "string" },
  pr: { type: "string" },
  strategy: { type: "string" },
  instructions: { type: "string" },
  output: { type: "string", short: "o" },
  "state-key": { type: "string" },
  "allow-dirty": { type: "boolean" },
} as const;

export type OptionName = keyof typeof OPTIONS;
const GLOBAL: OptionName[] = [
  "state-dir",
  "recipes-path",
  "hooks-path",
  "model",
  "base-url",
  "context-window",
  "compact-threshold",
  "stop-compact-threshold",
  "compact-strategy",
  "max-turns",
  "max-run-tokens",
  "max-run-cost",
  "model-timeout",
  "run-timeout-minutes",
  "max-tool-calls-per-turn",
  "hook-timeout",
  "shell-sandbox",
  "hooks-sandbox",
  "help",
  "version",
  "quiet",
];

export interface ParsedArgs {
  command: string | undefined;
  positionals: string[];
  options: {
    [K in OptionName]?: (typeof OPTIONS)[K] extends { multiple: true }
      ? string[]
      : (typeof OPTIONS)[K]["type"] extends "boolean"
        ? boolean
        : string;
  };
}

/** Global options may stand before or after the subcommand, as a user types them. */
export function parseCommandLine(argv: string[]): ParsedArgs {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    throw usageError(parseProblem(e as Error & { code?: string }, argv));
  }
  const [command, ...positionals] = parsed.positionals;
  return { command, positionals, options: parsed.values as ParsedArgs["options"] };
}

/** What node's parseArgs refused, in one line of our own words, with the option meant when it is close. */
function parseProblem(error: Error & { code?: string }, argv: readonly string[]): string {
  const option = /option '([^']+)'/i.exec(error.message)?.[1];
  if (error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && option) {
    if (/^-\d/.test(option))
      return `${option} reads as an option; a value starting with "-" goes after "--" (-- ${option})`;
    const near = closeMatches(option.replace(/^-+/, ""), Object.keys(OPTIONS), 1)[0];
    return `unknown option ${option}${near ? ` (did you mean --${near}?)` : ""}`;
  }
  if (error.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && option) {
    const value = argv[argv.indexOf(option) + 1];
    if (value?.startsWith("-"))
      return `${option} needs a value; "${value}" starts with "-" (write ${option}=${value} if it is the value)`;
  }
  return error.message.split("\n")[0]!.replace(/\. To specify a positional argument.*$/s, "");
}

/**
 * Refuses options that mean nothing to the command and arguments beyond what
 * it takes, so a typo is not silently ignored.
 */
export function allowOnly(args: ParsedArgs, allowed: readonly OptionName[], maxArgs?: number): void {
  const ok = new Set<OptionName>([...GLOBAL, ...allowed]);
  for (const name of Object.keys(args.options) as OptionName[])
    if (!ok.has(name)) throw usageError(`--${name} does not apply to this command`);
  if (maxArgs !== undefined && args.positionals.length > maxArgs) {
    const extra = args.positionals.slice(maxArgs).map((a) => JSON.stringify(a));
    throw usageError(
      `unexpected ${extra.length === 1 ? "argument" : "arguments"} ${extra.join(" ")}` +
        (maxArgs === 0 ? ": this command takes none" : `: this command takes at most ${maxArgs}`),
    );
  }
}

/** `--follow` or `-c ID`; neither means "a new conversation" where the command allows it. */
export function conversationChoice(args: ParsedArgs): { follow: true } | { id: string } | undefined {
  const { follow, conversation } = args.options;
  if (follow && conversation !== undefined)
    throw usageError("use either --follow or -c/--conversation, not both");
  if (follow) return { follow: true };
  // `-c "$ID"` with the variable unset names no conversation: refused, not read as "a new one".
  if (conversation !== undefined) return { id: validateConversationId(conversation) };
  return undefined;
}

/** `key=value` pairs from repeated `--arg`. */
export function keyValues(pairs: string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of pairs ?? []) {
    const eq = pair.indexOf("=");
    if (eq <= 0) throw usageError(`--arg expects key=value, got "${pair}"`);
    out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}
