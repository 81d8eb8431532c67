#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  describeGitHubError,
  githubStatus
} from "./chunk-ZCI4HNYG.js";

// src/action/github/identity.ts
var looked = /* @__PURE__ */ new WeakMap();
function identityOf(octokit) {
  let identity = looked.get(octokit);
  if (!identity) {
    identity = lookUp(octokit);
    looked.set(octokit, identity);
  }
  return identity;
}
async function lookUp(octokit) {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { kind: "user", login: data.login };
  } catch (error) {
    if (githubStatus(error) === 403) return { kind: "app", ...await botLogin(octokit) };
    return { kind: "unknown", reason: describeGitHubError(error) };
  }
}
var VIEWER_QUERY = "query { viewer { login } }";
async function botLogin(octokit) {
  try {
    const { viewer } = await octokit.graphql(VIEWER_QUERY);
    return typeof viewer?.login === "string" && viewer.login !== "" ? { login: viewer.login } : {};
  } catch {
    return {};
  }
}
var botName = (login) => login.replace(/\[bot\]$/i, "").toLowerCase();
function isTokenIdentity(identity, author) {
  switch (identity.kind) {
    case "user":
      return !author.isBot && author.login.toLowerCase() === identity.login.toLowerCase();
    case "app":
      return author.isBot && identity.login !== void 0 && botName(author.login) === botName(identity.login);
    case "unknown":
      return false;
  }
}
function isOwnComment(identity, author) {
  switch (identity.kind) {
    case "user":
      return author.login.toLowerCase() === identity.login.toLowerCase();
    case "app":
      return identity.login === void 0 ? author.type === "Bot" : isTokenIdentity(identity, { login: author.login, isBot: author.type === "Bot" });
    case "unknown":
      return true;
  }
}

export {
  identityOf,
  isTokenIdentity,
  isOwnComment
};
