#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  openChosenConversation
} from "./chunk-5VUBPHRB.js";
import "./chunk-ECOVEXRL.js";
import "./chunk-3CFVIEAH.js";
import "./chunk-HBY6AOVX.js";
import {
  BatonError,
  describeError,
  failure
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/cli/commands/extension.ts
async function extensionCommand(ctx, runtime, command) {
  runtime.use(await openChosenConversation(ctx));
  let said;
  try {
    said = await command.handler({ args: ctx.args.positionals, api: runtime.extensions.api });
  } catch (error) {
    if (error instanceof BatonError) throw error;
    throw failure(describeError(error), error);
  }
  if (said) ctx.io.stdout(`${said}
`);
  return 0;
}
export {
  extensionCommand
};
