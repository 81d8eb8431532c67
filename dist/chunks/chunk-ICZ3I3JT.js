#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  usageError
} from "./chunk-VA2UHLEW.js";

// src/cli/io.ts
var MAX_STDIN_BYTES = 1024 * 1024;
function inert(text) {
  return text.replace(
    new RegExp("\\r(?!\\n)|(?![\\t\\n\\r])\\p{Cc}", "gu"),
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}
function processIO() {
  return {
    stdout: (t) => process.stdout.write(inert(t)),
    stderr: (t, style) => process.stderr.write(style === "dim" ? `\x1B[2m${inert(t)}\x1B[0m` : inert(t)),
    env: process.env,
    cwd: process.cwd(),
    isTTY: Boolean(process.stdout.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    onInterrupt: (handler) => {
      const once = () => {
        process.off("SIGINT", once);
        handler();
      };
      process.on("SIGINT", once);
      return () => process.off("SIGINT", once);
    },
    readStdin: async () => {
      if (process.stdin.isTTY) return void 0;
      const chunks = [];
      let size = 0;
      for await (const chunk of process.stdin) {
        size += chunk.length;
        if (size > MAX_STDIN_BYTES) throw usageError(`the message on stdin is over ${MAX_STDIN_BYTES} bytes`);
        chunks.push(chunk);
      }
      return Buffer.concat(chunks).toString("utf8");
    }
  };
}
function table(rows) {
  const widths = [];
  for (const row of rows)
    for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, cell.length);
  return rows.map(
    (row) => row.map((cell, i) => i === row.length - 1 ? cell : cell.padEnd(widths[i])).join("  ").trimEnd()
  ).join("\n").concat("\n");
}

export {
  processIO,
  table
};
