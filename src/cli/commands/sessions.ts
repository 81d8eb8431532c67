import { formatUsd } from "../../engine/util/text.ts";
import type { CliContext } from "../context.ts";
import { table } from "../io.ts";

export async function sessionsCommand(ctx: CliContext): Promise<number> {
  const sessions = await ctx.store.sessions((warning) => ctx.io.stderr(`warning: ${warning}\n`));
  if (ctx.args.options.json) {
    ctx.io.stdout(`${JSON.stringify(sessions, null, 2)}\n`);
    return 0;
  }
  if (sessions.length === 0) {
    ctx.io.stdout(`no conversations in ${ctx.store.root}\n`);
    return 0;
  }
  ctx.io.stdout(
    table([
      // What each figure counts: the log's entries (every line kept), the context's tokens (what the model reads now).
      ["ID", "LOG ENTRIES", "CONTEXT TOKENS", "COST", "UPDATED"],
      ...sessions.map((s) => [
        s.id,
        String(s.entries),
        String(s.tokens),
        formatUsd(s.cost_usd),
        s.updated_at,
      ]),
    ]),
  );
  return 0;
}
