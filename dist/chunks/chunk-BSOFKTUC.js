#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  artifactName,
  listStateArtifacts
} from "./chunk-YJE2F7Z5.js";
import {
  mergeLogs
} from "./chunk-LKXSXHTS.js";
import {
  parseSession,
  writeSessionFile
} from "./chunk-EBJBY5JQ.js";
import {
  known
} from "./chunk-HRV54FJ4.js";
import {
  describeGitHubError,
  githubStatus,
  githubTimedOut
} from "./chunk-ZCI4HNYG.js";
import {
  BatonError,
  failure
} from "./chunk-VA2UHLEW.js";

// src/engine/log/saved-states.ts
var MAX_UNMARKED = 20;
async function mergeSavedStates(history, options = {}) {
  const { after, keepsRefused = true } = options;
  let floor = after ?? -1;
  let through;
  const logs = [];
  const merged = [];
  const refused = [];
  let unmarked = 0;
  let unread = false;
  for await (const state of history.newestFirst()) {
    if (state.id <= floor) break;
    if (unmarked >= MAX_UNMARKED) {
      unread = true;
      break;
    }
    through ??= state.id;
    const read = await history.read(state);
    if ("refused" in read) {
      const gone = read.gone === true;
      refused.push({ state, reason: read.refused, ...read.bytes ? { bytes: read.bytes } : {}, gone });
      if (!keepsRefused && !gone) through = state.id - 1;
      continue;
    }
    logs.push(read.log);
    merged.push(state);
    const mark2 = read.log.header.merged_through;
    if (mark2 === void 0) unmarked++;
    else floor = Math.max(floor, mark2);
  }
  const mark = Math.max(through ?? -1, after ?? -1);
  if (!logs.length) return { merged, refused, unread, ...through !== void 0 ? { mark } : {} };
  let union = logs.at(-1);
  for (let i = logs.length - 2; i >= 0; i--) union = mergeLogs(union, logs[i]);
  const generation = Math.max(...logs.map((l) => l.header.generation ?? 0));
  const header = {
    ...union.header,
    ...generation > 0 ? { generation } : {},
    ...mark >= 0 ? { merged_through: mark } : {}
  };
  return { log: { header, entries: union.entries }, merged, refused, unread };
}
function stateToSave(local, meanwhile) {
  const merged = mergeLogs(meanwhile, local);
  const generation = Math.max(local.header.generation ?? 0, meanwhile?.header.generation ?? 0) + 1;
  const mark = meanwhile?.header.merged_through ?? local.header.merged_through;
  const header = {
    ...merged.header,
    generation,
    ...mark !== void 0 ? { merged_through: mark } : {}
  };
  return { log: { header, entries: merged.entries }, fromRemote: merged.fromRemote };
}

// src/adapters/github/artifacts/state-crypto.ts
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from "node:crypto";

// src/adapters/github/artifacts/refused.ts
var StateRefusedError = class extends BatonError {
  constructor(reason, message, bytes) {
    super("input", message);
    this.reason = reason;
    this.bytes = bytes;
    this.name = "StateRefusedError";
  }
  reason;
  bytes;
};

// src/adapters/github/artifacts/state-crypto.ts
var ENVELOPE_MAGIC = "BATON-STATE-ENCRYPTED v1";
var KDF = { N: 2 ** 15, r: 8, p: 1 };
var MAX_KDF_MEMORY = 128 * 2 ** 20;
var SALT_BYTES = 16;
var IV_BYTES = 12;
var TAG_BYTES = 16;
var hasKey = (key) => key !== void 0 && key !== "";
function deriveKey(secret, salt, kdf) {
  const maxmem = 128 * kdf.N * kdf.r * kdf.p + 2 ** 20;
  return new Promise(
    (resolve, reject) => scrypt(secret, salt, 32, { ...kdf, maxmem }, (err, key) => err ? reject(err) : resolve(key))
  );
}
async function sealState(plain, key) {
  if (!hasKey(key)) throw new Error("sealState needs a non-empty key");
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const params = JSON.stringify({
    kdf: "scrypt",
    ...KDF,
    salt: salt.toString("base64"),
    iv: iv.toString("base64")
  });
  const aad = Buffer.from(`${ENVELOPE_MAGIC}
${params}`, "utf8");
  const cipher = createCipheriv("aes-256-gcm", await deriveKey(key, salt, KDF), iv);
  cipher.setAAD(aad);
  const data = typeof plain === "string" ? Buffer.from(plain, "utf8") : plain;
  const body = Buffer.concat([cipher.update(data), cipher.final(), cipher.getAuthTag()]);
  return Buffer.concat([aad, Buffer.from(`
${body.toString("base64")}
`, "utf8")]);
}
var MAGIC_LINE = Buffer.from(`${ENVELOPE_MAGIC}
`, "utf8");
function isSealed(bytes) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, MAGIC_LINE.length)).equals(
    MAGIC_LINE
  );
}
async function openState(bytes, key, what = "saved state") {
  const sealed = isSealed(bytes);
  if (sealed && !hasKey(key))
    throw new StateRefusedError(
      "encrypted-without-key",
      `${what} is encrypted, but no state-key is set to decrypt it`
    );
  if (!sealed) {
    if (hasKey(key))
      throw new StateRefusedError(
        "plaintext-with-key",
        `${what} is not encrypted, but state-key is set: an unencrypted state cannot be authenticated`
      );
    return decodeUtf8(bytes, what);
  }
  const text = Buffer.from(bytes).toString("latin1");
  const lines = text.split("\n");
  const malformed = (problem) => new StateRefusedError("malformed-envelope", `${what} has a malformed encryption envelope (${problem})`);
  if (lines.length < 3 || lines.slice(3).some((l) => l !== "")) throw malformed("expected three lines");
  const params = parseParams(lines[1], malformed);
  const body = Buffer.from(lines[2], "base64");
  if (body.toString("base64") !== lines[2] || body.length < TAG_BYTES)
    throw malformed("the ciphertext is not valid base64");
  const aad = Buffer.from(
    bytes.subarray(0, ENVELOPE_MAGIC.length + 1 + Buffer.byteLength(lines[1], "latin1"))
  );
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      await deriveKey(key, params.salt, params),
      params.iv,
      { authTagLength: TAG_BYTES }
    );
    decipher.setAAD(aad);
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final()
    ]);
    return decodeUtf8(plain, what);
  } catch (e) {
    if (e instanceof StateRefusedError) throw e;
    throw new StateRefusedError(
      "authentication-failed",
      `${what} failed authentication with the state-key (a different key, or the file was altered)`
    );
  }
}
function parseParams(line, malformed) {
  let v;
  try {
    v = JSON.parse(line);
  } catch {
    throw malformed("the parameters are not JSON");
  }
  if (typeof v !== "object" || v === null || v.kdf !== "scrypt") throw malformed("unknown key derivation");
  const { N, r, p, salt, iv } = v;
  const whole = (x) => Number.isSafeInteger(x) && x > 0;
  if (!whole(N) || !whole(r) || !whole(p) || (N & N - 1) !== 0 || N < 2)
    throw malformed("invalid scrypt parameters");
  if (128 * N * r * p > MAX_KDF_MEMORY) throw malformed("scrypt parameters beyond the allowed cost");
  if (typeof salt !== "string" || typeof iv !== "string") throw malformed("salt or iv missing");
  const saltBytes = Buffer.from(salt, "base64");
  const ivBytes = Buffer.from(iv, "base64");
  if (saltBytes.length < SALT_BYTES || ivBytes.length !== IV_BYTES)
    throw malformed("salt or iv of the wrong size");
  return { N, r, p, salt: saltBytes, iv: ivBytes };
}
function decodeUtf8(bytes, what) {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new StateRefusedError("not-utf8", `${what} is not UTF-8 text`);
  }
}

// src/adapters/github/artifacts/artifact-download.ts
import { crc32, inflateRawSync } from "node:zlib";
var SESSION_FILE = "session.jsonl";
var MAX_STATE_BYTES = 50 * 2 ** 20;
function describeArtifact(a) {
  return `saved state ${a.name} (artifact ${a.id}${a.runId ? `, run ${a.runId}` : ""})`;
}
async function downloadStateArtifact(octokit, options) {
  const { owner, repo, artifact, key, maxBytes = MAX_STATE_BYTES } = options;
  const what = describeArtifact(artifact);
  if (artifact.sizeInBytes !== void 0 && artifact.sizeInBytes > maxBytes)
    throw tooLarge(what, artifact.sizeInBytes, maxBytes);
  let zip;
  try {
    const res = await octokit.rest.actions.downloadArtifact({
      owner,
      repo,
      artifact_id: artifact.id,
      archive_format: "zip"
    });
    zip = new Uint8Array(res.data);
  } catch (e) {
    const status = githubStatus(e);
    if (status === 404 || status === 410)
      throw new StateRefusedError("unavailable", `${what} is no longer available (HTTP ${status})`);
    throw new BatonError("failed", `could not download ${what}: ${httpProblem(e)}`, { cause: e });
  }
  return stateFromZip(zip, artifact, { key, maxBytes });
}
async function stateFromZip(zip, artifact, { key, maxBytes = MAX_STATE_BYTES }) {
  const what = describeArtifact(artifact);
  if (zip.length > maxBytes) throw tooLarge(what, zip.length, maxBytes);
  const bytes = extractSession(zip, what, maxBytes);
  let text;
  try {
    text = await openState(bytes, key, what);
  } catch (e) {
    if (e instanceof StateRefusedError) throw new StateRefusedError(e.reason, e.message, bytes);
    throw e;
  }
  const file = `${artifact.name}#${artifact.id}/${SESSION_FILE}`;
  try {
    return { text, session: parseSession(text, file) };
  } catch (e) {
    throw new StateRefusedError(
      "corrupt",
      `${what} holds a session log that cannot be read: ${e.message}`,
      bytes
    );
  }
}
function tooLarge(what, size, maxBytes) {
  return new StateRefusedError(
    "too-large",
    `${what} is ${mb(size)}, over the ${mb(maxBytes)} limit for a saved state`
  );
}
function extractSession(zip, what, maxBytes) {
  const damaged = () => new StateRefusedError("not-a-zip", `${what}: ${SESSION_FILE} is damaged inside the zip archive`);
  const entries = directoryEntries(zip, SESSION_FILE);
  if (!entries) throw new StateRefusedError("not-a-zip", `${what} is not a readable zip archive`);
  const [entry, ...more] = entries;
  if (!entry) throw new StateRefusedError("missing-file", `${what} holds no ${SESSION_FILE}`);
  if (more.length) throw new StateRefusedError("not-a-zip", `${what} holds more than one ${SESSION_FILE}`);
  if (entry.size > maxBytes)
    throw new StateRefusedError(
      "too-large",
      `${what}: ${SESSION_FILE} is ${mb(entry.size)}, over the ${mb(maxBytes)} limit for a saved state`
    );
  const data = entryData(zip, entry);
  if (!data) throw damaged();
  let bytes;
  if (entry.method === STORED) bytes = data;
  else if (entry.method === DEFLATED) {
    try {
      bytes = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw damaged();
    }
  } else
    throw new StateRefusedError(
      "not-a-zip",
      `${what}: ${SESSION_FILE} is compressed in a way Baton does not read`
    );
  if (bytes.length !== entry.size || crc32(bytes) !== entry.crc) throw damaged();
  return bytes;
}
var STORED = 0;
var DEFLATED = 8;
var CENTRAL_HEADER = 33639248;
var LOCAL_HEADER = 67324752;
var END_OF_DIRECTORY = 101010256;
function directoryEntries(zip, name) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== END_OF_DIRECTORY) end--;
  if (end < 0) return void 0;
  const count = view.getUint16(end + 10, true);
  const wanted = new TextEncoder().encode(name);
  const found = [];
  for (let i = 0, p = view.getUint32(end + 16, true); i < count; i++) {
    if (p + 46 > end || view.getUint32(p, true) !== CENTRAL_HEADER) return void 0;
    const nameLength = view.getUint16(p + 28, true);
    const next = p + 46 + nameLength + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    if (next > end) return void 0;
    const own = zip.subarray(p + 46, p + 46 + nameLength);
    if (own.length === wanted.length && own.every((b, k) => b === wanted[k]))
      found.push({
        method: view.getUint16(p + 10, true),
        crc: view.getUint32(p + 16, true),
        compressed: view.getUint32(p + 20, true),
        size: view.getUint32(p + 24, true),
        offset: view.getUint32(p + 42, true)
      });
    p = next;
  }
  return found;
}
function entryData(zip, entry) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const { offset } = entry;
  if (offset + 30 > zip.length || view.getUint32(offset, true) !== LOCAL_HEADER) return void 0;
  const start = offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
  if (start + entry.compressed > zip.length) return void 0;
  return zip.subarray(start, start + entry.compressed);
}
function httpProblem(e) {
  if (githubTimedOut(e)) return "GitHub did not answer in time";
  return describeGitHubError(e, "`actions: read`");
}
var mb = (n) => `${(n / 2 ** 20).toFixed(1)} MB`;

// src/adapters/github/artifacts/load-state.ts
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
var MAX_CARRIED_BYTES = Math.floor(MAX_STATE_BYTES / 6);
var UNUSABLE_STATE = "baton.unusable_state";
async function mergedState(source, options = {}) {
  const { octokit, owner, repo, repositoryId, conversationId, key, localArtifacts, logger } = source;
  const name = artifactName(conversationId);
  const listing = localArtifacts ? await localListing(localArtifacts, name) : listStateArtifacts(octokit, { owner, repo, repositoryId, name });
  const generations = /* @__PURE__ */ new Map();
  let carried = 0;
  const history = {
    newestFirst: () => listing.candidates,
    read: async (artifact) => {
      try {
        const state = localArtifacts ? await stateFromZip(await readFile(join(localArtifacts, `${name}.zip`)), artifact, { key }) : await downloadStateArtifact(octokit, { owner, repo, artifact, key });
        if (state.session.header.id !== conversationId)
          throw new StateRefusedError(
            "wrong-conversation",
            `${describeArtifact(artifact)} holds conversation "${state.session.header.id}", not "${conversationId}"`
          );
        for (const w of state.session.warnings) logger.warn(w);
        generations.set(artifact.id, state.session.header.generation ?? 0);
        return { log: state.session };
      } catch (e) {
        if (!(e instanceof StateRefusedError)) throw e;
        const gone = e.reason === "unavailable";
        if (e.bytes && carried + e.bytes.length > MAX_CARRIED_BYTES)
          return {
            refused: `${e.message}; its ${mb(e.bytes.length)} stay in that artifact, more than a conversation carries`,
            gone
          };
        carried += e.bytes?.length ?? 0;
        return { refused: e.message, bytes: e.bytes, gone };
      }
    }
  };
  const walk = await mergeSavedStates(history, options);
  for (const x of listing.excluded) logger.info(`skipped ${x.message}`);
  if (listing.truncated)
    logger.warn(`${name}: more saved states exist than were listed; only the newest were read`);
  if (walk.unread)
    logger.info(
      `${name}: saved states older than the newest ${MAX_UNMARKED} from before saves merged were not read`
    );
  const refused = walk.refused.map((r) => `${r.reason}: refused, not used`);
  for (const notice of refused) logger.warn(notice);
  const unusable = withinCarried(
    walk.refused.filter((r) => !r.gone).map((r) => ({ artifact: r.state, reason: r.reason, ...r.bytes ? { bytes: r.bytes } : {} })),
    walk.log
  );
  const newest = walk.merged[0];
  if (walk.log && newest) {
    const replay = replayNotice(walk.log, newest, generations.get(newest.id) ?? 0);
    const lost = listing.excluded.filter((x) => x.reason === "expired" && x.artifact.id > newest.id).map(
      (x) => `${describeArtifact(x.artifact)} expired${x.artifact.expiresAt ? ` on ${x.artifact.expiresAt.slice(0, 10)}` : ""}, before the older state this run goes on from: what was said in its run is not in the conversation`
    );
    for (const notice of replay ? [replay, ...lost] : lost) {
      logger.warn(notice);
      refused.push(notice);
    }
    return { log: walk.log, artifact: newest, refused, unusable };
  }
  if (unusable.length > 0)
    return { refused, unusable, ...walk.mark !== void 0 ? { mark: walk.mark } : {} };
  if (refused.length > 0)
    return { refused, unusable, fresh: `no saved state for ${conversationId} could be used` };
  if (options.after !== void 0) return { refused, unusable };
  const expired = listing.excluded.filter((x) => x.reason === "expired").map((x) => x.artifact);
  const last = expired.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  if (last)
    return {
      refused,
      unusable,
      fresh: `saved state for ${conversationId} expired${last.expiresAt ? ` on ${last.expiresAt.slice(0, 10)}` : ""}`
    };
  return { refused, unusable, fresh: `no saved state for ${conversationId}` };
}
function withinCarried(unusable, log) {
  let room = MAX_CARRIED_BYTES;
  const kept = /* @__PURE__ */ new Set();
  for (const e of log?.entries ?? []) {
    const k = known(e);
    if (k?.type !== "custom" || k.custom_type !== UNUSABLE_STATE || typeof k.data !== "object" || !k.data)
      continue;
    const data = k.data;
    if (typeof data.artifact_id === "number") kept.add(data.artifact_id);
    if (typeof data.base64 === "string") room -= Math.floor(data.base64.length * 3 / 4);
  }
  return unusable.filter((u) => !kept.has(u.artifact.id)).map((u) => {
    if (!u.bytes) return u;
    if (u.bytes.length <= room) {
      room -= u.bytes.length;
      return u;
    }
    const { bytes: _, ...byName } = u;
    return {
      ...byName,
      reason: `${u.reason}; its ${mb(u.bytes.length)} stay in that artifact, more than a conversation carries`
    };
  });
}
async function localListing(dir, name) {
  const info = await stat(join(dir, `${name}.zip`)).catch(() => void 0);
  const found = info?.isFile() ? [
    {
      id: Math.floor(info.mtimeMs),
      name,
      runId: 0,
      sizeInBytes: info.size,
      createdAt: info.mtime.toISOString(),
      expiresAt: null
    }
  ] : [];
  async function* candidates() {
    yield* found;
  }
  return { candidates: candidates(), excluded: [], truncated: false };
}
function replayNotice(log, newest, own) {
  const highest = log.header.generation ?? 0;
  if (own >= highest) return void 0;
  return `${describeArtifact(newest)} is generation ${own}, below generation ${highest} of an older saved state: an older state uploaded again; both are merged, so nothing is rolled back`;
}
async function loadState(source) {
  const { log, artifact, refused, unusable, fresh, mark } = await mergedState(source);
  const notices = [...refused];
  if (!log || !artifact) {
    if (unusable.length && !source.reset) {
      throw failure(
        `the saved conversation ${source.conversationId} could not be read (${unusable[0].reason}), so this run stops and saves nothing over it. Comment /reset to start afresh: the unreadable state is kept inside the new conversation`
      );
    }
    const why = unusable.length ? `started ${source.conversationId} afresh (/reset); the ${unusable.length} unreadable saved ${unusable.length === 1 ? "state is" : "states are"} kept inside it` : fresh && `${fresh}: starting fresh`;
    if (why) {
      source.logger.info(why);
      notices.push(why);
    }
    return { notices, unusable, ...mark !== void 0 ? { mark } : {} };
  }
  const file = join(source.dir, SESSION_FILE);
  await writeSessionFile(file, log.header, log.entries);
  const { id, name, runId } = artifact;
  if (unusable.length > 0)
    notices.push(`resumed ${source.conversationId} from the older saved state of run ${runId}`);
  source.logger.info(
    `resumed ${source.conversationId} from artifact ${name} (id ${id}, run ${runId}) and every state saved beside it: ${log.entries.length} entries`
  );
  return { file, artifact: { id, name, runId }, notices, unusable };
}
function preservedEntries(unusable) {
  return unusable.map((u) => ({
    type: "custom",
    custom_type: UNUSABLE_STATE,
    data: {
      artifact: u.artifact.name,
      artifact_id: u.artifact.id,
      run_id: u.artifact.runId,
      reason: u.reason,
      ...u.bytes ? { base64: Buffer.from(u.bytes).toString("base64") } : {}
    }
  }));
}

export {
  stateToSave,
  hasKey,
  sealState,
  SESSION_FILE,
  MAX_STATE_BYTES,
  describeArtifact,
  mergedState,
  loadState,
  preservedEntries
};
