// Reading a state artifact's zip (src/adapters/github/artifacts/artifact-download.ts): whatever its
// bytes claim, the work is linear in them.
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  MAX_STATE_BYTES,
  stateFromZip,
} from "../../../../src/adapters/github/artifacts/artifact-download.ts";
import { artifactName } from "../../../../src/adapters/github/artifacts/artifact-lookup.ts";
import { StateRefusedError } from "../../../../src/adapters/github/artifacts/refused.ts";
import { sessionText } from "../../../action/state/helpers.ts";
import { makeZip } from "../../../fakes/index.ts";

const artifact = { id: 7, name: artifactName("issue-42"), runId: 3 };

async function refusal(p: Promise<unknown>): Promise<StateRefusedError | "accepted"> {
  return p.then(
    () => "accepted" as const,
    (e: unknown) => {
      expect(e).toBeInstanceOf(StateRefusedError);
      return e as StateRefusedError;
    },
  );
}

describe("a state artifact's zip costs time linear in its bytes", () => {
  // Was: a 98-byte zip whose zip64 end record claims 2^32-1 central-directory entries was walked
  // entry by entry past the end of its bytes (fflate's unzipSync trusts the count): about 11
  // minutes of blocked event loop per artifact. The directory is now walked as far as its bytes go.
  it("walks no more central-directory entries than the zip can hold", async () => {
    const count = 2n ** 32n - 1n;
    const z64 = Buffer.alloc(56);
    z64.writeUInt32LE(0x06064b50, 0);
    z64.writeBigUInt64LE(44n, 4);
    z64.writeUInt16LE(45, 12);
    z64.writeUInt16LE(45, 14);
    z64.writeBigUInt64LE(count, 24);
    z64.writeBigUInt64LE(count, 32);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(0n, 8); // the zip64 end record is at offset 0
    locator.writeUInt32LE(1, 16);
    const eocd = Buffer.alloc(22);
    eocd.writeUInt32LE(0x06054b50, 0);
    eocd.writeUInt16LE(0xffff, 8);
    eocd.writeUInt16LE(0xffff, 10);
    eocd.writeUInt32LE(0xffffffff, 12);
    eocd.writeUInt32LE(0xffffffff, 16);
    const zip = new Uint8Array(Buffer.concat([z64, locator, eocd]));

    const got = await refusal(stateFromZip(zip, artifact, {}));
    expect(got).not.toBe("accepted");
    expect((got as StateRefusedError).reason).toBe("not-a-zip");
  });

  // Was: fflate inflated the whole stream into a buffer of the declared size, dropping what fell
  // past it: a session.jsonl declaring 300 bytes (with their CRC) whose stream inflates to 64 MiB
  // was accepted after inflating all of it; deflate expands ~1000:1, so a 50 MB artifact cost
  // ~50 GB of inflating. Inflating now stops where the declared size ends.
  it("refuses a session.jsonl whose deflate stream runs past its declared size", async () => {
    const text = Buffer.from(sessionText("issue-42", "e", 1));
    const tail = 64 * 2 ** 20;
    expect(text.length + tail).toBeGreaterThan(MAX_STATE_BYTES);
    const full = new Uint8Array(text.length + tail);
    full.set(text, 0);
    const zip = makeZip({ "session.jsonl": full });
    // Declare only the session text: its size and CRC, in the central directory and the local header.
    const central = zip.readUInt32LE(zip.length - 22 + 16);
    expect(zip.readUInt32LE(central)).toBe(0x02014b50);
    zip.writeUInt32LE(crc32(text), central + 16);
    zip.writeUInt32LE(text.length, central + 24);
    zip.writeUInt32LE(crc32(text), 14);
    zip.writeUInt32LE(text.length, 22);
    expect(zip.length).toBeLessThan(200_000);

    const got = await refusal(stateFromZip(new Uint8Array(zip), artifact, {}));
    expect(got).not.toBe("accepted");
  });

  it("reads a session.jsonl stored or deflated, and refuses one whose bytes do not match its CRC", async () => {
    const text = sessionText("issue-42", "e", 3);
    for (const level of [0, 6] as const) {
      const state = await stateFromZip(
        new Uint8Array(makeZip({ "session.jsonl": text }, level)),
        artifact,
        {},
      );
      expect(state.text).toBe(text);
    }
    const zip = makeZip({ "session.jsonl": text }, 0);
    const at = zip.indexOf(Buffer.from('"id":"e1"'));
    zip[at + 7] = "2".charCodeAt(0);
    expect(
      ((await refusal(stateFromZip(new Uint8Array(zip), artifact, {}))) as StateRefusedError).reason,
    ).toBe("not-a-zip");
  });
});
