#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  StandingInstructions,
  readFileAt
} from "./chunk-DM73GDUY.js";
import "./chunk-LPCBV63D.js";
import "./chunk-RKADV6FR.js";
import {
  applyConfig
} from "./chunk-FZ6RKCAM.js";
import {
  CONFIG_PATH,
  EMPTY_CONFIG
} from "./chunk-YGW6KKTC.js";
import "./chunk-VG6NTNDE.js";
import "./chunk-HZICW6AM.js";
import "./chunk-YIVIGHPU.js";
import "./chunk-JKP3GOEL.js";
import "./chunk-NCCJCY5N.js";
import {
  describeGitHubError,
  githubStatus
} from "./chunk-ZCI4HNYG.js";
import "./chunk-23J27CLP.js";
import "./chunk-IWIHM2BB.js";
import "./chunk-BKAG5NPA.js";
import "./chunk-SJZDYVL2.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-CYLLQ5Y7.js";
import "./chunk-JLUXB5JD.js";
import "./chunk-IFZNVEUW.js";
import {
  number,
  object,
  string
} from "./chunk-FLXSCLV4.js";
import "./chunk-HBY6AOVX.js";
import {
  BatonError,
  failure,
  inputError
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/action/base-branch/repo-config.ts
async function readRepoConfig(source, instructions, base) {
  const ref = base?.sha ?? await instructions.defaultBranch();
  if (ref === void 0) return EMPTY_CONFIG;
  const text = await readFileAt(source, CONFIG_PATH, ref);
  if (text === void 0) return EMPTY_CONFIG;
  const { parseConfig } = await import("./parse-QKLQKH7X.js");
  const at = base ? `${base.branch} at ${base.sha.slice(0, 12)}` : ref;
  const { config, warnings } = parseConfig(text, `${CONFIG_PATH} (${at})`);
  for (const warning of warnings) source.logger.warn(warning);
  return config;
}
function withRepoConfig(inputs, config) {
  if (config === EMPTY_CONFIG) return inputs;
  const settings = applyConfig(inputs.settings, inputs.givenSettings, config);
  return {
    ...inputs,
    settings,
    recipesPath: settings.recipesPath ?? inputs.recipesPath,
    hooksPath: settings.hooksPath ?? inputs.hooksPath
  };
}

// src/action/base-branch/trusted-code.ts
import { mkdtemp, rm } from "node:fs/promises";
import { isAbsolute, join as join2, relative as relative2, resolve as resolve2, sep as sep2 } from "node:path";

// src/action/github/folder-copy.ts
import { chmod, mkdir, writeFile } from "node:fs/promises";
import { dirname, join, posix, relative, resolve, sep } from "node:path";
var COPY_LIMITS = { files: 200, bytes: 2e7 };
async function copyFoldersAt(at, folders, into) {
  const trees = /* @__PURE__ */ new Map();
  const treeOf = (sha, recursive) => {
    const key = `${sha}${recursive ? "/r" : ""}`;
    let entries = trees.get(key);
    if (!entries) {
      entries = readTree(at, sha, recursive);
      trees.set(key, entries);
    }
    return entries;
  };
  const budget = { files: COPY_LIMITS.files, bytes: COPY_LIMITS.bytes };
  for (const folder of new Set(folders)) {
    const segments = folder.split("/").filter((s) => s !== "" && s !== ".");
    let sha = at.ref;
    for (const [i, name] of segments.entries()) {
      const entry = (await treeOf(sha, false)).find((e) => e.path === name);
      if (entry?.mode === SYMLINK) throw linked(segments.slice(0, i + 1).join("/"), at.ref);
      sha = entry?.type === "tree" ? entry.sha : void 0;
      if (!sha) break;
    }
    if (!sha || segments.length === 0) continue;
    for (const entry of await treeOf(sha, true)) {
      if (entry.mode === SYMLINK && entry.path && !/^readme\.md$/i.test(posix.basename(entry.path)))
        throw linked(posix.join(folder, entry.path), at.ref);
      if (entry.type !== "blob" || entry.mode === SYMLINK || !entry.path || !entry.sha) continue;
      const target = resolve(into, ...segments, ...entry.path.split("/"));
      if (relative(resolve(into), target).split(sep).includes("..")) continue;
      budget.files -= 1;
      budget.bytes -= entry.size ?? 0;
      if (budget.files < 0 || budget.bytes < 0)
        throw inputError(
          `${posix.join(folder, entry.path)} at ${at.ref}: the folders of recipes and hooks hold more than ${COPY_LIMITS.files} files or ${COPY_LIMITS.bytes / 1e6} MB`
        );
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, await readBlob(at, entry.sha, join(folder, entry.path)));
      if (entry.mode === "100755") await chmod(target, 493);
    }
  }
}
var SYMLINK = "120000";
var linked = (path, ref) => inputError(
  `${path} at ${ref} is a symbolic link: on pull requests recipes, hooks and extensions are read from the base commit through GitHub's API, which does not follow links; commit the files themselves there`
);
async function readTree(at, sha, recursive) {
  try {
    const { data } = await at.octokit.rest.git.getTree({
      owner: at.owner,
      repo: at.repo,
      tree_sha: sha,
      ...recursive ? { recursive: "1" } : {}
    });
    if (data.truncated) throw inputError(`the tree ${sha} at ${at.ref} is too large to read`);
    return data.tree;
  } catch (error) {
    if (githubStatus(error) === 404 || githubStatus(error) === 422)
      throw failure(`${at.ref} is not a commit of ${at.owner}/${at.repo}: ${describeGitHubError(error)}`);
    throw wrap(error, `the tree of ${at.ref}`);
  }
}
async function readBlob(at, sha, path) {
  try {
    const { data } = await at.octokit.rest.git.getBlob({ owner: at.owner, repo: at.repo, file_sha: sha });
    return Buffer.from(data.content, data.encoding === "base64" ? "base64" : "utf8");
  } catch (error) {
    throw wrap(error, `${path} at ${at.ref}`);
  }
}
function wrap(error, what) {
  if (error instanceof BatonError) return error;
  return failure(`could not read ${what}: ${describeGitHubError(error)}`, error);
}

// src/action/base-branch/trusted-code.ts
var BaseSchema = object({ ref: string().min(1), sha: string().min(1) });
var PayloadSchema = object({
  pull_request: object({ number: number().int().positive(), base: BaseSchema.optional() }).nullish(),
  issue: object({ number: number().int().positive(), pull_request: object({}).nullish() }).nullish()
});
function codeSourceFor(payload) {
  const event = payload ?? {};
  if (event.pull_request == null && event.issue?.pull_request == null) return { from: "workspace" };
  const parsed = PayloadSchema.safeParse(payload);
  if (!parsed.success)
    throw inputError("the event is about a pull request but does not name it, so its base cannot be read");
  const { pull_request: pr, issue } = parsed.data;
  if (pr)
    return {
      from: "base",
      pr: pr.number,
      ...pr.base ? { base: { branch: pr.base.ref, sha: pr.base.sha } } : {}
    };
  return { from: "base", pr: issue.number };
}
async function baseOfEvent(request) {
  const source = codeSourceFor(request.payload);
  if (source.from === "workspace") return void 0;
  return source.base ?? await baseOf(request, source.pr);
}
async function trustedCode(request) {
  const { runner, folders, logger, base } = request;
  const workspace = resolve2(runner.workspace);
  if (!base)
    return {
      recipesDir: resolve2(workspace, folders.recipesPath),
      hookDirs: [resolve2(workspace, folders.hooksPath)],
      dispose: async () => {
      }
    };
  const recipes = repositoryPath(workspace, folders.recipesPath, "recipes-path");
  const hooks = repositoryPath(workspace, folders.hooksPath, "hooks-path");
  const into = await mkdtemp(join2(runner.temp, "baton-base-"));
  const dispose = () => rm(into, { recursive: true, force: true });
  try {
    await copyFoldersAt(
      { octokit: request.octokit, owner: runner.owner, repo: runner.repo, ref: base.sha },
      [recipes, hooks],
      into
    );
  } catch (error) {
    await dispose();
    throw error;
  }
  logger.info(
    `recipes, hooks and extensions come from ${base.branch} at ${base.sha.slice(0, 12)}, the pull request's base, not from the workspace`
  );
  return { recipesDir: join2(into, recipes), hookDirs: [join2(into, hooks)], base, dispose };
}
function repositoryPath(workspace, path, input) {
  const inside = relative2(workspace, resolve2(workspace, path));
  if (inside === ".." || inside.startsWith(`..${sep2}`) || isAbsolute(inside))
    throw inputError(
      `${input} "${path}" is outside the repository: on a pull request it is read from the base branch, so it must be a folder of the repository`
    );
  return inside.split(sep2).join("/");
}
async function baseOf(request, pr) {
  const { octokit, runner } = request;
  try {
    const { data } = await octokit.rest.pulls.get({
      owner: runner.owner,
      repo: runner.repo,
      pull_number: pr
    });
    return { branch: data.base.ref, sha: data.base.sha };
  } catch (error) {
    throw failure(`could not read the base of #${pr}: ${describeGitHubError(error)}`, error);
  }
}

// src/action/base-branch/read-base.ts
async function readBaseBranch(request) {
  const { octokit, runner, logger, payload, redact } = request;
  const source = {
    octokit,
    owner: runner.owner,
    repo: runner.repo,
    logger,
    redact,
    ...defaultBranchOf(payload)
  };
  const base = await baseOfEvent({ octokit, runner, payload });
  const atDefault = new StandingInstructions(source);
  if (!base && namesIssue(payload)) atDefault.prefetch();
  const repoConfig = await readRepoConfig(source, atDefault, base);
  const inputs = withRepoConfig(request.inputs, repoConfig);
  const code = await trustedCode({ octokit, runner, folders: inputs, base, logger });
  const instructions = code.base ? new StandingInstructions({ ...source, pinned: code.base }) : atDefault;
  return { inputs, repoConfig, code, instructions };
}
function namesIssue(payload) {
  return typeof payload?.issue === "object";
}
function defaultBranchOf(payload) {
  const repository = payload?.repository;
  const branch = repository?.default_branch;
  return typeof branch === "string" && branch !== "" ? { defaultBranch: branch } : {};
}
export {
  readBaseBranch
};
