#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  openChosenConversation
} from "./chunk-5FV4DCDB.js";
import "./chunk-BB6G55G6.js";
import {
  BatonError,
  describeError,
  failure
} from "./chunk-W6LTGYO2.js";
import "./chunk-HWW5D4EF.js";

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
