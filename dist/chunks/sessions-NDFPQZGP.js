#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  table
} from "./chunk-ICZ3I3JT.js";
import {
  formatUsd
} from "./chunk-HBY6AOVX.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/cli/commands/sessions.ts
async function sessionsCommand(ctx) {
  const sessions = await ctx.store.sessions((warning) => ctx.io.stderr(`warning: ${warning}
`));
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
      // What each figure counts: the log's entries (every line kept), the context's tokens (what the model reads now).
      ["ID", "LOG ENTRIES", "CONTEXT TOKENS", "COST", "UPDATED"],
      ...sessions.map((s) => [
        s.id,
        String(s.entries),
        String(s.tokens),
        formatUsd(s.cost_usd),
        s.updated_at
      ])
    ])
  );
  return 0;
}
export {
  sessionsCommand
};
