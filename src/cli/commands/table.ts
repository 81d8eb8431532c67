import type { OptionName } from "../args.ts";

/**
 * Every built-in command as a user meets it: the one source for `--help`,
 * `baton help COMMAND` and which flags and arguments each accepts.
 */
export interface CommandSpec {
  /** Arguments after the name, as usage shows them. */
  usage: string;
  summary: string;
  /** Flags besides the global ones. */
  options: OptionName[];
  /** Positional arguments accepted at most (undefined: any number). */
  maxArgs?: number;
  example: string;
  /** Provided by a built-in extension rather than a command module. */
  extension?: true;
}

export const COMMAND_SPECS: Record<string, CommandSpec> = {
  run: {
    usage: "[-r|--recipe NAME] [--follow | -c ID] [--arg k=v]... [MESSAGE]",
    summary: "run a recipe (by default `answer`, on MESSAGE) and print its answer on stdout",
    options: ["recipe", "follow", "conversation", "arg"],
    example: 'baton run --follow "why does the build fail on Windows?"',
  },
  compact: {
    usage: "[--follow | -c ID] [--strategy summarize|mask|hybrid] [--instructions TEXT]",
    summary: "compact a conversation now (summarize by default)",
    options: ["follow", "conversation", "strategy", "instructions"],
    maxArgs: 0,
    example: 'baton compact --follow --instructions "keep the benchmark figures"',
  },
  pop: {
    usage: "[--follow | -c ID] [N]",
    summary: "fold the user turns from N on (by default the last) into a summary",
    options: ["follow", "conversation", "instructions"],
    maxArgs: 1,
    example: "baton pop --follow 3",
    extension: true,
  },
  context: {
    usage: "[--follow | -c ID] [--json]",
    summary: "what the model would see now, with token counts",
    options: ["json", "follow", "conversation"],
    maxArgs: 0,
    example: "baton context --follow --json",
  },
  sessions: {
    usage: "[--json]",
    summary: "conversations: id, entries, tokens, updated",
    options: ["json"],
    maxArgs: 0,
    example: "baton sessions",
  },
  recipes: {
    usage: "[--json]",
    summary: "recipes: name, description, source",
    options: ["json"],
    maxArgs: 0,
    example: "baton recipes --json",
  },
  help: {
    usage: "[COMMAND]",
    summary: "this text, or one command's",
    options: [],
    maxArgs: 1,
    example: "baton help compact",
  },
};

/** What an extension's command accepts when the table does not name it. */
export const EXTENSION_COMMAND: Omit<CommandSpec, "usage" | "summary" | "example"> = {
  options: ["follow", "conversation", "instructions"],
};

const GLOBAL_HELP = `global options (before or after the command):
  --state-dir DIR        conversation store (default .baton, env BATON_STATE_DIR)
  --recipes-path DIR     repository recipes (default .github/baton/recipes)
  --hooks-path DIR       hooks and extensions to load (env BATON_HOOKS_PATH; ~/.baton/hooks always)
  --hook-timeout S       seconds a hook may take (default 10)
  --shell-sandbox MODE   where programs and hooks run: auto (a sandbox, or refused) | none
                         (unsandboxed, on purpose) | root | user-namespace | sudo (env BATON_SHELL_SANDBOX)
  --model NAME           (env BATON_MODEL)    --base-url URL (env OPENAI_BASE_URL)
  --context-window N  --compact-threshold R  --stop-compact-threshold R
  --compact-strategy summarize|mask|hybrid  --max-turns N  --max-run-tokens N
  --quiet                no progress on stderr    --version    -h, --help
the API key comes from env OPENAI_API_KEY (a server on localhost needs none).

exit codes: 0 done, 1 the work failed or stopped short, 2 bad usage or bad input
`;

export function usage(): string {
  const width = Math.max(...Object.keys(COMMAND_SPECS).map((n) => n.length));
  const lines = Object.entries(COMMAND_SPECS).map(
    ([name, spec]) => `  ${name.padEnd(width)}  ${spec.summary}`,
  );
  return `usage: baton <command> [options]\n\ncommands:\n${lines.join("\n")}\n\n${GLOBAL_HELP}`;
}

export function commandHelp(name: string): string | undefined {
  const spec = COMMAND_SPECS[name];
  if (!spec) return undefined;
  return `usage: baton ${name} ${spec.usage}\n\n${spec.summary}.\n\nexample:\n  ${spec.example}\n\n${GLOBAL_HELP}`;
}
