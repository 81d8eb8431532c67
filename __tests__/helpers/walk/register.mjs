// Loaded with `node --import`: each function of the traced root announces its
// file when entered (see trace-hooks.mjs); this records which file called
// into which, in the order the calls first happened, and writes that at exit.
import { writeFileSync } from "node:fs";
import { register } from "node:module";
import { fileURLToPath } from "node:url";

const out = process.env.BATON_WALK_OUT;
const root = `${process.env.BATON_WALK_ROOT}/`;
const calls = [];
const seen = new Set();

const inEngine = (file) => file.startsWith("engine/");

/**
 * The file of the nearest caller frame under the root, past the announcing
 * function and the one entered; "engine" for any call made while the engine
 * is on the stack (its own work, and what it calls through its ports).
 */
function callerFile() {
  const prepare = Error.prepareStackTrace;
  const limit = Error.stackTraceLimit;
  Error.prepareStackTrace = (_, sites) => sites;
  Error.stackTraceLimit = 100;
  const sites = new Error().stack;
  Error.prepareStackTrace = prepare;
  Error.stackTraceLimit = limit;
  let caller;
  for (const site of sites.slice(3)) {
    let name = site.getFileName() ?? "";
    if (name.startsWith("file:")) name = fileURLToPath(name);
    if (!name.startsWith(root) || name.includes("/node_modules/")) continue;
    const file = name.slice(root.length);
    if (inEngine(file)) return "engine";
    caller ??= file;
  }
  return caller;
}

globalThis.__batonWalk = (file) => {
  const from = callerFile();
  if (!from || from === file) return;
  const key = `${from}>${file}`;
  if (seen.has(key)) return;
  seen.add(key);
  calls.push([performance.timeOrigin + performance.now(), from, file]);
};
process.on("exit", () => {
  if (out) writeFileSync(out, JSON.stringify(calls));
});
register("./trace-hooks.mjs", import.meta.url, { data: { root: process.env.BATON_WALK_ROOT } });
