#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/action/github/when-requests-sent.ts
import { subscribe, unsubscribe } from "node:diagnostics_channel";
var HEADERS_SENT = "undici:client:sendHeaders";
function whenRequestsSent(octokit, work) {
  let started;
  let asked = 0;
  let sent = 0;
  const get = () => {
    dispose();
    started ??= work();
    return started;
  };
  const onAsked = () => void asked++;
  const onSent = () => {
    if (++sent >= asked) setImmediate(() => void get().catch(() => {
    }));
  };
  const dispose = () => {
    octokit.hook.remove("request", onAsked);
    unsubscribe(HEADERS_SENT, onSent);
  };
  octokit.hook.before("request", onAsked);
  subscribe(HEADERS_SENT, onSent);
  return { get, dispose };
}

export {
  whenRequestsSent
};
