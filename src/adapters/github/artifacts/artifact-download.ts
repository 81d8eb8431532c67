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

import { crc32 } from "node:zlib";
import type { Octokit } from "@octokit/rest";
import { unzipSync } from "fflate";
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

function extractSession(zip: Uint8Array, what: string, maxBytes: number): Uint8Array {
  let declared: number | undefined;
  let repeated = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      // The declared size bounds the inflated output (fflate inflates into a buffer of that size),
      // so a zip bomb cannot claim a small size and expand past it. Only the first entry of the
      // name is inflated: thousands of entries may point at one compressed file.
      filter: (f) => {
        if (f.name !== SESSION_FILE) return false;
        if (declared !== undefined) {
          repeated = true;
          return false;
        }
        declared = f.originalSize;
        return f.originalSize <= maxBytes;
      },
    });
  } catch (e) {
    throw new StateRefusedError(
      "not-a-zip",
      `${what} is not a readable zip archive (${(e as Error).message})`,
    );
  }
  if (repeated) throw new StateRefusedError("not-a-zip", `${what} holds more than one ${SESSION_FILE}`);
  if (declared !== undefined && declared > maxBytes)
    throw new StateRefusedError(
      "too-large",
      `${what}: ${SESSION_FILE} is ${mb(declared)}, over the ${mb(maxBytes)} limit for a saved state`,
    );
  const bytes = files[SESSION_FILE];
  if (!bytes) throw new StateRefusedError("missing-file", `${what} holds no ${SESSION_FILE}`);
  if (bytes.length !== declared || crc32(bytes) !== storedCrc(zip, SESSION_FILE))
    throw new StateRefusedError("not-a-zip", `${what}: ${SESSION_FILE} is damaged inside the zip archive`);
  return bytes;
}

/**
 * The CRC-32 the zip's central directory records for a file. fflate does not
 * check it, and inflating into the declared size silently cuts a longer
 * stream, which for a JSONL log would look like a torn last line.
 */
function storedCrc(zip: Uint8Array, name: string): number | undefined {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  let p = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  for (let i = 0; i < count && p + 46 <= zip.length; i++) {
    if (view.getUint32(p, true) !== 0x02014b50) return undefined;
    const nameLength = view.getUint16(p + 28, true);
    const skip = nameLength + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    if (decoder.decode(zip.subarray(p + 46, p + 46 + nameLength)) === name)
      return view.getUint32(p + 16, true);
    p += 46 + skip;
  }
  return undefined;
}

function httpProblem(e: unknown): string {
  const status = githubStatus(e);
  if (githubTimedOut(e)) return "GitHub did not answer in time";
  if (status === 401 || status === 403)
    return `GitHub refused the request (HTTP ${status}); the workflow needs \`actions: read\``;
  return describeGitHubError(e);
}

export const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
