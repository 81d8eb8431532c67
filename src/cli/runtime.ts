import { Runtime } from "../core/runtime.ts";
import type { Logger } from "../core/util/logger.ts";
import { retryPolicyFromEnv } from "../core/util/retry-policy.ts";
import { BUILTIN_EXTENSIONS } from "../extensions/index.ts";
import type { CliContext } from "./context.ts";

/** Warnings and errors on stderr; details only with BATON_DEBUG. */
function stderrLogger(ctx: CliContext): Logger {
  const write = (level: string) => (m: string) => ctx.io.stderr(`${level}: ${m}\n`);
  return {
    debug: ctx.io.env.BATON_DEBUG ? write("debug") : () => {},
    info: ctx.io.env.BATON_DEBUG ? write("info") : () => {},
    warn: write("warning"),
    error: write("error"),
  };
}

/** Progress goes to a terminal's stderr, unless --quiet: piped output stays clean. */
function showsProgress(ctx: CliContext): boolean {
  return ctx.io.stderrIsTTY && !ctx.args.options.quiet;
}

export function cliRuntime(ctx: CliContext): Promise<Runtime> {
  return Runtime.create({
    settings: ctx.settings,
    contextWindow: ctx.contextWindow,
    apiKey: ctx.io.env.OPENAI_API_KEY ?? "",
    recipesDir: ctx.recipesDir,
    hookDirs: ctx.hookDirs,
    workspace: ctx.io.cwd,
    logger: stderrLogger(ctx),
    retryPolicy: retryPolicyFromEnv(ctx.io.env),
    ...(showsProgress(ctx) ? { progress: (m: string) => ctx.io.stderr(`\x1b[2m… ${m}\x1b[0m\n`) } : {}),
    builtinExtensions: BUILTIN_EXTENSIONS,
  });
}
