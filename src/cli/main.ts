import { dirname, resolve } from "node:path";
import packageJson from "../../package.json" with { type: "json" };
import { BatonError, describeError } from "../engine/errors.ts";
import { allowOnly, type ParsedArgs, parseCommandLine } from "./args.ts";
import type { CliContext } from "./context.ts";
import type { CliIO } from "./io.ts";
import { unsupportedNode } from "./node-version.ts";

type Command = (ctx: CliContext) => Promise<number>;
/**
 * Each command is loaded when it runs: `--help` and `--version` load none,
 * `recipes` no model client, and so on (start-up is paid by every call).
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  recipes: async () => (await import("./commands/recipes.ts")).recipesCommand,
  sessions: async () => (await import("./commands/sessions.ts")).sessionsCommand,
  context: async () => (await import("./commands/context.ts")).contextCommand,
  run: async () => (await import("./commands/run.ts")).runCommand,
  compact: async () => (await import("./commands/compact.ts")).compactCommand,
  view: async () => (await import("./commands/view.ts")).viewCommand,
  pull: async () => (await import("./commands/pull.ts")).pullCommand,
};

/** Runs one CLI invocation and returns its exit code; never throws. */
export async function main(argv: string[], io: CliIO): Promise<number> {
  let command: string | undefined;
  try {
    const args = parseCommandLine(argv);
    command = args.command;
    if (args.options.version) {
      io.stdout(`baton ${packageJson.version}\n`);
      return 0;
    }
    // Loaded past `--version`: the table's help names the compaction strategies, which load zod.
    const { COMMAND_SPECS, commandHelp, EXTENSION_COMMAND, usage } = await import("./commands/table.ts");
    if (command === "help") {
      const [topic] = args.positionals;
      allowOnly(args, [], 1);
      const text = topic === undefined ? usage(await extensionCommands(args, io)) : commandHelp(topic);
      if (text === undefined) return await unknownCommand(topic!, io, args);
      io.stdout(text);
      return 0;
    }
    if (!command) {
      io.stdout(usage(await extensionCommands(args, io)));
      return args.options.help ? 0 : 2;
    }
    if (args.options.help) {
      const text = commandHelp(command);
      if (text !== undefined) {
        io.stdout(text);
        return 0;
      }
    }
    // Checked only here: `--version` and `--help` answer on any Node, as one asks them to find out.
    const oldNode = unsupportedNode(process.version, process.execPath);
    if (oldNode) {
      io.stderr(`baton: ${oldNode}\n`);
      return 2;
    }
    const spec = COMMAND_SPECS[command] ?? EXTENSION_COMMAND;
    allowOnly(args, spec.options, spec.maxArgs);
    const { cliContext } = await import("./context.ts");
    const ctx = cliContext(args, io);
    const builtIn = COMMANDS[command];
    if (builtIn) return await (await builtIn())(ctx);
    // Not built in: perhaps an extension registered it.
    const { cliRuntime } = await import("./runtime.ts");
    const runtime = await cliRuntime(ctx);
    const registered = runtime.extensions.commands.get(command);
    if (registered)
      return await (await import("./commands/extension.ts")).extensionCommand(ctx, runtime, registered);
    return await unknownCommand(command, io, args);
  } catch (error) {
    // A command line that could not be read still names its command, when one of ours is in it.
    const { COMMAND_SPECS } = await import("./commands/table.ts");
    return reportError(error, io, command ?? argv.find((word) => Object.hasOwn(COMMAND_SPECS, word)));
  }
}

/**
 * Commands the user's extensions add, for the help text. Loading them means
 * building the engine, so it happens only where an extension module exists.
 */
async function extensionCommands(args: ParsedArgs, io: CliIO): Promise<[string, string][]> {
  const { cliHookDirs, holdsExtensions } = await import("./hook-dirs.ts");
  const { COMMAND_SPECS } = await import("./commands/table.ts");
  const dirs = cliHookDirs(args.options["hooks-path"] ?? io.env.BATON_HOOKS_PATH, io.env, io.cwd);
  if (!holdsExtensions(dirs)) return [];
  const { cliContext } = await import("./context.ts");
  const { cliRuntime } = await import("./runtime.ts");
  const runtime = await cliRuntime(cliContext(args, io));
  return [...runtime.extensions.commands]
    .filter(([name]) => !(name in COMMAND_SPECS))
    .map(([name, spec]) => [name, `${spec.description} (extension ${spec.source})`]);
}

async function unknownCommand(name: string, io: CliIO, args: ParsedArgs): Promise<number> {
  // The repository's own extensions are not loaded unasked: said when the folder is there, unnamed.
  const { DEFAULT_HOOKS_PATH } = await import("../engine/settings.ts");
  const { cliHookDirs, holdsExtensions, sameFolder } = await import("./hook-dirs.ts");
  const { COMMAND_SPECS } = await import("./commands/table.ts");
  const own = resolve(io.cwd, DEFAULT_HOOKS_PATH);
  const named = cliHookDirs(args.options["hooks-path"] ?? io.env.BATON_HOOKS_PATH, io.env, io.cwd);
  const hint =
    holdsExtensions([own]) && !named.some((dir) => sameFolder(dir, own))
      ? `; the extensions in ${DEFAULT_HOOKS_PATH} are loaded only when named: --hooks-path ${DEFAULT_HOOKS_PATH}`
      : "";
  io.stderr(
    `baton: unknown command "${name}"; the commands are ${Object.keys(COMMAND_SPECS).join(", ")}${hint}\n`,
  );
  return 2;
}

/** One line on stderr, `baton COMMAND: message`, whatever the error. */
async function reportError(error: unknown, io: CliIO, command: string | undefined): Promise<number> {
  const prefix = command ? `baton ${command}: ` : "baton: ";
  if (error instanceof BatonError) {
    io.stderr(`${prefix}${error.message}\n`);
    if (io.env.BATON_DEBUG && error.detail) io.stderr(`detail: ${error.detail}\n`);
    return error.kind === "failed" ? 1 : 2;
  }
  // A full disk or a read-only folder is the user's to fix: said in words, naming the folder.
  const { storageProblem } = await import("../engine/log/storage-errors.ts");
  const problem = storageProblem(error);
  const path = (error as NodeJS.ErrnoException).path;
  if (problem && path) {
    io.stderr(`${prefix}cannot write in ${dirname(path)}: ${problem}\n`);
    return 1;
  }
  // Not ours: still one line, with the stack only when asked for.
  io.stderr(`${prefix}unexpected error: ${describeError(error)}\n`);
  if (io.env.BATON_DEBUG && error instanceof Error && error.stack) io.stderr(`${error.stack}\n`);
  return 1;
}
