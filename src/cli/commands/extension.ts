import { BatonError, describeError, failure } from "../../engine/errors.ts";
import type { ExtensionCommand } from "../../engine/hooks/extensions.ts";
import type { Runtime } from "../../engine/runtime.ts";
import type { CliContext } from "../context.ts";
import { openChosenConversation } from "../conversation-choice.ts";

/** `baton <extension command> [--follow | -c ID] [ARGS…]`: a command an extension registered. */
export async function extensionCommand(
  ctx: CliContext,
  runtime: Runtime,
  command: ExtensionCommand,
): Promise<number> {
  runtime.use(await openChosenConversation(ctx));
  let said: string | undefined;
  try {
    said = await command.handler({ args: ctx.args.positionals, api: runtime.extensions.api });
  } catch (error) {
    // An extension's own usage or input error keeps its meaning (and exit code).
    if (error instanceof BatonError) throw error;
    throw failure(describeError(error), error);
  }
  if (said) ctx.io.stdout(`${said}\n`);
  return 0;
}
