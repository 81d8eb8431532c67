import { describe, expect, it } from "vitest";
import { StateRefusedError } from "../../../../src/adapters/github/artifacts/refused.ts";
import {
  ENVELOPE_MAGIC,
  isSealed,
  openState,
  sealState,
} from "../../../../src/adapters/github/artifacts/state-crypto.ts";
import { sessionText } from "../../../action/state/helpers.ts";

const plain = sessionText("issue-42", "e", 3);
const key = "correct horse battery staple";

async function refusal(p: Promise<unknown>): Promise<StateRefusedError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(StateRefusedError);
  return e as StateRefusedError;
}

describe("state-key encryption", () => {
  it("round-trips, in a recognizable envelope that does not contain the plaintext", async () => {
    const sealed = await sealState(plain, key);
    expect(sealed.toString("utf8").startsWith(`${ENVELOPE_MAGIC}\n`)).toBe(true);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed.toString("utf8")).not.toContain("text of e1");
    expect(await openState(sealed, key)).toBe(plain);
  });

  it("uses a fresh salt and IV each time", async () => {
    const [a, b] = await Promise.all([sealState(plain, key), sealState(plain, key)]);
    expect(a.equals(b)).toBe(false);
  });

  it("refuses the wrong key", async () => {
    const e = await refusal(openState(await sealState(plain, key), "another key", "saved state X"));
    expect(e.reason).toBe("authentication-failed");
    expect(e.message).toMatch(/^saved state X failed authentication/);
  });

  it("refuses any single altered byte of the ciphertext or the parameters", async () => {
    const sealed = await sealState(plain, key);
    const text = sealed.toString("latin1");
    const paramsStart = text.indexOf("\n") + 1;
    const bodyStart = text.indexOf("\n", paramsStart) + 1;
    // A byte in the ciphertext, one in the tag, and the IV's base64 in the parameters line.
    const ivAt = text.indexOf('"iv":"') + 6;
    for (const at of [bodyStart + 4, sealed.length - 3, ivAt]) {
      const tampered = Buffer.from(sealed);
      tampered[at] = tampered[at] === 0x41 ? 0x42 : 0x41;
      const e = await refusal(openState(tampered, key));
      expect(["authentication-failed", "malformed-envelope"]).toContain(e.reason);
    }
  });

  it("refuses an encrypted state without a key, and a plaintext state when a key is set", async () => {
    const sealed = await sealState(plain, key);
    expect((await refusal(openState(sealed, undefined))).reason).toBe("encrypted-without-key");
    expect((await refusal(openState(sealed, ""))).reason).toBe("encrypted-without-key");
    expect((await refusal(openState(Buffer.from(plain), key))).reason).toBe("plaintext-with-key");
    expect(await openState(Buffer.from(plain), undefined)).toBe(plain);
  });

  it("refuses a malformed envelope and parameters that would cost too much to derive", async () => {
    const sealed = (await sealState(plain, key)).toString("utf8");
    const [magic, params, body] = sealed.split("\n") as [string, string, string];
    const costly = JSON.stringify({ ...JSON.parse(params), N: 2 ** 24 });
    for (const bad of [`${magic}\n`, `${magic}\nnot json\n${body}\n`, `${magic}\n${costly}\n${body}\n`]) {
      expect((await refusal(openState(Buffer.from(bad), key))).reason).toBe("malformed-envelope");
    }
  });

  it("refuses a plaintext state that is not UTF-8", async () => {
    expect((await refusal(openState(Buffer.from([0x7b, 0xff, 0xfe]), undefined))).reason).toBe("not-utf8");
  });
});
