#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  VIEW_FILE,
  renderConversationHtml
} from "./chunk-H5OJPDKW.js";
import {
  chosenConversationId
} from "./chunk-5VUBPHRB.js";
import {
  conversationChoice
} from "./chunk-ECOVEXRL.js";
import "./chunk-WHURTW2Q.js";
import "./chunk-YIVIGHPU.js";
import {
  cachedMessageTokens,
  loadTokenizer
} from "./chunk-PH4XEHJT.js";
import {
  readSessionFile,
  tempBeside
} from "./chunk-EBJBY5JQ.js";
import "./chunk-HRV54FJ4.js";
import "./chunk-3CFVIEAH.js";
import "./chunk-YU4EEEZD.js";
import {
  storageFailure
} from "./chunk-GGSRGHFL.js";
import "./chunk-FLXSCLV4.js";
import "./chunk-HBY6AOVX.js";
import {
  usageError
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/cli/commands/view.ts
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
async function viewCommand(ctx) {
  const [named] = ctx.args.positionals;
  if (named !== void 0 && conversationChoice(ctx.args))
    throw usageError(
      `name the conversation once: "${named}" or ${ctx.args.options.follow ? "--follow" : "-c"}`
    );
  const id = named ?? await chosenConversationId(ctx, { positional: true });
  const file = await ctx.store.existingSessionFile(id);
  const [{ header, entries, warnings }] = await Promise.all([readSessionFile(file), loadTokenizer()]);
  for (const w of warnings) ctx.io.stderr(`warning: ${w}
`);
  const html = renderConversationHtml({ header, entries, countTokens: cachedMessageTokens });
  const out = ctx.args.options.output ? resolve(ctx.io.cwd, ctx.args.options.output) : join(dirname(file), VIEW_FILE);
  const tmp = tempBeside(out);
  try {
    await mkdir(dirname(out), { recursive: true });
    await writeFile(tmp, html, { flag: "wx" });
    await rename(tmp, out);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => {
    });
    throw storageFailure(e, out, `cannot write the page of conversation "${id}"`);
  }
  ctx.io.stdout(`${out}
`);
  return 0;
}
export {
  viewCommand
};
