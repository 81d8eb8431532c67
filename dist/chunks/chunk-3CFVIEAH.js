#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  usageError
} from "./chunk-VA2UHLEW.js";

// src/adapters/conversation-id.ts
var ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
var isConversationId = (id) => ID_PATTERN.test(id) && !id.includes("..");
function validateConversationId(id) {
  if (!isConversationId(id))
    throw usageError(
      `invalid conversation id "${id}": use letters, digits, ".", "_" and "-" (up to 128), starting with a letter or digit`
    );
  return id;
}

export {
  isConversationId,
  validateConversationId
};
