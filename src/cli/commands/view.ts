import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { usageError } from "../../engine/errors.ts";
import { readSessionFile, tempBeside } from "../../engine/log/session-file.ts";
import { storageFailure } from "../../engine/log/storage-errors.ts";
import { cachedMessageTokens, loadTokenizer } from "../../engine/log/tokens.ts";
import { renderConversationHtml, VIEW_FILE } from "../../engine/view/render-html.ts";
import { conversationChoice } from "../args.ts";
import type { CliContext } from "../context.ts";
import { chosenConversationId } from "../conversation-choice.ts";

/**
 * `baton view`: the whole history as one HTML page (not only what the model
 * sees now: compacted and popped turns are shown, marked as replaced),
 * written next to the log unless `-o` names a file; its path is the output.
 */
export async function viewCommand(ctx: CliContext): Promise<number> {
  const [named] = ctx.args.positionals;
  if (named !== undefined && conversationChoice(ctx.args))
    throw usageError(
      `name the conversation once: "${named}" or ${ctx.args.options.follow ? "--follow" : "-c"}`,
    );
  const id = named ?? (await chosenConversationId(ctx, { positional: true }));
  const file = await ctx.store.existingSessionFile(id);
  const [{ header, entries, warnings }] = await Promise.all([readSessionFile(file), loadTokenizer()]);
  for (const w of warnings) ctx.io.stderr(`warning: ${w}\n`);
  const html = renderConversationHtml({ header, entries, countTokens: cachedMessageTokens });
  const out = ctx.args.options.output
    ? resolve(ctx.io.cwd, ctx.args.options.output)
    : join(dirname(file), VIEW_FILE);
  // Written beside and renamed over: a state folder that came with a clone may hold a link named
  // view.html (to ~/.bashrc, say), and the page would be written through it.
  const tmp = tempBeside(out);
  try {
    await mkdir(dirname(out), { recursive: true });
    await writeFile(tmp, html, { flag: "wx" });
    await rename(tmp, out);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => {});
    throw storageFailure(e, out, `cannot write the page of conversation "${id}"`);
  }
  ctx.io.stdout(`${out}\n`);
  return 0;
}
