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
import {
  failure
} from "./chunk-VA2UHLEW.js";

// src/action/github/permissions.ts
var ROLES = ["none", "read", "triage", "write", "maintain", "admin"];
var BOT_SUFFIX = /\[bot\]$/i;
function isBot(user, allowedBots = []) {
  const bot = user.type === "Bot" || BOT_SUFFIX.test(user.login);
  if (!bot) return false;
  const name = user.login.replace(BOT_SUFFIX, "").toLowerCase();
  return !allowedBots.some((entry) => entry.trim().replace(BOT_SUFFIX, "").toLowerCase() === name);
}
async function hasPermission(octokit, check) {
  let data;
  try {
    ({ data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      owner: check.owner,
      repo: check.repo,
      username: check.login
    }));
  } catch (error) {
    if (githubStatus(error) === 404) return { allowed: false, have: "none" };
    throw failure(
      `Could not check ${check.login}'s permission on the repository: ${describeGitHubError(error)}`,
      error
    );
  }
  const have = asRole(data.role_name) ?? asRole(data.permission) ?? "none";
  return { allowed: rank(have) >= rank(check.required), have };
}
function asRole(name) {
  const lower = name?.toLowerCase();
  return ROLES.includes(lower ?? "") ? lower : void 0;
}
var rank = (role) => ROLES.indexOf(role);
function authorGate(octokit, options) {
  const verdicts = /* @__PURE__ */ new Map();
  const judge = async (author) => {
    if (isBot(author, options.allowedBots))
      return { allowed: false, reason: `its author @${author.login} is a bot not listed in allowed-bots` };
    if (isBot(author, [])) return { allowed: true };
    try {
      const { allowed, have } = await hasPermission(octokit, { ...options, login: author.login });
      return allowed ? { allowed } : {
        allowed,
        reason: `its author @${author.login} has ${have} permission; ${options.required} is required`
      };
    } catch (error) {
      return {
        allowed: false,
        reason: `its author's permission could not be checked: ${describeGitHubError(error)}`
      };
    }
  };
  return (author) => {
    const key = author.login.toLowerCase();
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = judge(author);
      verdicts.set(key, verdict);
    }
    return verdict;
  };
}

export {
  isBot,
  hasPermission,
  authorGate
};
