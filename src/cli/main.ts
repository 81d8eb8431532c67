import { BatonError, describeError } from "../core/errors.ts";
import { parseCommandLine } from "./args.ts";
import { compactCommand } from "./commands/compact.ts";
import { contextCommand } from "./commands/context.ts";
import { extensionCommand } from "./commands/extension.ts";
import { recipesCommand } from "./commands/recipes.ts";
import { runCommand } from "./commands/run.ts";
import { sessionsCommand } from "./commands/sessions.ts";
import { type CliContext, cliContext } from "./context.ts";
import type { CliIO } from "./io.ts";
import { cliRuntime } from "./runtime.ts";

export const USAGE = `usage: baton <command> [options]

commands:
  run [-r|--recipe NAME] [--follow | -c ID] [--arg k=v]... [MESSAGE]
  compact [--follow | -c ID] [--strategy summarize|mask|hybrid] [--instructions TEXT]
  pop [--follow | -c ID] [N]
  context [--follow | -c ID] [--json]   what the model would see now, with token counts
  sessions [--json]                     conversations: id, entries, tokens, updated
  recipes [--json]                      name, description, source

global options (before or after the command):
  --state-dir DIR        conversation store (default .baton, env BATON_STATE_DIR)
  --recipes-path DIR     repository recipes (default .github/baton/recipes)
  --hooks-path DIR       hooks and extensions to load (env BATON_HOOKS_PATH; ~/.baton/hooks always)
  --model NAME           (env BATON_MODEL)    --base-url URL (env OPENAI_BASE_URL)
  --context-window N  --compact-threshold R  --stop-compact-threshold R
  --compact-strategy summarize|mask|hybrid  --max-turns N  --max-run-tokens N
the API key comes from env OPENAI_API_KEY.

exit codes: 0 done, 1 the work failed or stopped short, 2 bad usage or bad input
`;

type Command = (ctx: CliContext) => Promise<number>;
const COMMANDS: Record<string, Command> = {
  recipes: recipesCommand,
  sessions: sessionsCommand,
  context: contextCommand,
  run: runCommand,
  compact: compactCommand,
};

/** Runs one CLI invocation and returns its exit code; never throws. */
export async function main(argv: string[], io: CliIO): Promise<number> {
  try {
    const args = parseCommandLine(argv);
    if (args.options.help || !args.command) {
      io.stdout(USAGE);
      return args.command || args.options.help ? 0 : 2;
    }
    const command = COMMANDS[args.command];
    const ctx = cliContext(args, io);
    if (command) return await command(ctx);
    // Not built in: perhaps an extension registered it.
    const runtime = await cliRuntime(ctx);
    const registered = runtime.extensions.commands.get(args.command);
    if (registered) return await extensionCommand(ctx, runtime, registered);
    io.stderr(`baton: unknown command "${args.command}"\n\n${USAGE}`);
    return 2;
  } catch (error) {
    return reportError(error, io);
  }
}

function reportError(error: unknown, io: CliIO): number {
  if (error instanceof BatonError) {
    io.stderr(`baton: ${error.message}\n`);
    return error.kind === "failed" ? 1 : 2;
  }
  // Not ours: still one line, with the stack only when asked for.
  io.stderr(`baton: unexpected error: ${describeError(error)}\n`);
  if (io.env.BATON_DEBUG && error instanceof Error && error.stack) io.stderr(`${error.stack}\n`);
  return 1;
}
