#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/engine/tools/tool-names.ts
var FILE_TOOLS = ["read_file", "list_files", "grep"];
var EDIT_TOOLS = ["write_file", "edit_file"];
var GITHUB_TOOLS = ["get_issue", "list_comments", "get_pr_diff"];
var DEFAULT_TOOLS = [...FILE_TOOLS, ...GITHUB_TOOLS];
var REVIEW_TOOL = "add_review_comment";
var RESOLVE_TOOL = "resolve_review_thread";
var CHECKS_TOOL = "run_checks";
var KNOWN_TOOLS = [
  ...DEFAULT_TOOLS,
  ...EDIT_TOOLS,
  CHECKS_TOOL,
  REVIEW_TOOL,
  RESOLVE_TOOL,
  "shell"
];
var MCP_PREFIX = "mcp__";
var MCP_SERVER_NAME = /^[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*$/;
var TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;
function parseMcpName(name) {
  if (!name.startsWith(MCP_PREFIX)) return void 0;
  const rest = name.slice(MCP_PREFIX.length);
  const at = rest.indexOf("__");
  const server = at < 0 ? rest : rest.slice(0, at);
  if (!MCP_SERVER_NAME.test(server)) return void 0;
  if (at < 0) return { server };
  const tool = rest.slice(at + 2);
  return tool === "" ? void 0 : { server, tool };
}
var mcpToolName = (server, tool) => `${MCP_PREFIX}${server}__${tool}`;

export {
  FILE_TOOLS,
  EDIT_TOOLS,
  GITHUB_TOOLS,
  DEFAULT_TOOLS,
  REVIEW_TOOL,
  RESOLVE_TOOL,
  CHECKS_TOOL,
  KNOWN_TOOLS,
  MCP_PREFIX,
  MCP_SERVER_NAME,
  TOOL_NAME,
  parseMcpName,
  mcpToolName
};
