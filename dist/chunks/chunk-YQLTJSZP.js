#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  getState,
  saveState,
  warning
} from "./chunk-SWRWOKJA.js";
import {
  array,
  object,
  string
} from "./chunk-KVWXH6U2.js";

// src/action/saved-conversations.ts
var STATE_NAME = "conversations";
var SavedSchema = array(object({ id: string().min(1), file: string().min(1) }));
var SavedConversations = class {
  list = [];
  add(entry) {
    if (this.list.some((c) => c.id === entry.id)) return;
    this.list.push(entry);
    saveState(STATE_NAME, JSON.stringify(this.list));
  }
};
function readSavedConversations() {
  const raw = getState(STATE_NAME);
  if (!raw) return [];
  try {
    return SavedSchema.parse(JSON.parse(raw));
  } catch {
    warning(`the main step's saved state is not readable; nothing to upload`);
    return [];
  }
}

export {
  SavedConversations,
  readSavedConversations
};
