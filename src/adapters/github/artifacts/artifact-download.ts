/**
 * Reads one saved state: the artifact's zip through the REST API (the main
 * step has a token, not the results service's view of other runs), then
 * `session.jsonl` out of it, decrypted and parsed. Everything wrong with the
 * artifact's content is a StateRefusedError; a network or permission failure
 * is not, because an unreadable state is not a bad one.
 *
 * The main step imports this, so it must never import `@actions/artifact`
 * (upload code is not loaded by the main step: docs/design.md#action-steps).
 */

import { crc32, inflateRawSync } from "node:zlib";
import type { Octokit } from "@octokit/rest";
import { BatonError } from "../../../engine/errors.ts";
import { type ParsedSession, parseSession } from "../../../engine/log/session-file.ts";
import { describeGitHubError, githubStatus, githubTimedOut } from "../errors.ts";
import { StateRefusedError } from "./refused.ts";
import { openState } from "./state-crypto.ts";

export const SESSION_FILE = "session.jsonl";
/**
 * A conversation compacts long before it reaches this; a state this large is
 * more likely a mistake or an attack, and the whole file is held in memory.
 */
export const MAX_STATE_BYTES = 50 * 2 ** 20;

export interface ArtifactRef {
  id: number;
  name: string;
  /** The size the API lists; lets an oversized artifact be refused before it is downloaded. */
  sizeInBytes?: number;
  runId?: number;
}

export interface DownloadedState {
  /** The session text, decrypted. */
  text: string;
  session: ParsedSession;
}

/** How messages name a saved state: "saved state baton-issue-42 (artifact 7, run 123)". */
export function describeArtifact(a: ArtifactRef): string {
  return `saved state ${a.name} (artifact ${a.id}${a.runId ? `, run ${a.runId}` : ""})`;
}

export async function downloadStateArtifact(
  octokit: Octokit,
  options: {
    owner: string;
    repo: string;
    artifact: ArtifactRef;
    key?: string | undefined;
    maxBytes?: number;
  },
): Promise<DownloadedState> {
  const { owner, repo, artifact, key, maxBytes = MAX_STATE_BYTES } = options;
  const what = describeArtifact(artifact);
  if (artifact.sizeInBytes !== undefined && artifact.sizeInBytes > maxBytes)
    throw tooLarge(what, artifact.sizeInBytes, maxBytes);

  let zip: Uint8Array;
  try {
    const res = await octokit.rest.actions.downloadArtifact({
      owner,
      repo,
      artifact_id: artifact.id,
      archive_format: "zip",
    });
    zip = new Uint8Array(res.data as ArrayBuffer);
  } catch (e) {
    const status = githubStatus(e);
    // Gone between listing and download: expired, or replaced by a re-run attempt.
    if (status === 404 || status === 410)
      throw new StateRefusedError("unavailable", `${what} is no longer available (HTTP ${status})`);
    throw new BatonError("failed", `could not download ${what}: ${httpProblem(e)}`, { cause: e });
  }
  return stateFromZip(zip, artifact, { key, maxBytes });
}

/**
 * The saved state in a state artifact's zip, opened (`key`) and parsed;
 * refused when it is too large, cannot be opened or cannot be read.
 */
export async function stateFromZip(
  zip: Uint8Array,
  artifact: ArtifactRef,
  { key, maxBytes = MAX_STATE_BYTES }: { key?: string | undefined; maxBytes?: number },
): Promise<DownloadedState> {
  const what = describeArtifact(artifact);
  if (zip.length > maxBytes) throw tooLarge(what, zip.length, maxBytes);

  const bytes = extractSession(zip, what, maxBytes);
  let text: string;
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
      `${what} holds a session log that cannot be read: ${(e as Error).message}`,
      bytes,
    );
  }
}

function tooLarge(what: string, size: number, maxBytes: number): StateRefusedError {
  return new StateRefusedError(
    "too-large",
    `${what} is ${mb(size)}, over the ${mb(maxBytes)} limit for a saved state`,
  );
}

/**
 * `session.jsonl` out of the zip, read from the zip's own directory: the one
 * entry of that name, inflated into at most the size it declares (a stream
 * that runs on is refused as soon as it passes it, so a few bytes claiming
 * little cannot cost gigabytes of inflating), then checked against the size
 * and CRC-32 the directory records. The directory is walked only as far as
 * its bytes reach, whatever count its end record claims.
 */
function extractSession(zip: Uint8Array, what: string, maxBytes: number): Uint8Array {
  const damaged = () =>
    new StateRefusedError("not-a-zip", `${what}: ${SESSION_FILE} is damaged inside the zip archive`);
  const entries = directoryEntries(zip, SESSION_FILE);
  if (!entries) throw new StateRefusedError("not-a-zip", `${what} is not a readable zip archive`);
  const [entry, ...more] = entries;
  if (!entry) throw new StateRefusedError("missing-file", `${what} holds no ${SESSION_FILE}`);
  if (more.length) throw new StateRefusedError("not-a-zip", `${what} holds more than one ${SESSION_FILE}`);
  if (entry.size > maxBytes)
    throw new StateRefusedError(
      "too-large",
      `${what}: ${SESSION_FILE} is ${mb(entry.size)}, over the ${mb(maxBytes)} limit for a saved state`,
    );
  const data = entryData(zip, entry);
  if (!data) throw damaged();
  let bytes: Uint8Array;
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
      `${what}: ${SESSION_FILE} is compressed in a way Baton does not read`,
    );
  if (bytes.length !== entry.size || crc32(bytes) !== entry.crc) throw damaged();
  return bytes;
}

const STORED = 0;
const DEFLATED = 8;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_OF_DIRECTORY = 0x06054b50;

interface ZipEntry {
  method: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** The directory's entries named `name`, or undefined when the zip has no readable directory. */
function directoryEntries(zip: Uint8Array, name: string): ZipEntry[] | undefined {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== END_OF_DIRECTORY) end--;
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  const wanted = new TextEncoder().encode(name);
  const found: ZipEntry[] = [];
  for (let i = 0, p = view.getUint32(end + 16, true); i < count; i++) {
    if (p + 46 > end || view.getUint32(p, true) !== CENTRAL_HEADER) return undefined;
    const nameLength = view.getUint16(p + 28, true);
    const next = p + 46 + nameLength + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    if (next > end) return undefined;
    const own = zip.subarray(p + 46, p + 46 + nameLength);
    if (own.length === wanted.length && own.every((b, k) => b === wanted[k]))
      found.push({
        method: view.getUint16(p + 10, true),
        crc: view.getUint32(p + 16, true),
        compressed: view.getUint32(p + 20, true),
        size: view.getUint32(p + 24, true),
        offset: view.getUint32(p + 42, true),
      });
    p = next;
  }
  return found;
}

/** The entry's compressed bytes, after its local header; undefined when they are not all there. */
function entryData(zip: Uint8Array, entry: ZipEntry): Uint8Array | undefined {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const { offset } = entry;
  if (offset + 30 > zip.length || view.getUint32(offset, true) !== LOCAL_HEADER) return undefined;
  const start = offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
  if (start + entry.compressed > zip.length) return undefined;
  return zip.subarray(start, start + entry.compressed);
}

function httpProblem(e: unknown): string {
  if (githubTimedOut(e)) return "GitHub did not answer in time";
  return describeGitHubError(e, "`actions: read`");
}

export const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
