#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  loadState,
  preservedEntries
} from "./chunk-BSOFKTUC.js";
import {
  artifactName
} from "./chunk-YJE2F7Z5.js";
import {
  Conversation
} from "./chunk-VRTERC6J.js";
import {
  validateConversationId
} from "./chunk-3CFVIEAH.js";
import {
  getState,
  saveState,
  warning
} from "./chunk-4V5SZG7G.js";
import {
  array,
  object,
  string
} from "./chunk-FLXSCLV4.js";
import {
  failure,
  inputError
} from "./chunk-VA2UHLEW.js";

// src/action/state/artifact-store.ts
import { lstat } from "node:fs/promises";
import { join, resolve } from "node:path";
var ArtifactStore = class {
  constructor(options) {
    this.options = options;
  }
  options;
  /** This run's own state folder: the only place a checkpoint of `id` may be. */
  sessionFile(id) {
    return join(resolve(this.options.runner.temp), "baton", validateConversationId(id), "session.jsonl");
  }
  async load(id, { reset = false } = {}) {
    const { runner, logger } = this.options;
    const file = this.sessionFile(id);
    const loaded = await loadState({
      octokit: this.options.octokit,
      owner: runner.owner,
      repo: runner.repo,
      repositoryId: runner.repositoryId,
      localArtifacts: runner.localArtifacts,
      conversationId: id,
      key: this.options.key,
      dir: join(file, ".."),
      logger,
      ...reset ? { reset: true } : {}
    });
    const conversation = loaded.file ? await Conversation.load(loaded.file) : await Conversation.create(file, id, `${runner.owner}/${runner.repo}`, /* @__PURE__ */ new Date(), loaded.mark);
    for (const w of conversation.warnings) logger.warn(`${id}: ${w}`);
    for (const entry of preservedEntries(loaded.unusable)) await conversation.append(entry);
    return {
      conversation,
      resumed: Boolean(loaded.file),
      notices: loaded.notices,
      unusable: loaded.unusable.length
    };
  }
  /**
   * Uploads the checkpoint of `id` (the post step). A symbolic link in place
   * of the checkpoint would upload whatever it points at: refused.
   */
  async save(id) {
    const { octokit, runner, key, redactor, retentionDays, upload, logger } = this.options;
    if (!upload)
      throw failure("this ArtifactStore was made without the upload code: only the post step saves");
    const file = this.sessionFile(id);
    const stat = await lstat(file).catch(() => void 0);
    if (!stat?.isFile()) throw inputError(`${file} is not a regular file, so it is not uploaded`);
    const uploaded = await upload({
      octokit,
      owner: runner.owner,
      repo: runner.repo,
      repositoryId: runner.repositoryId,
      localArtifacts: runner.localArtifacts,
      runId: runner.runId,
      name: artifactName(id),
      file,
      retentionDays,
      key,
      redactor,
      rootDir: resolve(runner.temp),
      runUrl: runner.runUrl,
      logger
    });
    return {
      where: uploaded.name,
      entries: uploaded.entries,
      size: uploaded.size,
      notices: uploaded.notices,
      ...uploaded.unmerged ? { unmerged: uploaded.unmerged } : {},
      ..."url" in uploaded.view ? { view: uploaded.view.url } : {}
    };
  }
};

// src/action/state/step-store.ts
var StepStore = class {
  constructor(store) {
    this.store = store;
  }
  store;
  #early;
  saved = new SavedConversations();
  /** Starts loading `id` now. */
  open(id, { reset = false } = {}) {
    const opened = this.store.load(id, { reset });
    opened.catch(() => {
    });
    this.#early = { id, reset, opened };
  }
  async load(id, { reset = false } = {}) {
    const early = this.#early;
    let opened;
    if (early?.id === id && early.reset === reset) {
      this.#early = void 0;
      opened = await early.opened;
    } else opened = await this.store.load(id, { reset });
    this.saved.add({ id, file: opened.conversation.file });
    return opened;
  }
  save(id) {
    return this.store.save(id);
  }
};
function openStepStore({ octokit, runner, inputs, redactor, logger }, conversation) {
  const store = new StepStore(
    new ArtifactStore({
      octokit,
      runner,
      key: inputs.stateKey,
      redactor,
      retentionDays: inputs.retentionDays,
      logger
    })
  );
  if (conversation) store.open(conversation.id, conversation);
  return store;
}
var STATE_NAME = "conversations";
var SavedSchema = array(object({ id: string().min(1), file: string().min(1) }));
var SavedConversations = class {
  list = [];
  has(id) {
    return this.list.some((c) => c.id === id);
  }
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
  ArtifactStore,
  StepStore,
  openStepStore,
  SavedConversations,
  readSavedConversations
};
