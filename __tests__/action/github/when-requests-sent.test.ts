import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Octokit } from "@octokit/rest";
import { afterEach, describe, expect, it } from "vitest";
import { whenRequestsSent } from "../../../src/action/github/when-requests-sent.ts";

/** A server that answers only when told: a request stays "on the wire, unanswered" as long as a test needs. */
async function holdingServer() {
  const held: ServerResponse[] = [];
  const server = createServer((_req, res) => void held.push(res));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const answerAll = () => {
    for (const res of held.splice(0)) res.writeHead(200, { "content-type": "application/json" }).end("{}");
  };
  const close = async () => {
    answerAll();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  };
  return { url, held, answerAll, close };
}

/** What happened, in order: each request's headers written, and the work's start. */
function timeline() {
  const events: string[] = [];
  const onSent = (message: unknown) => {
    const { method, path } = (message as { request: { method: string; path: string } }).request;
    events.push(`sent ${method} ${path}`);
  };
  subscribe("undici:client:sendHeaders", onSent);
  return { events, stop: () => unsubscribe("undici:client:sendHeaders", onSent) };
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup() {
  const server = await holdingServer();
  const log = timeline();
  cleanups.push(server.close, log.stop);
  const octokit = new Octokit({ baseUrl: server.url, request: { retries: 0 } });
  return { server, log, octokit };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((done) => setImmediate(done));
};

describe("whenRequestsSent", () => {
  it("starts the work once the reads asked since are written, before they are answered", async () => {
    const { server, log, octokit } = await setup();
    const deferred = whenRequestsSent(octokit, async () => void log.events.push("work"));
    const reads = ["/a", "/b"].map((path) =>
      octokit.request(`GET ${path}`).then(() => log.events.push(`answered ${path}`)),
    );
    await until(() => log.events.includes("work"));
    await deferred.get();
    await until(() => server.held.length === 2);
    server.answerAll();
    await Promise.all(reads);
    expect(log.events).toEqual(["sent GET /a", "sent GET /b", "work", "answered /a", "answered /b"]);
  });

  it("asked for while a read is still queued, waits until it is written", async () => {
    const { server, log, octokit } = await setup();
    const deferred = whenRequestsSent(octokit, async () => {
      log.events.push("work");
      return 42;
    });
    const read = octokit.request("GET /instructions");
    expect(await deferred.get()).toBe(42);
    expect(log.events).toEqual(["sent GET /instructions", "work"]);
    await until(() => server.held.length === 1);
    server.answerAll();
    await read;
  });

  it("does not wait for a write that the write spacing holds back", async () => {
    const { server, log, octokit } = await setup();
    // Stands in for the throttling plugin's write spacing: the write is asked but not yet written.
    const release = Promise.withResolvers<void>();
    octokit.hook.wrap("request", async (request, options) => {
      if (options.method === "POST") await release.promise;
      return request(options);
    });
    const deferred = whenRequestsSent(octokit, async () => void log.events.push("work"));
    const write = octokit.request("POST /comments", { body: "hi" });
    await deferred.get();
    expect(log.events).toEqual(["work"]);
    release.resolve();
    await until(() => server.held.length === 1);
    server.answerAll();
    await write;
  });

  it("is not started by the answer to a read asked before it", async () => {
    const { server, log, octokit } = await setup();
    const release = Promise.withResolvers<void>();
    octokit.hook.wrap("request", async (request, options) => {
      if (options.url === "/queued") await release.promise;
      return request(options);
    });
    const old = octokit.request("GET /old");
    await until(() => server.held.length === 1);
    const deferred = whenRequestsSent(octokit, async () => void log.events.push("work"));
    const queued = octokit.request("GET /queued");
    server.answerAll();
    await old;
    await new Promise((done) => setImmediate(done));
    expect(log.events).not.toContain("work");
    release.resolve();
    await deferred.get();
    expect(log.events.slice(-2)).toEqual(["sent GET /queued", "work"]);
    await until(() => server.held.length === 1);
    server.answerAll();
    await queued;
  });

  it("counts a read that failed before reaching the wire as done", async () => {
    const broken = new Octokit({ baseUrl: "http://127.0.0.1:1", request: { retries: 0 } });
    let started = false;
    const deferred = whenRequestsSent(broken, async () => {
      started = true;
    });
    await expect(broken.request("GET /unreachable")).rejects.toThrow();
    await deferred.get();
    expect(started).toBe(true);
  });

  it("once disposed, starts the work when asked, and never on its own", async () => {
    const { server, log, octokit } = await setup();
    const deferred = whenRequestsSent(octokit, async () => void log.events.push("work"));
    deferred.dispose();
    const read = octokit.request("GET /a");
    await until(() => server.held.length === 1);
    await new Promise((done) => setImmediate(done));
    expect(log.events).toEqual(["sent GET /a"]);
    await deferred.get();
    expect(log.events).toEqual(["sent GET /a", "work"]);
    server.answerAll();
    await read;
  });

  it("once disposed, is not started by a read asked before, however it ends", async () => {
    // A job that fails right after asking its reads disposes while they are still queued: their
    // being written and answered later must not build an engine for a job that is over.
    const { server, log, octokit } = await setup();
    const release = Promise.withResolvers<void>();
    octokit.hook.wrap("request", async (request, options) => {
      await release.promise;
      return request(options);
    });
    const deferred = whenRequestsSent(octokit, async () => void log.events.push("work"));
    const reads = [octokit.request("GET /a"), octokit.request("GET /b")];
    await new Promise((done) => setImmediate(done));
    deferred.dispose();
    release.resolve();
    await until(() => server.held.length === 2);
    server.held.shift()?.writeHead(404, { "content-type": "application/json" }).end("{}");
    server.answerAll();
    await Promise.allSettled(reads);
    await new Promise((done) => setImmediate(done));
    expect(log.events).toEqual(["sent GET /a", "sent GET /b"]);
  });
});
