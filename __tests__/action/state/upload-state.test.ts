// The real @actions/artifact client uploads to the fake results service; load-state reads back
// through the REST API. @actions/artifact (through @actions/github) reads some of the runner's
// env when first imported, so upload-state.ts is imported only after the env is set.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Octokit } from "@octokit/rest";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { artifactName } from "../../../src/adapters/github/artifacts/artifact-lookup.ts";
import { loadState, preservedEntries } from "../../../src/adapters/github/artifacts/load-state.ts";
import { isSealed } from "../../../src/adapters/github/artifacts/state-crypto.ts";
import { buildContext } from "../../../src/engine/log/context-builder.ts";
import { Conversation } from "../../../src/engine/log/conversation.ts";
import type { CompactionEntry, Entry, StackPopEntry } from "../../../src/engine/log/entries.ts";
import { Redactor } from "../../../src/engine/util/redact.ts";
import { type FakeGitHub, readZip, startFakeGitHub } from "../../fakes/index.ts";
import { tempDir } from "../../helpers/temp-dir.ts";
import { collect, entry, jsonl, quiet, REPO } from "./helpers.ts";

type UploadModule = typeof import("../../../src/action/state/upload-state.ts");

const saved = { ...process.env };
const useEnv = (env: Record<string, string>) => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, env);
};

let fake: FakeGitHub;
let octokit: Octokit;
let upload: UploadModule["uploadState"];
let repositoryId: number;

beforeAll(async () => {
  // @actions/core writes its log lines straight to stdout.
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  fake = await startFakeGitHub({ repos: [REPO] });
  repositoryId = fake.state.repo(REPO).id;
  octokit = new Octokit({ baseUrl: fake.url, auth: "t", log: quiet });
  useEnv(fake.runnerEnv({ runId: 1 }));
  upload = (await import("../../../src/action/state/upload-state.ts")).uploadState;
});
afterAll(async () => {
  vi.restoreAllMocks();
  useEnv({});
  Object.assign(process.env, saved);
  await fake.close();
});
afterEach(() => {
  expect(fake.violations).toEqual([]);
  expect(fake.unhandled).toEqual([]);
  expect(fake.responseViolations).toEqual([]);
  expect(fake.serviceViolations).toEqual([]);
});

function localFile(conversationId: string, entries: Entry[]): string {
  const file = join(tempDir("baton-local-"), "session.jsonl");
  writeFileSync(file, jsonl(conversationId, entries));
  return file;
}

async function save(
  runId: number,
  conversationId: string,
  entries: Entry[],
  extra: { key?: string; redactor?: Redactor; attempt?: number } = {},
) {
  useEnv(fake.runnerEnv({ runId, attempt: extra.attempt ?? 1 }));
  const logger = collect();
  const result = await upload({
    octokit,
    owner: "octo-org",
    repo: "octo-repo",
    repositoryId,
    runUrl: `https://github.com/octo-org/octo-repo/actions/runs/${runId}`,
    runId,
    name: artifactName(conversationId),
    file: localFile(conversationId, entries),
    retentionDays: 7,
    key: extra.key,
    redactor: extra.redactor ?? new Redactor(),
    rootDir: tempDir("baton-temp-"),
    logger,
  });
  return { result, logger };
}

async function load(conversationId: string, key?: string) {
  const dir = tempDir("baton-load-");
  const loaded = await loadState({
    octokit,
    owner: "octo-org",
    repo: "octo-repo",
    repositoryId,
    conversationId,
    key,
    dir,
    logger: collect(),
  });
  return { ...loaded, text: loaded.file ? readFileSync(loaded.file, "utf8") : undefined };
}

const ids = (text: string | undefined) =>
  (text ?? "")
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => JSON.parse(l).id);

const zipText = (id: number) => readZip(fake.artifactZip(id)!).get("session.jsonl")!;

describe("uploadState", () => {
  it("uploads through @actions/artifact and a later run resumes it", async () => {
    const entries = [entry("e1"), entry("e2", "second", "e1")];
    const { result } = await save(100, "issue-1", entries);
    const stored = fake.artifacts.find((a) => a.id === result.id)!;
    expect(result).toMatchObject({ name: "baton-issue-1", size: stored.size, entries: 2, notices: [] });
    expect(stored).toMatchObject({ name: "baton-issue-1", runId: 100 });
    expect(Date.parse(stored.expiresAt) - Date.now()).toBeLessThan(8 * 86_400_000);
    expect(zipText(result.id).toString()).toBe(jsonl("issue-1", entries, 1));

    const loaded = await load("issue-1");
    expect(loaded.artifact).toEqual({ id: result.id, name: "baton-issue-1", runId: 100 });
    expect(loaded.text).toBe(jsonl("issue-1", entries, 1, result.id));
  });

  it("redacts registered secrets and token-shaped strings before they reach the artifact", async () => {
    const token = `ghp_${"a1B2".repeat(9)}`;
    const apiKey = "my-very-secret-api-key";
    const entries = [entry("e1", `use ${apiKey} and ${token}`), entry("e2", "harmless")];
    const { result } = await save(110, "issue-2", entries, { redactor: new Redactor([apiKey]) });
    const raw = zipText(result.id).toString();
    expect(raw).not.toContain(apiKey);
    expect(raw).not.toContain(token);
    const loaded = await load("issue-2");
    expect(ids(loaded.text)).toEqual(["e1", "e2"]);
    expect(loaded.text).toContain("use [REDACTED] and [REDACTED]");
  });

  it("seals the state with state-key; only that key opens it", async () => {
    const { result } = await save(120, "issue-3", [entry("e1", "private words")], { key: "s3cret key" });
    const raw = zipText(result.id);
    expect(isSealed(raw)).toBe(true);
    expect(raw.toString()).not.toContain("private words");
    expect(ids((await load("issue-3", "s3cret key")).text)).toEqual(["e1"]);
    await expect(load("issue-3")).rejects.toThrow(/is encrypted, but no state-key is set/);
  });

  it("merges what another run saved since this one resumed", async () => {
    await save(130, "issue-4", [entry("a"), entry("b")]);
    // Run 131 resumed [a, b] and added r1; run 132 resumed [a, b] too, added l1, and saves last.
    await save(131, "issue-4", [entry("a"), entry("b"), entry("r1")]);
    const { result, logger } = await save(132, "issue-4", [entry("a"), entry("b"), entry("l1")]);
    expect(result.entries).toBe(4);
    expect(logger.lines.join("\n")).toMatch(/merged 1 entries saved by other runs/);
    expect(ids((await load("issue-4")).text)).toEqual(["a", "b", "r1", "l1"]);
  });

  it("still saves when the newest state cannot be read, and says the merge was skipped", async () => {
    fake.fail({ path: "actions/list-artifacts-for-repo", status: 403, times: 1 });
    const { result } = await save(31, "issue-31", [entry("m1", "mine")]);
    expect(result.unmerged).toMatch(/could not read the states of issue-31 saved meanwhile/);
    expect(result.entries).toBe(1);
  });

  it("a re-run attempt replaces its run's artifact, keeping the earlier attempt's entries", async () => {
    const first = await save(140, "issue-5", [entry("a"), entry("attempt1")]);
    // Another run saved later than attempt 1 without seeing it.
    fake.seedArtifact({
      name: artifactName("issue-5"),
      runId: 141,
      createdAt: new Date(Date.now() + 60_000).toISOString().replace(/\.\d{3}Z$/, "Z"),
      files: { "session.jsonl": jsonl("issue-5", [entry("a"), entry("other")]) },
    });
    const second = await save(140, "issue-5", [entry("a"), entry("attempt2")], { attempt: 2 });
    const ofRun = fake.artifacts.filter((a) => a.runId === 140 && a.name === "baton-issue-5");
    expect(ofRun.map((a) => a.id)).toEqual([second.result.id]);
    expect(second.result.id).not.toBe(first.result.id);
    expect(ids(zipText(second.result.id).toString())).toEqual(["a", "attempt1", "other", "attempt2"]);
    // The replacement went through the results service: no `actions: write` needed.
    expect(fake.requests.some((r) => r.operationId === "actions/delete-artifact")).toBe(false);
  });

  it("numbers each save one above what it merged; older states uploaded again (g1, g1 above g3) roll nothing back, and that is said", async () => {
    const first = await save(160, "issue-6", [entry("a")]);
    expect(zipText(first.result.id).toString()).toContain('"generation":1');
    const second = await save(161, "issue-6", [entry("a"), entry("b")]);
    expect(zipText(second.result.id).toString()).toContain('"generation":2');
    const third = await save(162, "issue-6", [entry("a"), entry("b"), entry("c")]);
    expect(zipText(third.result.id).toString()).toContain('"generation":3');
    // Someone uploads the first state again, twice, as newer artifacts: listed g1, g1, g3, ...
    for (const runId of [163, 164])
      fake.seedArtifact({
        name: artifactName("issue-6"),
        runId,
        createdAt: new Date(Date.now() + 60_000).toISOString().replace(/\.\d{3}Z$/, "Z"),
        files: { "session.jsonl": zipText(first.result.id) },
      });
    const logger = collect();
    const loaded = await loadState({
      octokit,
      owner: "octo-org",
      repo: "octo-repo",
      repositoryId,
      conversationId: "issue-6",
      dir: tempDir("baton-load-"),
      logger,
    });
    expect(ids(readFileSync(loaded.file!, "utf8"))).toEqual(["a", "b", "c"]);
    expect(readFileSync(loaded.file!, "utf8")).toContain('"generation":3');
    expect(loaded.notices[0]).toMatch(
      /run 164\) is generation 1, below generation 3 of an older saved state: an older state uploaded again/,
    );
  });

  it("refuses a local log of another conversation than the artifact name says", async () => {
    useEnv(fake.runnerEnv({ runId: 150 }));
    await expect(
      upload({
        octokit,
        owner: "octo-org",
        repo: "octo-repo",
        repositoryId,
        runUrl: "https://github.com/octo-org/octo-repo/actions/runs/150",
        runId: 150,
        name: "baton-issue-6",
        file: localFile("pr-6", [entry("e1")]),
        redactor: new Redactor(),
        rootDir: tempDir("baton-temp-"),
        logger: collect(),
      }),
    ).rejects.toThrow(/holds conversation "pr-6", which is not saved as baton-issue-6/);
  });
});

describe("a conversation's life, as random runs over the real artifact code", () => {
  type Op =
    | { kind: "run"; messages: number; torn: boolean }
    | { kind: "compact"; strategy: "summarize" | "mask" | "hybrid" }
    | { kind: "pop" }
    | { kind: "mutate" }
    | { kind: "concurrent"; a: number; b: number }
    | { kind: "damage" }
    | { kind: "expire" };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      kind: fc.constant("run" as const),
      messages: fc.integer({ min: 1, max: 3 }),
      torn: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant("compact" as const),
      strategy: fc.constantFrom("summarize" as const, "mask" as const, "hybrid" as const),
    }),
    fc.constant({ kind: "pop" as const }),
    fc.constant({ kind: "mutate" as const }),
    fc.record({
      kind: fc.constant("concurrent" as const),
      a: fc.integer({ min: 1, max: 2 }),
      b: fc.integer({ min: 1, max: 2 }),
    }),
    fc.constant({ kind: "damage" as const }),
    fc.constant({ kind: "expire" as const }),
  );

  it("keeps every entry ever appended in the newest state; the context builds; compactions name entries that exist", async () => {
    let conversation = 0;
    let run = 1000;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 5 }), async (ops) => {
        const id = `issue-${900 + conversation++}`;
        const appended = new Set<string>();
        const damaged = new Set<number>();
        let serial = 0;
        // As openConversation does: what could not be used is kept inside, as entries appended.
        const keep = (unusable: Parameters<typeof preservedEntries>[0]) =>
          preservedEntries(unusable).map((kept) => {
            const e = { ...kept, id: `kept-${serial++}`, parent_id: null, timestamp: "t" } as Entry;
            appended.add(e.id);
            return e;
          });
        const resume = async () => {
          const loaded = await load(id);
          const entries = loaded.file ? (await Conversation.load(loaded.file)).entries.slice() : [];
          return [...entries, ...keep(loaded.unusable)];
        };
        const resumeOrReset = () =>
          resume().catch(async (e: Error) => {
            // Nothing usable and something unreadable: the run stops; a maintainer's /reset starts afresh.
            expect(e.message).toMatch(/Comment \/reset/);
            const dir = tempDir("baton-load-");
            const reset = await loadState({
              octokit,
              owner: "octo-org",
              repo: "octo-repo",
              repositoryId,
              conversationId: id,
              dir,
              logger: collect(),
              reset: true,
            });
            return keep(reset.unusable);
          });
        const add = (entries: Entry[], e: Omit<Entry, "parent_id" | "timestamp">) => {
          const full = {
            parent_id: entries.at(-1)?.id ?? null,
            timestamp: "2026-01-01T00:00:00.000Z",
            ...e,
          } as Entry;
          entries.push(full);
          appended.add(full.id);
        };
        const message = (entries: Entry[]) =>
          add(entries, {
            id: `m-${serial++}`,
            type: "message",
            message: { role: "user", content: `words ${serial}` },
          } as Entry);
        for (const o of ops) {
          if (o.kind === "damage") {
            damaged.add(
              fake.seedArtifact({
                name: artifactName(id),
                runId: run++,
                createdAt: new Date(Date.now() + 3_600_000 + serial).toISOString().replace(/\.\d{3}Z$/, "Z"),
                files: { "session.jsonl": `{"not":"a session"\nbroken` },
              }).id,
            );
            continue;
          }
          if (o.kind === "expire") {
            const mine = fake.state.artifacts
              .filter((a) => a.name === artifactName(id))
              .sort((x, y) => y.id - x.id);
            // Retention takes the oldest: what came before the newest readable state.
            const newestGood = mine.find((a) => !damaged.has(a.id));
            for (const a of mine) if (newestGood && a.id < newestGood.id) a.expiredFlag = true;
            continue;
          }
          if (o.kind === "concurrent") {
            const [first, second] = [await resumeOrReset(), await resumeOrReset()];
            for (let k = 0; k < o.a; k++) message(first);
            for (let k = 0; k < o.b; k++) message(second);
            await save(run++, id, first);
            await save(run++, id, second);
            continue;
          }
          const entries = await resumeOrReset();
          if (o.kind === "run") for (let k = 0; k < o.messages; k++) message(entries);
          if (o.kind === "compact") {
            message(entries);
            const kept = entries.filter((e) => e.type === "message").at(-1)!.id;
            // As the service writes them: a summary, or (mask) an in-place mask with no summary.
            add(entries, {
              id: `c-${serial++}`,
              type: "compaction",
              ...(o.strategy === "mask" ? {} : { summary: "so far" }),
              first_kept_entry_id: kept,
              tokens_before: 9,
              tokens_after: 3,
              strategy: o.strategy,
            } as Entry);
          }
          if (o.kind === "pop") {
            message(entries);
            const back = entries.filter((e) => e.type === "message").at(-1)!.id;
            message(entries);
            add(entries, {
              id: `p-${serial++}`,
              type: "stack_pop",
              back_to_entry_id: back,
              summary: "set aside",
            } as Entry);
          }
          if (o.kind === "mutate")
            add(entries, {
              id: `x-${serial++}`,
              type: "mutation",
              messages: [{ role: "user", content: "replaced" }],
              source: "agent_stop",
            } as Entry);
          if (o.kind === "run" && o.torn) {
            // Killed mid-save: the last line is torn; that entry was never whole, so it was never appended.
            const last = entries.pop()!;
            appended.delete(last.id);
          }
          await save(run++, id, entries);
        }
        // Only damaged states left: the run would stop (and /reset keep them); nothing was appended to lose.
        const newest = await load(id).catch((e: Error) => {
          expect(e.message).toMatch(/Comment \/reset/);
          expect(appended.size).toBe(0);
          return { file: undefined };
        });
        const entries = newest.file ? (await Conversation.load(newest.file)).entries : [];
        const have = new Set(entries.map((e) => e.id));
        for (const e of appended) expect(have.has(e)).toBe(true);
        expect(() => buildContext(entries)).not.toThrow();
        for (const e of entries) {
          if (e.type === "compaction" && (e as CompactionEntry).first_kept_entry_id !== null)
            expect(have.has((e as CompactionEntry).first_kept_entry_id!)).toBe(true);
          if (e.type === "stack_pop") expect(have.has((e as StackPopEntry).back_to_entry_id)).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe("overlapping runs, as the action's steps interleave them", () => {
  // Each run is a main step (load the conversation, append its question and answer to the
  // checkpoint) and a post step in two halves: reading what was saved meanwhile (held at the
  // request that lists the run's own artifacts, which comes after the merge and before the
  // upload) and uploading. A schedule orders the steps of 2 or 3 runs: a run's first turn is its
  // main step, its second starts its post step, its third lets the upload finish. Every order a
  // busy repository can produce, with no concurrency group.
  const schedule = fc.integer({ min: 2, max: 3 }).chain((runs) =>
    fc.shuffledSubarray(
      Array.from({ length: runs * 3 }, (_, i) => i % runs),
      { minLength: runs * 3, maxLength: runs * 3 },
    ),
  );
  let root: string;
  beforeAll(() => {
    root = tempDir("baton-interleave-");
  });

  interface Run {
    run: number;
    log: Conversation;
    turns: number;
    release?: () => void;
    uploaded?: Promise<unknown>;
  }

  // Which runs compact what they saw before their post step.
  const compacts = fc.array(fc.boolean(), { minLength: 3, maxLength: 3 });

  it("loses no entry: every entry any run appended is in the next run's state and context", async () => {
    let conversation = 0;
    let runId = 5000;
    const tried = new Set<string>();
    await fc.assert(
      fc.asyncProperty(schedule, fc.boolean(), compacts, async (order, history, compacted) => {
        tried.add(order.join(""));
        const id = `issue-${2000 + conversation++}`;
        const appended: string[] = [];
        const main = async (): Promise<Run> => {
          const run = runId++;
          const dir = join(root, String(run));
          const loaded = await loadState({
            octokit,
            owner: "octo-org",
            repo: "octo-repo",
            repositoryId,
            conversationId: id,
            dir,
            logger: collect(),
          });
          const log = loaded.file
            ? await Conversation.load(loaded.file)
            : await Conversation.create(join(dir, "session.jsonl"), id);
          return { run, log, turns: 1 };
        };
        const exchange = async (log: Conversation, words: string, compact = false) => {
          for (const role of ["user", "assistant"] as const) {
            const e = await log.append({ type: "message", message: { role, content: `${role}: ${words}` } });
            appended.push(e.id);
          }
          // A compaction of everything the run saw, its summary holding the words it covers.
          if (compact)
            await log.append({
              type: "compaction",
              summary: log
                .contextMessages()
                .map((m) => m.content)
                .join(" | "),
              first_kept_entry_id: null,
              tokens_before: 0,
              tokens_after: 0,
              strategy: "summarize",
            });
        };
        /** Starts the post step and returns once it has read what was saved meanwhile. */
        const startPost = async (r: Run) => {
          const gated = new Octokit({ baseUrl: fake.url, auth: "t", log: quiet });
          let reached!: () => void;
          const atGate = new Promise<void>((resolve) => {
            reached = resolve;
          });
          const gate = new Promise<void>((resolve) => {
            r.release = resolve;
          });
          gated.hook.before("request", async (options) => {
            if (options.url.endsWith("/actions/runs/{run_id}/artifacts")) {
              reached();
              await gate;
            }
          });
          r.uploaded = upload({
            octokit: gated,
            owner: "octo-org",
            repo: "octo-repo",
            repositoryId,
            runUrl: "https://github.com/octo-org/octo-repo/actions/runs/1",
            runId: r.run,
            name: artifactName(id),
            file: r.log.file,
            redactor: new Redactor(),
            rootDir: root,
            logger: collect(),
          });
          await Promise.race([atGate, r.uploaded]);
        };
        const finishPost = async (r: Run) => {
          useEnv(fake.runnerEnv({ runId: r.run }));
          r.release!();
          await r.uploaded;
        };
        if (history) {
          const first = await main();
          await exchange(first.log, "before the overlap");
          await startPost(first);
          await finishPost(first);
        }
        const runs = new Map<number, Run>();
        for (const k of order) {
          const r = runs.get(k);
          if (!r) {
            const opened = await main();
            await exchange(opened.log, `question of run ${k}`, compacted[k]);
            runs.set(k, opened);
          } else if (r.turns++ === 1) await startPost(r);
          else await finishPost(r);
        }
        const next = await main();
        const have = new Set(next.log.entries.map((e) => e.id));
        expect(appended.filter((e) => !have.has(e))).toEqual([]);
        // Each run's answer stands in the context, or in a summary made by a run that saw it.
        const context = next.log
          .contextMessages()
          .map((m) => m.content)
          .join("\n");
        for (const k of runs.keys()) expect(context).toContain(`assistant: question of run ${k}`);
      }),
      { numRuns: 24 },
    );
    // The suite's seed tries 21 distinct orders (of 20 for two runs and 1,680 for three), each with
    // and without a state saved before the overlap; a seed test:fuzz draws must still try half as many.
    expect(tried.size).toBeGreaterThanOrEqual(12);
  }, 120_000);
});
