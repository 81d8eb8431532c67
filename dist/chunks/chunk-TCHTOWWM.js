#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  strategies
} from "./chunk-FAT4S3CS.js";

// src/cli/commands/table.ts
var strategyNames = () => strategies().map((s) => s.name).join("|");
var COMMAND_SPECS = {
  run: {
    usage: "[-r|--recipe NAME] [--follow | -c ID | --name ID] [--arg k=v]... [--base BRANCH | --pr OWNER/REPO#N] [--allow-dirty] [MESSAGE]",
    summary: "run a recipe (by default `answer`, on MESSAGE, or what stdin holds) and print its answer on stdout; a new conversation unless --follow or -c names one (--name gives the new one its id); --base reviews the working tree's change against BRANCH as a pull request (-r pr-review --base main), --pr a pull request (or issue) on GitHub, named owner/repo#N or by its URL (token from GITHUB_TOKEN or `gh auth token`); the review is printed, not posted; a recipe that edits files (-r implement) changes the working tree, starts only on a clean one unless --allow-dirty, and ends with what changed (files, +/\u2212 lines)",
    options: ["recipe", "follow", "conversation", "name", "arg", "base", "pr", "allow-dirty"],
    example: 'baton run --follow "why does the build fail on Windows?"'
  },
  compact: {
    // Read when shown: a strategy added to the registry is listed.
    get usage() {
      return `[--follow | -c ID] [--strategy ${strategyNames()}] [--instructions TEXT]`;
    },
    summary: "compact a conversation now (summarize by default)",
    options: ["follow", "conversation", "strategy", "instructions"],
    maxArgs: 0,
    example: 'baton compact --follow --instructions "keep the benchmark figures"'
  },
  pop: {
    usage: "[--follow | -c ID] [N]",
    summary: "fold the user turns from N on (by default the last) into a summary",
    options: ["follow", "conversation", "instructions"],
    maxArgs: 1,
    example: "baton pop --follow 3",
    extension: true
  },
  context: {
    readsOnly: true,
    usage: "[--follow | -c ID] [--json]",
    summary: "what the model would see now, with token counts",
    options: ["json", "follow", "conversation"],
    maxArgs: 0,
    example: "baton context --follow --json"
  },
  view: {
    readsOnly: true,
    usage: "[ID | --follow | -c ID] [-o|--output FILE]",
    summary: "write the conversation as one self-contained HTML page (by default <state-dir>/<id>/view.html) and print its path",
    options: ["follow", "conversation", "output"],
    maxArgs: 1,
    example: "baton view issue-42 -o conversation.html"
  },
  sessions: {
    readsOnly: true,
    usage: "[--json]",
    summary: "conversations: id, log entries, context tokens, cost, updated",
    options: ["json"],
    maxArgs: 0,
    example: "baton sessions"
  },
  recipes: {
    readsOnly: true,
    usage: "[--json]",
    summary: "recipes: name, description, source",
    options: ["json"],
    maxArgs: 0,
    example: "baton recipes --json"
  },
  pull: {
    usage: "OWNER/REPO#NUMBER | URL [--state-key KEY]",
    summary: "fetch the newest saved state of that issue's or PR's conversation (owner/repo#N, or its page's URL) through the GitHub API (token from GITHUB_TOKEN or `gh auth token`; GITHUB_API_URL for GitHub Enterprise, key from --state-key or BATON_STATE_KEY; neither is written to disk), merge it into the local store and print its id",
    options: ["state-key"],
    maxArgs: 1,
    example: 'baton pull octo-org/octo-repo#42 && baton run -c pr-42 "what is left to do?"'
  },
  help: {
    usage: "[COMMAND]",
    summary: "this text, or one command's",
    options: [],
    maxArgs: 1,
    example: "baton help compact"
  }
};
var EXTENSION_COMMAND = {
  options: ["follow", "conversation", "instructions"]
};
var globalHelp = () => `global options (before or after the command):
  --state-dir DIR        conversation store (default the repository's .baton, env BATON_STATE_DIR)
  --recipes-path DIR     repository recipes (default .github/baton/recipes)
  --hooks-path DIR       hooks and extensions to load (env BATON_HOOKS_PATH; ~/.baton/hooks always)
  --hook-timeout S       seconds a hook may take (default 10)
  --shell-sandbox MODE   where programs run: auto (a sandbox, or refused) | none
                         (unsandboxed, on purpose) | root | user-namespace | sudo (env BATON_SHELL_SANDBOX)
  --hooks-sandbox        run executable hooks in that sandbox too; by default they run as
                         your own processes, without secrets in their environment (env BATON_HOOKS_SANDBOX)
  --model NAME           (env BATON_MODEL)    --base-url URL (env OPENAI_BASE_URL)
  --context-window N  --compact-threshold R  --stop-compact-threshold R
  --compact-strategy ${strategyNames()}  --max-turns N  --max-run-tokens N
  --run-timeout-minutes M (default 20, 0 = none)  --max-tool-calls-per-turn N (default 32)
  --max-run-cost USD     stop a run once it has cost this much    --model-timeout S
  --quiet                no progress on stderr    --version    -h, --help
the API key comes from env OPENAI_API_KEY (a server on localhost needs none).

exit codes: 0 done, 1 the work failed or stopped short, 2 bad usage or bad input
`;
function usage(extensions = []) {
  const commands = [
    ...Object.entries(COMMAND_SPECS).map(([name, spec]) => [name, spec.summary]),
    ...extensions
  ];
  const width = Math.max(...commands.map(([n]) => n.length));
  const lines = commands.map(([name, summary]) => `  ${name.padEnd(width)}  ${summary}`);
  return `usage: baton <command> [options]

commands:
${lines.join("\n")}

${globalHelp()}`;
}
function commandHelp(name) {
  const spec = COMMAND_SPECS[name];
  if (!spec) return void 0;
  return `usage: baton ${name} ${spec.usage}

${spec.summary}.

example:
  ${spec.example}

${globalHelp()}`;
}

export {
  COMMAND_SPECS,
  EXTENSION_COMMAND,
  usage,
  commandHelp
};
