#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  getState,
  saveState,
  warning
} from "./chunk-LKNFQJ4N.js";
import {
  array,
  object,
  string
} from "./chunk-KFU373OM.js";

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
