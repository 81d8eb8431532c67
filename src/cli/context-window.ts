import { knownContextWindow, resolveContextWindow } from "../engine/model/context-windows.ts";
import type { CliContext } from "./context.ts";

/**
 * The window a command shows or runs with: known from the flag or the
 * catalog, else asked of the server as a run would (the client is loaded
 * only then).
 */
export async function cliContextWindow(ctx: CliContext): Promise<number> {
  const { settings, repoConfig } = ctx;
  const known = knownContextWindow(settings.model, settings.contextWindow, repoConfig.models);
  if (known) return known.tokens;
  const { openAIModel } = await import("../adapters/openai/openai-client.ts");
  const model = openAIModel({
    apiKey: ctx.io.env.OPENAI_API_KEY ?? "",
    baseUrl: ctx.settings.baseUrl,
    timeoutSeconds: ctx.settings.modelTimeout,
    policy: ctx.policy,
    progress: undefined,
  });
  const warn = { warn: (m: string) => ctx.io.stderr(`warning: ${m}\n`) };
  return (await resolveContextWindow(settings.model, undefined, model, warn, repoConfig.models)).tokens;
}
