import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Octokit } from "@octokit/rest";
import { afterEach, describe, expect, it } from "vitest";
import { downloadStateArtifact } from "../../../../src/adapters/github/artifacts/artifact-download.ts";
import {
  artifactName,
  listStateArtifacts,
} from "../../../../src/adapters/github/artifacts/artifact-lookup.ts";
import {
  loadState,
  MAX_CARRIED_BYTES,
  preservedEntries,
} from "../../../../src/adapters/github/artifacts/load-state.ts";
import { StateRefusedError } from "../../../../src/adapters/github/artifacts/refused.ts";
import { sealState } from "../../../../src/adapters/github/artifacts/state-crypto.ts";
import { BatonError } from "../../../../src/engine/errors.ts";
import { collect, quiet, REPO, sessionText } from "../../../action/state/helpers.ts";
import { type ArtifactSeed, type FakeGitHub, makeZip, startFakeGitHub } from "../../../fakes/index.ts";
import { tempDir } from "../../../helpers/temp-dir.ts";

const NAME = artifactName("issue-42");
const FORK = "forker/octo-repo";
// Day n of the last month (day 30 is today), so seeded artifacts are within their retention.
const day = (n: number) =>
  new Date(Date.now() - (30 - n) * 86_400_000).toISOString().replace(/\.\d{3}Z$/, "Z");

let fake: FakeGitHub | undefined;
/** Checks the fake saw only documented requests, then stops it. */
async function stop() {
  if (!fake) return;
  const f = fake;
  fake = undefined;
  expect(f.violations).toEqual([]);
  expect(f.unhandled).toEqual([]);
  expect(f.responseViolations).toEqual([]);
  await f.close();
}
afterEach(stop);

async function start(artifacts: ArtifactSeed[]) {
  fake = await startFakeGitHub({ repos: [REPO, FORK], artifacts });
  const octokit = new Octokit({ baseUrl: fake.url, auth: "t", log: quiet });
  const repositoryId = fake.state.repo(REPO).id;
  const idOf = (runId: number) => fake!.artifacts.find((a) => a.runId === runId)!.id;
  return { fake, octokit, repositoryId, idOf };
}

const seed = (
  runId: number,
  createdAt: number,
  files: ArtifactSeed["files"],
  extra: Partial<ArtifactSeed> = {},
) => ({ name: NAME, runId, createdAt: day(createdAt), files, ...extra }) satisfies ArtifactSeed;

function load(o: Awaited<ReturnType<typeof start>>, key?: string, reset = false) {
  const logger = collect();
  const dir = tempDir("baton-load-");
  const result = loadState({
    octokit: o.octokit,
    owner: "octo-org",
    repo: "octo-repo",
    repositoryId: o.repositoryId,
    conversationId: "issue-42",
    key,
    dir,
    logger,
    reset,
  });
  return { result, logger, dir };
}

async function listAll(...args: Parameters<typeof listStateArtifacts>) {
  const listing = listStateArtifacts(...args);
  const candidates = [];
  for await (const c of listing.candidates) candidates.push(c);
  return { ...listing, candidates };
}

describe("listStateArtifacts", () => {
  it("lists the newest first, skipping expired ones and ones made by a fork's run, with reasons", async () => {
    const text = { "session.jsonl": sessionText("issue-42", "e", 1) };
    const o = await start([
      seed(101, 1, text),
      seed(102, 5, text, { expired: true }),
      seed(103, 6, text, { headRepo: FORK }),
      seed(104, 3, text),
      seed(105, 4, text),
      { name: artifactName("issue-7"), runId: 106, createdAt: day(7), files: text },
    ]);
    const found = await listAll(o.octokit, {
      owner: "octo-org",
      repo: "octo-repo",
      repositoryId: o.repositoryId,
      name: NAME,
    });
    expect(found.candidates.map((c) => c.runId)).toEqual([105, 104, 101]);
    const newest = o.fake.artifacts.find((a) => a.runId === 105)!;
    expect(found.candidates[0]).toMatchObject({ id: newest.id, name: NAME, createdAt: newest.createdAt });
    expect(found.excluded.map((x) => [x.artifact.runId, x.reason])).toEqual(
      expect.arrayContaining([
        [102, "expired"],
        [103, "fork"],
      ]),
    );
    expect(found.excluded).toHaveLength(2);
    expect(found.excluded.find((x) => x.reason === "fork")?.message).toMatch(/fork/);
    expect(found.truncated).toBe(false);
  });

  it("reads every page", async () => {
    const text = { "session.jsonl": sessionText("issue-42", "e", 1) };
    const seeds = Array.from({ length: 130 }, (_, i) => seed(1000 + i, 1 + (i % 28), text));
    const o = await start(seeds);
    const found = await listAll(o.octokit, {
      owner: "octo-org",
      repo: "octo-repo",
      repositoryId: o.repositoryId,
      name: NAME,
    });
    expect(found.candidates).toHaveLength(130);
    expect(o.fake.requests.filter((r) => r.operationId === "actions/list-artifacts-for-repo")).toHaveLength(
      2,
    );
  });

  it("names artifacts baton-<conversation id>", () => {
    expect(artifactName("pr-17")).toBe("baton-pr-17");
    expect(artifactName("dispatch-123")).toBe("baton-dispatch-123");
  });
});

describe("downloadStateArtifact", () => {
  const download = async (files: ArtifactSeed, key?: string, maxBytes?: number) => {
    const o = await start([files]);
    const a = o.fake.artifacts[0]!;
    return downloadStateArtifact(o.octokit, {
      owner: "octo-org",
      repo: "octo-repo",
      artifact: { id: a.id, name: a.name, runId: a.runId, sizeInBytes: a.size },
      key,
      ...(maxBytes ? { maxBytes } : {}),
    });
  };
  const refused = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(StateRefusedError);
    return e as StateRefusedError;
  };

  it("extracts, decrypts and parses session.jsonl", async () => {
    const text = sessionText("issue-42", "e", 4);
    const got = await download(seed(1, 1, { "session.jsonl": await sealState(text, "k3y!") }), "k3y!");
    expect(got.text).toBe(text);
    expect(got.session.entries.map((e) => e.id)).toEqual(["e1", "e2", "e3", "e4"]);
  });

  it("keeps an entry it cannot read as it is, with a warning, instead of refusing the state", async () => {
    const text = `${sessionText("issue-42", "e", 1)}{"id":"x"}\n`;
    const got = await download(seed(7, 1, { "session.jsonl": text }));
    expect(got.session.entries.map((e) => e.type)).toEqual(["message", "unreadable"]);
    expect(got.session.warnings.join("\n")).toMatch(/session\.jsonl:3: invalid entry/);
  });

  it("refuses a file that is not a session log at all, naming the artifact and the problem", async () => {
    const e = await refused(download(seed(7, 1, { "session.jsonl": '{"type":"not a header"}\n' })));
    expect(e.reason).toBe("corrupt");
    expect(e.message).toMatch(/^saved state baton-issue-42 \(artifact \d+, run 7\) holds a session log/);
    expect(e.message).toMatch(/session\.jsonl:1: invalid session header/);
  });

  it("refuses a zip or a file over the size limit, a non-zip, and a zip without session.jsonl", async () => {
    const big = sessionText("issue-42", "e", 50);
    expect((await refused(download(seed(1, 1, { "session.jsonl": big }), undefined, 1000))).reason).toBe(
      "too-large",
    );
    await stop();
    // Highly compressible: the zip is small, the file is not.
    const e = await refused(download(seed(1, 1, { "session.jsonl": "x".repeat(5000) }), undefined, 2000));
    expect(e.reason).toBe("too-large");
    expect(e.message).toMatch(/session\.jsonl is 0\.0 MB, over the 0\.0 MB limit/);
    await stop();
    expect(
      (await refused(download(seed(1, 1, undefined, { zip: Buffer.from("not a zip at all, no") })))).reason,
    ).toBe("not-a-zip");
    await stop();
    expect((await refused(download(seed(1, 1, { "other.txt": "hi" })))).reason).toBe("missing-file");
  });

  it("refuses a zip whose session.jsonl was altered inside the archive", async () => {
    const zip = makeZip({ "session.jsonl": sessionText("issue-42", "e", 30) });
    // The central directory's CRC of the one file sits 16 bytes into its record.
    const central = zip.readUInt32LE(zip.length - 22 + 16);
    zip.writeUInt32LE((zip.readUInt32LE(central + 16) ^ 1) >>> 0, central + 16);
    expect((await refused(download(seed(1, 1, undefined, { zip })))).reason).toBe("not-a-zip");
  });

  it("refuses a zip whose central directory names session.jsonl more than once, inflating it once", async () => {
    // Thousands of entries can point at one highly compressed file: each would be inflated again.
    const zip = makeZip({ "session.jsonl": sessionText("issue-42", "e", 30) });
    const end = zip.length - 22;
    const dirAt = zip.readUInt32LE(end + 16);
    const record = zip.subarray(dirAt, end);
    const copies = 1_000;
    const eocd = Buffer.from(zip.subarray(end));
    eocd.writeUInt16LE(copies, 8);
    eocd.writeUInt16LE(copies, 10);
    eocd.writeUInt32LE(record.length * copies, 12);
    const bomb = Buffer.concat([zip.subarray(0, dirAt), ...Array(copies).fill(record), eocd]);
    const e = await refused(download(seed(1, 1, undefined, { zip: bomb })));
    expect(e.reason).toBe("not-a-zip");
    expect(e.message).toContain("holds more than one session.jsonl");
  });

  it("reports a failed download as a failure, not a refusal", async () => {
    fake = await startFakeGitHub({ repos: [REPO], artifacts: [seed(1, 1, { "session.jsonl": "x" })] });
    fake.fail({ method: "GET", path: /\/zip$/, status: 502 });
    const a = fake.artifacts[0]!;
    const e = await downloadStateArtifact(new Octokit({ baseUrl: fake.url, auth: "t", log: quiet }), {
      owner: "octo-org",
      repo: "octo-repo",
      artifact: { id: a.id, name: a.name },
    }).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(BatonError);
    expect(e).not.toBeInstanceOf(StateRefusedError);
    expect((e as BatonError).message).toMatch(
      /could not download saved state baton-issue-42 .*GitHub answered 502/,
    );
  });
});

describe("loadState", () => {
  it("resumes the newest trusted state into dir", async () => {
    const o = await start([
      seed(1, 1, { "session.jsonl": sessionText("issue-42", "e", 1) }),
      seed(2, 3, { "session.jsonl": sessionText("issue-42", "e", 2) }),
      seed(3, 4, { "session.jsonl": sessionText("issue-42", "fork", 9) }, { headRepo: FORK }),
    ]);
    const { result, logger, dir } = load(o);
    const loaded = await result;
    expect(loaded).toEqual({
      file: join(dir, "session.jsonl"),
      artifact: { id: o.idOf(2), name: NAME, runId: 2 },
      notices: [],
      unusable: [],
    });
    // Both are states from before saves merged: each is read, and the union written with its mark.
    const [head, ...lines] = readFileSync(loaded.file!, "utf8").trim().split("\n");
    expect(JSON.parse(head!)).toMatchObject({ id: "issue-42", merged_through: o.idOf(2) });
    expect(lines.join("\n")).toBe(sessionText("issue-42", "e", 2).trim().split("\n").slice(1).join("\n"));
    expect(logger.lines.join("\n")).toMatch(/skipped .*fork/);
  });

  it("falls back to the newest older state that authenticates, and says so", async () => {
    const key = "the right key";
    const o = await start([
      seed(1, 1, { "session.jsonl": await sealState(sessionText("issue-42", "good", 1), key) }),
      seed(2, 2, { "session.jsonl": await sealState(sessionText("issue-42", "good", 2), key) }),
      seed(3, 3, { "session.jsonl": await sealState(sessionText("issue-42", "forged", 3), "a wrong key") }),
      seed(4, 4, { "session.jsonl": sessionText("issue-42", "plain", 3) }),
    ]);
    const { result } = load(o, key);
    const loaded = await result;
    expect(loaded.artifact?.runId).toBe(2);
    expect(readFileSync(loaded.file!, "utf8")).toBe(
      sessionText("issue-42", "good", 2).replace(
        '"created_at":"2026-01-01T00:00:00.000Z"',
        `$&,"merged_through":${o.idOf(4)}`,
      ),
    );
    expect(loaded.notices).toHaveLength(3);
    expect(loaded.notices[0]).toMatch(/run 4\) is not encrypted, but state-key is set.*refused/);
    expect(loaded.notices[1]).toMatch(/run 3\) failed authentication.*refused/);
    expect(loaded.notices[2]).toMatch(/resumed issue-42 from the older saved state of run 2/);
  });

  it("stops, saving nothing over them, when no state can be used; /reset starts afresh keeping their bytes", async () => {
    const sealed = await sealState(sessionText("issue-42", "x", 1), "other");
    const o = await start([
      seed(1, 1, { "session.jsonl": sealed }),
      seed(2, 2, { "session.jsonl": sessionText("pr-9", "x", 1) }),
    ]);
    await expect(load(o, "mine").result).rejects.toThrow(
      /^the saved conversation issue-42 could not be read \(.*\), so this run stops and saves nothing over it\. Comment \/reset to start afresh/,
    );
    const loaded = await load(o, "mine", true).result;
    expect(loaded.file).toBeUndefined();
    expect(loaded.notices.at(-1)).toBe(
      "started issue-42 afresh (/reset); the 2 unreadable saved states are kept inside it",
    );
    const kept = preservedEntries(loaded.unusable);
    expect(kept.map((e) => (e as { data: { run_id: number } }).data.run_id)).toEqual([2, 1]);
    const base64 = (kept[1] as { data: { base64: string } }).data.base64;
    expect(Buffer.from(base64, "base64").equals(sealed)).toBe(true);
  });

  it("carries refused states' bytes up to MAX_CARRIED_BYTES; past it, a refused state is kept by name", async () => {
    // Planted junk, highly compressible: the zips are small, what they hold is not.
    const small = "x".repeat(1_000);
    const big = "y".repeat(MAX_CARRIED_BYTES + 1);
    const key = "the right key";
    const o = await start([
      seed(1, 1, { "session.jsonl": await sealState(sessionText("issue-42", "good", 1), key) }),
      seed(2, 2, { "session.jsonl": big }),
      seed(3, 3, { "session.jsonl": small }),
    ]);
    const loaded = await load(o, key).result;
    expect(loaded.artifact?.runId).toBe(1);
    const kept = preservedEntries(loaded.unusable) as {
      data: { run_id: number; reason: string; base64?: string };
    }[];
    expect(kept.map((e) => e.data.run_id)).toEqual([3, 2]);
    expect(Buffer.from(kept[0]!.data.base64!, "base64").toString()).toBe(small);
    expect(kept[1]!.data.base64).toBeUndefined();
    expect(kept[1]!.data.reason).toMatch(/stay in that artifact, more than a conversation carries$/);
    const carried = loaded.unusable.reduce((n, u) => n + (u.bytes?.length ?? 0), 0);
    expect(carried).toBeLessThanOrEqual(MAX_CARRIED_BYTES);
  });

  it("finds the real state under 1,000 newer artifacts of a fork's runs: they are dropped before they count", async () => {
    const planted = { "session.jsonl": sessionText("issue-42", "planted", 1) };
    const o = await start([
      seed(1, 1, { "session.jsonl": sessionText("issue-42", "real", 2) }),
      ...Array.from({ length: 1000 }, (_, i) => seed(10 + i, 2, planted, { headRepo: FORK })),
    ]);
    const loaded = await load(o).result;
    expect(loaded.artifact?.runId).toBe(1);
    expect(readFileSync(loaded.file!, "utf8")).toContain('"real2"');
    expect(readFileSync(loaded.file!, "utf8")).not.toContain("planted");
  });

  it("refuses a state that belongs to another conversation", async () => {
    const o = await start([seed(2, 2, { "session.jsonl": sessionText("pr-9", "x", 1) })]);
    await expect(load(o).result).rejects.toThrow(/holds conversation "pr-9", not "issue-42"/);
  });

  it("starts fresh with a notice when there is no state, or only an expired one", async () => {
    const none = await start([]);
    expect(await load(none).result).toEqual({
      notices: ["no saved state for issue-42: starting fresh"],
      unusable: [],
    });
    await stop();
    const expired = await start([
      seed(1, 1, { "session.jsonl": sessionText("issue-42", "x", 1) }, { expiresAt: day(20), expired: true }),
    ]);
    expect(await load(expired).result).toEqual({
      notices: [`saved state for issue-42 expired on ${day(20).slice(0, 10)}: starting fresh`],
      unusable: [],
    });
  });

  it("fails, rather than resume an older state, when the newest cannot be downloaded", async () => {
    const o = await start([
      seed(1, 1, { "session.jsonl": sessionText("issue-42", "old", 1) }),
      seed(2, 2, { "session.jsonl": sessionText("issue-42", "new", 1) }),
    ]);
    o.fake.fail({ method: "GET", path: /\/zip$/, status: 500 });
    await expect(load(o).result).rejects.toThrow(/could not download saved state baton-issue-42/);
  });
});
