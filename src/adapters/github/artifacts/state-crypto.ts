/**
 * `state-key` (docs/design.md#encryption): with a key the saved session is AES-256-GCM encrypted
 * and authenticated; a state that does not authenticate is refused, never
 * trusted.
 *
 * Envelope (text, so it survives any tooling that treats the artifact as text):
 *   line 1  BATON-STATE-ENCRYPTED v1
 *   line 2  {"kdf":"scrypt","N":…,"r":…,"p":…,"salt":"<b64>","iv":"<b64>"}
 *   line 3  base64(ciphertext ‖ 16-byte GCM tag)
 * Lines 1 and 2 are the GCM additional data, so the parameters cannot be
 * swapped without failing authentication.
 *
 * Key derivation: scrypt with a random salt per file. `state-key` is "any
 * secret string", often a passphrase a person typed, so it may be low in
 * entropy; HKDF assumes a uniformly random input and does nothing to slow a
 * guessing attack on a stolen artifact, while scrypt makes each guess cost
 * memory and time. A fresh salt per file means the same key never yields the
 * same AES key twice, so a random 12-byte IV can never repeat under one key.
 */
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from "node:crypto";
import { StateRefusedError } from "./refused.ts";

export { StateRefusedError } from "./refused.ts";

export const ENVELOPE_MAGIC = "BATON-STATE-ENCRYPTED v1";

/** N=2^15, r=8: about 32 MiB and a tenth of a second per derivation (OWASP's interactive floor is 2^15 too). */
const KDF = { N: 2 ** 15, r: 8, p: 1 } as const;
/**
 * An envelope names its own scrypt cost; it comes from an artifact anyone with
 * write access could have uploaded, so the cost is capped before it is paid.
 */
const MAX_KDF_MEMORY = 128 * 2 ** 20;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** An empty `state-key` input means "no key": action inputs default to "". */
export const hasKey = (key: string | undefined): key is string => key !== undefined && key !== "";

function deriveKey(secret: string, salt: Buffer, kdf: { N: number; r: number; p: number }): Promise<Buffer> {
  const maxmem = 128 * kdf.N * kdf.r * kdf.p + 2 ** 20;
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, 32, { ...kdf, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function sealState(plain: string | Uint8Array, key: string): Promise<Buffer> {
  if (!hasKey(key)) throw new Error("sealState needs a non-empty key");
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const params = JSON.stringify({
    kdf: "scrypt",
    ...KDF,
    salt: salt.toString("base64"),
    iv: iv.toString("base64"),
  });
  const aad = Buffer.from(`${ENVELOPE_MAGIC}\n${params}`, "utf8");
  const cipher = createCipheriv("aes-256-gcm", await deriveKey(key, salt, KDF), iv);
  cipher.setAAD(aad);
  const data = typeof plain === "string" ? Buffer.from(plain, "utf8") : plain;
  const body = Buffer.concat([cipher.update(data), cipher.final(), cipher.getAuthTag()]);
  return Buffer.concat([aad, Buffer.from(`\n${body.toString("base64")}\n`, "utf8")]);
}

const MAGIC_LINE = Buffer.from(`${ENVELOPE_MAGIC}\n`, "utf8");

export function isSealed(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, MAGIC_LINE.length)).equals(
    MAGIC_LINE,
  );
}

/**
 * The session text of a saved state. `what` names the state in messages
 * ("saved state baton-issue-42 (artifact 7, run 3)"). Refuses, with a StateRefusedError, an
 * encrypted state without a key, a plaintext one when a key is set (anyone
 * who can upload an artifact could have planted it), and one that fails
 * authentication.
 */
export async function openState(
  bytes: Uint8Array,
  key: string | undefined,
  what = "saved state",
): Promise<string> {
  const sealed = isSealed(bytes);
  if (sealed && !hasKey(key))
    throw new StateRefusedError(
      "encrypted-without-key",
      `${what} is encrypted, but no state-key is set to decrypt it`,
    );
  if (!sealed) {
    if (hasKey(key))
      throw new StateRefusedError(
        "plaintext-with-key",
        `${what} is not encrypted, but state-key is set: an unencrypted state cannot be authenticated`,
      );
    return decodeUtf8(bytes, what);
  }
  const text = Buffer.from(bytes).toString("latin1");
  const lines = text.split("\n");
  const malformed = (problem: string) =>
    new StateRefusedError("malformed-envelope", `${what} has a malformed encryption envelope (${problem})`);
  if (lines.length < 3 || lines.slice(3).some((l) => l !== "")) throw malformed("expected three lines");
  const params = parseParams(lines[1]!, malformed);
  const body = Buffer.from(lines[2]!, "base64");
  if (body.toString("base64") !== lines[2] || body.length < TAG_BYTES)
    throw malformed("the ciphertext is not valid base64");
  const aad = Buffer.from(
    bytes.subarray(0, ENVELOPE_MAGIC.length + 1 + Buffer.byteLength(lines[1]!, "latin1")),
  );
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      await deriveKey(key as string, params.salt, params),
      params.iv,
      { authTagLength: TAG_BYTES },
    );
    decipher.setAAD(aad);
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return decodeUtf8(plain, what);
  } catch (e) {
    if (e instanceof StateRefusedError) throw e;
    throw new StateRefusedError(
      "authentication-failed",
      `${what} failed authentication with the state-key (a different key, or the file was altered)`,
    );
  }
}

function parseParams(
  line: string,
  malformed: (problem: string) => StateRefusedError,
): { N: number; r: number; p: number; salt: Buffer; iv: Buffer } {
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(line);
  } catch {
    throw malformed("the parameters are not JSON");
  }
  if (typeof v !== "object" || v === null || v.kdf !== "scrypt") throw malformed("unknown key derivation");
  const { N, r, p, salt, iv } = v;
  const whole = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) > 0;
  if (!whole(N) || !whole(r) || !whole(p) || (N & (N - 1)) !== 0 || N < 2)
    throw malformed("invalid scrypt parameters");
  if (128 * N * r * p > MAX_KDF_MEMORY) throw malformed("scrypt parameters beyond the allowed cost");
  if (typeof salt !== "string" || typeof iv !== "string") throw malformed("salt or iv missing");
  const saltBytes = Buffer.from(salt, "base64");
  const ivBytes = Buffer.from(iv, "base64");
  if (saltBytes.length < SALT_BYTES || ivBytes.length !== IV_BYTES)
    throw malformed("salt or iv of the wrong size");
  return { N, r, p, salt: saltBytes, iv: ivBytes };
}

function decodeUtf8(bytes: Uint8Array, what: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new StateRefusedError("not-utf8", `${what} is not UTF-8 text`);
  }
}
