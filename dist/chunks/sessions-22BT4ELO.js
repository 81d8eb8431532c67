#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  table
} from "./chunk-5V6P6Q7T.js";
import "./chunk-HWW5D4EF.js";

// src/cli/commands/sessions.ts
async function sessionsCommand(ctx) {
  const sessions = await ctx.store.sessions();
  if (ctx.args.options.json) {
    ctx.io.stdout(`${JSON.stringify(sessions, null, 2)}
`);
    return 0;
  }
  if (sessions.length === 0) {
    ctx.io.stdout(`no conversations in ${ctx.store.root}
`);
    return 0;
  }
  ctx.io.stdout(
    table([
      ["ID", "ENTRIES", "TOKENS", "UPDATED"],
      ...sessions.map((s) => [s.id, String(s.entries), String(s.tokens), s.updated_at])
    ])
  );
  return 0;
}
export {
  sessionsCommand
};
