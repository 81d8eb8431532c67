import { sdkMcpClient } from "../adapters/mcp/sdk-client.ts";
import { openAIModel } from "../adapters/openai/openai-client.ts";
import type { GitHubContext } from "../engine/ports.ts";
import { createRuntime, type Runtime } from "../engine/runtime.ts";
import type { Logger } from "../engine/util/logger.ts";
import { Redactor } from "../engine/util/redact.ts";
import { BUILTIN_EXTENSIONS } from "../extensions/index.ts";
import type { CliContext } from "./context.ts";

/** Warnings and errors on stderr, redacted (a hook's or the server's words may quote a secret); details only with BATON_DEBUG. */
function stderrLogger(ctx: CliContext, redactor: Redactor): Logger {
  const write = (level: string) => (m: string) => ctx.io.stderr(`${level}: ${redactor.redact(m)}\n`);
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

/** `github`: what the GitHub tools read, when the run has it (a local change under review). */
export function cliRuntime(ctx: CliContext, github?: GitHubContext): Promise<Runtime> {
  const apiKey = ctx.io.env.OPENAI_API_KEY ?? "";
  const progress = showsProgress(ctx) ? (m: string) => ctx.io.stderr(`… ${m}\n`, "dim") : undefined;
  return createRuntime(
    {
      settings: ctx.settings,
      recipesDir: ctx.recipesDir,
      hookDirs: ctx.hookDirs,
      workspace: ctx.io.cwd,
      secrets: [apiKey],
      hiddenPaths: [ctx.store.root],
      builtinExtensions: BUILTIN_EXTENSIONS,
      repoConfig: ctx.repoConfig,
    },
    {
      model: openAIModel({
        apiKey,
        baseUrl: ctx.settings.baseUrl,
        timeoutSeconds: ctx.settings.modelTimeout,
        policy: ctx.policy,
        progress,
      }),
      logger: stderrLogger(ctx, new Redactor([apiKey])),
      ...(github ? { github } : {}),
      mcp: sdkMcpClient,
      ...(progress ? { progress } : {}),
    },
  );
}
