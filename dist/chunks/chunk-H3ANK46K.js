#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/action/github/when-requests-sent.ts
import { subscribe, unsubscribe } from "node:diagnostics_channel";
var HEADERS_SENT = "undici:client:sendHeaders";
var READS = /* @__PURE__ */ new Set(["GET", "HEAD"]);
function whenRequestsSent(octokit, work) {
  let started;
  let listening = true;
  let asked = 0;
  let written = 0;
  let answered = 0;
  const wired = Promise.withResolvers();
  const begin = () => {
    dispose();
    started ??= work();
    wired.resolve();
    return started;
  };
  const onWire = () => asked <= Math.max(written, answered);
  const check = () => {
    if (listening && onWire())
      setImmediate(() => {
        if (listening) void begin().catch(() => {
        });
      });
  };
  const onAsked = (options) => {
    if (READS.has(options.method ?? "GET")) asked++;
  };
  const onAnswered = (_response, options) => {
    if (!READS.has(options.method ?? "GET")) return;
    answered++;
    check();
  };
  const onAnsweredWithError = (error, options) => {
    onAnswered(void 0, options);
    throw error;
  };
  const onSent = (message) => {
    const method = message.request?.method;
    if (!READS.has(method ?? "GET")) return;
    written++;
    check();
  };
  const dispose = () => {
    if (!listening) return;
    listening = false;
    octokit.hook.remove("request", onAsked);
    octokit.hook.remove("request", onAnswered);
    octokit.hook.remove("request", onAnsweredWithError);
    unsubscribe(HEADERS_SENT, onSent);
    wired.resolve();
  };
  octokit.hook.before("request", onAsked);
  octokit.hook.after("request", onAnswered);
  octokit.hook.error("request", onAnsweredWithError);
  subscribe(HEADERS_SENT, onSent);
  const nextTurn = () => new Promise((done) => setImmediate(done));
  return {
    get: () => started || !listening ? begin() : nextTurn().then(() => onWire() ? begin() : wired.promise.then(begin)),
    dispose
  };
}

export {
  whenRequestsSent
};
