#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  catalogModel
} from "./chunk-7BYNUXRG.js";

// src/engine/model/context-windows.ts
var UNKNOWN_MODEL_WINDOW = 8192;
function knownContextWindow(model, override, models) {
  if (override !== void 0 && Number.isFinite(override) && override > 0)
    return { tokens: Math.floor(override), source: "setting" };
  const configured = models?.get(model)?.contextWindow;
  if (configured !== void 0) return { tokens: configured, source: "setting" };
  const listed = catalogModel(model);
  return listed ? { tokens: listed.contextWindow, source: "catalog" } : void 0;
}
async function resolveContextWindow(model, override, client, logger, models) {
  const known = knownContextWindow(model, override, models);
  if (known) return known;
  const served = await client.servedContextWindow?.(model);
  if (served !== void 0 && served > 0) return { tokens: served, source: "server" };
  logger.warn(
    `the context window of model "${model}" is unknown (not in the models.dev catalog, and the server did not report it); assuming ${UNKNOWN_MODEL_WINDOW} tokens. Set context-window (--context-window) to the window the server really serves.`
  );
  return { tokens: UNKNOWN_MODEL_WINDOW, source: "default" };
}

export {
  knownContextWindow,
  resolveContextWindow
};
