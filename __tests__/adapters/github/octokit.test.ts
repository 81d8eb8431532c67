import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { describeGitHubError } from "../../../src/adapters/github/errors.ts";
import { createOctokit, fetchWithTimeout } from "../../../src/adapters/github/octokit.ts";
import { hiddenComments } from "../../../src/adapters/github/octokit-reader.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { DEFAULT_RETRY_POLICY } from "../../../src/engine/util/retry-policy.ts";
import { type FakeGitHub, startFakeGitHub } from "../../fakes/index.ts";
import { NO_WAIT_POLICY } from "../../helpers/policy.ts";

const REPO = { owner: "acme", repo: "widgets" };
const TOKEN = "test-token-0123456789";
const ISSUE_PATH = "/repos/acme/widgets/issues/1";

describe("createOctokit", () => {
  let gh: FakeGitHub;
  const logger = memoryLogger();
  // A second of GitHub's waits lasts 20 ms here: waits stay measurable, and short.
  const SECOND = 20;
  const policy = { ...DEFAULT_RETRY_POLICY, githubSecondMs: SECOND, githubWriteSpacingMs: 0 };
  const client = () => createOctokit({ token: TOKEN, baseUrl: `${gh.url}/`, logger, policy });
  const hits = (path: string) => gh.requests.filter((r) => r.path === path).length;

  beforeAll(async () => {
    gh = await startFakeGitHub({ repos: ["acme/widgets"], issues: [{ number: 1, title: "Crash" }] });
  });
  afterEach(() => {
    expect(gh.violations).toEqual([]);
    expect(gh.unhandled).toEqual([]);
    gh.requests.length = 0;
    logger.lines.length = 0;
  });
  afterAll(async () => {
    await gh.close();
  });

  it("talks to the base URL with the token and never logs it", async () => {
    const { data } = await client().rest.issues.get({ ...REPO, issue_number: 1 });
    expect(data.title).toBe("Crash");
    expect(gh.requests[0]?.headers.authorization).toBe(`token ${TOKEN}`);
    expect(logger.lines).toEqual([
      expect.stringMatching(/^debug: GET \/repos\/acme\/widgets\/issues\/1 - 200/),
    ]);
    expect(logger.lines.join("\n")).not.toContain(TOKEN);
  });

  it("retries a 502 with backoff and logs the retry", async () => {
    gh.fail({ path: ISSUE_PATH, status: 502 });
    const { data } = await client().rest.issues.get({ ...REPO, issue_number: 1 });
    expect(data.number).toBe(1);
    expect(hits(ISSUE_PATH)).toBe(2);
    expect(logger.lines).toContain(
      `warn: GET ${ISSUE_PATH}: GitHub answered 502; retrying in 1 s (retry 1 of 4)`,
    );
  });

  it("waits as long as a 429's retry-after asks, and retries it once per attempt (not again in the throttler)", async () => {
    gh.fail({
      path: ISSUE_PATH,
      status: 429,
      headers: { "retry-after": "2" },
      body: {
        message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
      },
    });
    const start = Date.now();
    await client().rest.issues.get({ ...REPO, issue_number: 1 });
    // plugin-retry's 1² seconds, then the rest of the 2 the server asked for.
    expect(Date.now() - start).toBeGreaterThanOrEqual(2 * SECOND - 2);
    expect(hits(ISSUE_PATH)).toBe(2);
    expect(logger.lines).toContain(
      `warn: GET ${ISSUE_PATH}: GitHub answered 429; retrying in 2 s (retry 1 of 4)`,
    );
  });

  it("gives up on a 429 when plugin-retry's attempts are spent; the throttler does not start over", async () => {
    gh.fail({
      path: ISSUE_PATH,
      status: 429,
      // Exactly the two attempts allowed, so the fault is used up for the next test.
      times: 2,
      headers: { "retry-after": "1" },
      body: { message: "You have exceeded a secondary rate limit." },
    });
    const error = await client()
      .rest.issues.get({ ...REPO, issue_number: 1, request: { retries: 1 } })
      .catch((e: unknown) => e);
    expect(describeGitHubError(error)).toBe("GitHub answered 429: You have exceeded a secondary rate limit.");
    expect(hits(ISSUE_PATH)).toBe(2);
  });

  it("retries a 403 secondary rate limit after its retry-after, but not a plain 403 or a 404", async () => {
    gh.fail({
      path: ISSUE_PATH,
      status: 403,
      headers: { "retry-after": "1" },
      body: { message: "You have exceeded a secondary rate limit." },
    });
    await client().rest.issues.get({ ...REPO, issue_number: 1 });
    expect(hits(ISSUE_PATH)).toBe(2);
    expect(logger.lines.some((l) => l.startsWith("warn: GitHub's secondary rate limit hit GET"))).toBe(true);

    gh.requests.length = 0;
    gh.fail({ path: ISSUE_PATH, status: 403, body: { message: "Resource not accessible by integration" } });
    const refused = await client()
      .rest.issues.get({ ...REPO, issue_number: 1 })
      .catch((e: unknown) => e);
    expect(describeGitHubError(refused)).toBe("GitHub answered 403: Resource not accessible by integration");
    expect(hits(ISSUE_PATH)).toBe(1);

    await expect(client().rest.issues.get({ ...REPO, issue_number: 404 })).rejects.toMatchObject({
      status: 404,
    });
    expect(hits("/repos/acme/widgets/issues/404")).toBe(1);
  });

  it("spaces writes by the policy's write spacing, reads not at all", async () => {
    const spaced = createOctokit({
      token: TOKEN,
      baseUrl: gh.url,
      logger,
      policy: { ...policy, githubWriteSpacingMs: 20 },
    });
    const start = Date.now();
    await Promise.all([1, 2, 3].map(() => spaced.rest.issues.get({ ...REPO, issue_number: 1 })));
    const readsTook = Date.now() - start;
    await Promise.all(
      ["a", "b", "c"].map((body) => spaced.rest.issues.createComment({ ...REPO, issue_number: 1, body })),
    );
    // Three comments (writes that notify: 3 × 20 ms apart), one at a time: at least two gaps.
    expect(Date.now() - start - readsTook).toBeGreaterThanOrEqual(118);
    expect(hits("/repos/acme/widgets/issues/1/comments")).toBe(3);
  });

  it("lets a GraphQL query by the write spacing: only a write waits its turn", async () => {
    const spaced = createOctokit({
      token: TOKEN,
      baseUrl: gh.url,
      logger,
      policy: { ...policy, githubWriteSpacingMs: 60_000 },
    });
    const { data } = await spaced.rest.issues.createComment({ ...REPO, issue_number: 1, body: "👀" });
    // The next write would wait a minute; a query (hidden comments, on the way to the model) goes at once.
    const start = Date.now();
    await hiddenComments(spaced, [data]);
    expect(Date.now() - start).toBeLessThan(10_000);
    expect(gh.requests.at(-1)?.path).toBe("/graphql");
  });

  it("does not retry a request its caller aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      client().rest.issues.get({ ...REPO, issue_number: 1, request: { signal: controller.signal } }),
    ).rejects.toMatchObject({ name: "AbortError" });
    expect(hits(ISSUE_PATH)).toBe(0);
  });
});

describe("per-request timeout", () => {
  let server: Server;
  let url: string;
  let calls = 0;
  beforeAll(async () => {
    // Hangs on the first request; answers the next.
    server = createServer((_req, res) => {
      calls++;
      if (calls === 1) return;
      res.writeHead(200, { "content-type": "application/json" }).end('{"login":"octocat"}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("gives up on a silent server in time, and plugin-retry tries again", async () => {
    const logger = memoryLogger();
    const octokit = createOctokit({
      token: TOKEN,
      baseUrl: url,
      logger,
      timeoutMs: 200,
      policy: NO_WAIT_POLICY,
    });
    const { data } = await octokit.rest.users.getAuthenticated();
    expect(data.login).toBe("octocat");
    expect(calls).toBe(2);
    expect(logger.lines).toContain(
      "warn: GET /user: GitHub did not answer within 0.2 s; retrying in 1 s (retry 1 of 4)",
    );
  });

  it("fetchWithTimeout says how long it waited; a caller's abort stays an abort", async () => {
    const slow: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    await expect(fetchWithTimeout(50, slow)("http://x/")).rejects.toThrow(
      "GitHub did not answer within 0.05 s",
    );
    const controller = new AbortController();
    const pending = fetchWithTimeout(5_000, slow)("http://x/", { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("keeps status, headers and url of the answer; a 204 has no body", async () => {
    const answer: typeof fetch = async () => {
      const r = new Response(null, { status: 204, headers: { "x-a": "1" } });
      Object.defineProperty(r, "url", { value: "http://x/final" });
      return r;
    };
    const response = await fetchWithTimeout(1_000, answer)("http://x/");
    expect([response.status, response.headers.get("x-a"), response.url]).toEqual([
      204,
      "1",
      "http://x/final",
    ]);
  });
});

describe("a write that may have been carried out", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is not sent again: a POST that got no answer, or a 5xx, would post its comment twice", async () => {
    for (const answer of ["none", 502] as const) {
      const sent: string[] = [];
      vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
        sent.push(`${init?.method ?? "GET"} ${String(input)}`);
        if (answer === "none")
          // GitHub may well have created the comment; its answer never comes.
          return new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
          );
        return new Response('{"message":"Bad Gateway"}', {
          status: 502,
          headers: { "content-type": "application/json" },
        });
      });
      const logger = memoryLogger();
      const octokit = createOctokit({
        token: TOKEN,
        baseUrl: "https://api.github.test",
        logger,
        policy: NO_WAIT_POLICY,
        timeoutMs: 1,
      });
      await expect(
        octokit.rest.issues.createComment({ ...REPO, issue_number: 1, body: "Hi" }),
      ).rejects.toThrow();
      expect(sent, String(answer)).toHaveLength(1);
      expect(logger.lines.join("\n")).toMatch(
        /POST \/repos\/acme\/widgets\/issues\/1\/comments: .*; not sent again, it may have been carried out/,
      );
      // A read is still retried.
      sent.length = 0;
      await expect(octokit.rest.issues.get({ ...REPO, issue_number: 1 })).rejects.toThrow();
      expect(sent.length, String(answer)).toBeGreaterThan(1);
    }
  });
});
