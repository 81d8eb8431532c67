#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  tidySchema
} from "./chunk-NCCJCY5N.js";
import {
  toJSONSchema
} from "./chunk-FLXSCLV4.js";
import {
  cut
} from "./chunk-HBY6AOVX.js";
import {
  BatonError
} from "./chunk-VA2UHLEW.js";

// src/engine/tools/tool.ts
var ToolError = class extends BatonError {
  constructor(message, options) {
    super("input", message, options);
    this.name = "ToolError";
  }
};
var MAX_OUTPUT_BYTES = 4e4;
function truncateOutput(text, maxBytes, options) {
  const { hint, redact } = options;
  return cut(text, maxBytes, {
    unit: "bytes",
    note: (more) => `
[output truncated: ${more} more bytes${hint ? `; ${hint}` : ""}]`,
    redact
  });
}
function parametersOf(schema) {
  return tidySchema(toJSONSchema(schema, { io: "input", unrepresentable: "any" }));
}
function defineTool(spec) {
  return {
    definition: { name: spec.name, description: spec.description, parameters: parametersOf(spec.input) },
    input: spec.input,
    run: spec.run
  };
}

export {
  ToolError,
  MAX_OUTPUT_BYTES,
  truncateOutput,
  defineTool
};
