// A fake of the Actions results service (twirp, JSON) and of the Azure blob storage behind it,
// for the real @actions/artifact v6 client:
//   ACTIONS_RESULTS_URL  → POST /twirp/github.actions.results.api.v1.ArtifactService/<Method>
//   ACTIONS_RUNTIME_TOKEN → a JWT whose `scp` claim holds "Actions.Results:<runBackendId>:<jobBackendId>"
//   signed_upload_url    → Azure block blob: PUT ?comp=block&blockid=… then PUT ?comp=blocklist
//                          (BlockBlobClient.uploadStream), or a single PUT with x-ms-blob-type
// Artifacts uploaded here show up in the fake REST API (list by name, zip download).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Artifact, GitHubState, Job, Run } from "./github-state.ts";
import { sha256 } from "./github-state.ts";
import {
  header,
  isRecord,
  type Listening,
  listen,
  parseJson,
  requestId,
  sendJson,
  sendText,
} from "./http-util.ts";

const SERVICE = "/twirp/github.actions.results.api.v1.ArtifactService/";
const ACCOUNT = "productionresultssa0";
const CONTAINER = "actions-results";
const AZURE_VERSION = "2025-11-05";

export interface ArtifactService {
  origin: string;
  /** ACTIONS_RUNTIME_TOKEN for a job of a run. */
  runtimeToken(run: Run, job: Job): string;
  /** A signed, short-lived blob URL serving an artifact's zip (what the REST API redirects to). */
  signedDownloadUrl(a: Artifact): string;
  close(): Promise<void>;
}

export interface RuntimeTokenClaims {
  scp: string;
  [key: string]: unknown;
}

const b64url = (v: string | Buffer): string => Buffer.from(v).toString("base64url");

/** Builds an HS256 JWT (the real one is RS256-signed by GitHub; the client only decodes it). */
export function makeJwt(claims: Record<string, unknown>, secret: Buffer): string {
  const head = b64url(JSON.stringify({ typ: "JWT", alg: "HS256", x5t: "fake" }));
  const body = b64url(JSON.stringify(claims));
  const sig = createHmac("sha256", secret).update(`${head}.${body}`).digest("base64url");
  return `${head}.${body}.${sig}`;
}

export function decodeJwt(token: string, secret: Buffer): Record<string, unknown> | undefined {
  const [head, body, sig] = token.split(".");
  if (!head || !body || !sig) return undefined;
  const expected = createHmac("sha256", secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    return isRecord(claims) ? claims : undefined;
  } catch {
    return undefined;
  }
}

const TWIRP_STATUS: Record<string, number> = {
  invalid_argument: 400,
  malformed: 400,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  bad_route: 404,
  already_exists: 409,
  failed_precondition: 412,
  internal: 500,
};

const PROTOCOL_ERRORS = new Set([
  "invalid_argument",
  "malformed",
  "unauthenticated",
  "permission_denied",
  "bad_route",
]);

function timestamp(iso: string): string {
  return new Date(iso).toISOString();
}

export interface ServiceRequest {
  /** "twirp" calls carry the method name; "blob" calls the HTTP method and the comp parameter. */
  kind: "twirp" | "blob";
  call: string;
  path: string;
  status?: number;
}

export async function startArtifactService(
  state: GitHubState,
  violations: string[],
  options: { maxArtifactsPerJob: number; log?: ServiceRequest[] },
): Promise<ArtifactService> {
  const secret = randomBytes(32);
  let origin = "";

  const sign = (path: string, perms: string, expiry: Date, extra = ""): string => {
    const se = expiry.toISOString().replace(/\.\d{3}Z$/, "Z");
    const sig = createHmac("sha256", secret).update(`${path}\n${perms}\n${se}\n${extra}`).digest("base64");
    const q = new URLSearchParams({ sv: AZURE_VERSION, sr: "b", se, sp: perms });
    if (extra) q.set("rscd", extra);
    q.set("sig", sig);
    return `${origin}${path}?${q.toString()}`;
  };
  const blobPath = (key: string) => `/${ACCOUNT}/${CONTAINER}/${key}`;

  const runtimeToken = (run: Run, job: Job): string => {
    const now = Math.floor(Date.now() / 1000);
    return makeJwt(
      {
        nameid: "dddddddd-dddd-dddd-dddd-dddddddddddd",
        scp: [
          `Actions.ExampleScope`,
          `Actions.GenericRead:00000000-0000-0000-0000-000000000000`,
          `Actions.UploadArtifacts:00000000-0000-0000-0000-000000000000:${job.backendId}`,
          `Actions.Results:${run.backendId}:${job.backendId}`,
        ].join(" "),
        iat: now,
        nbf: now - 60,
        exp: now + 6 * 3600,
        iss: "vstoken.actions.githubusercontent.com",
        aud: "vso:fake",
        orchid: `${run.backendId}.${job.name}.__default`,
        ac: "[]",
      },
      secret,
    );
  };

  type TwirpReply = { status: number; body: unknown };
  const err = (code: string, msg: string): TwirpReply => ({
    status: TWIRP_STATUS[code] ?? 500,
    body: { code, msg },
  });

  /**
   * The run and job a request acts for, from its token's Actions.Results scope. The body's run id
   * must be the token's run. Writes (Create/Finalize) must name the token's job; reads and deletes
   * name the job that uploaded the artifact (the client copies it from ListArtifacts), which must
   * be a job of the same run.
   */
  const authorize = (
    method: string,
    req: IncomingMessage,
    body: Record<string, unknown>,
  ): { run: Run; job: Job } | TwirpReply => {
    const auth = header(req, "authorization") ?? "";
    const claims = auth.startsWith("Bearer ") ? decodeJwt(auth.slice(7), secret) : undefined;
    if (!claims || typeof claims.scp !== "string")
      return err("unauthenticated", "invalid or missing runtime token");
    if (typeof claims.exp === "number" && claims.exp * 1000 < Date.now())
      return err("unauthenticated", "token expired");
    const scope = claims.scp.split(" ").find((s) => s.startsWith("Actions.Results:"));
    const [, runBackendId, jobBackendId] = scope?.split(":") ?? [];
    const job = state.jobs.get(String(jobBackendId));
    const run = job ? state.runs.get(job.runId) : undefined;
    if (!job || !run || run.backendId !== runBackendId) return err("unauthenticated", "unknown workflow run");
    if (body.workflow_run_backend_id !== runBackendId)
      return err("permission_denied", "the token does not grant access to this workflow run");
    const bodyJob = body.workflow_job_run_backend_id;
    const writes = method === "CreateArtifact" || method === "FinalizeArtifact";
    if (writes ? bodyJob !== jobBackendId : state.jobs.get(String(bodyJob))?.runId !== run.id)
      return err("permission_denied", "the token does not grant access to this workflow job");
    return { run, job };
  };

  const monolith = (a: Artifact, run: Run) => ({
    workflow_run_backend_id: run.backendId,
    workflow_job_run_backend_id: a.jobBackendId,
    database_id: String(a.id),
    name: a.name,
    size: String(a.size),
    created_at: timestamp(a.createdAt),
    ...(a.digest ? { digest: a.digest } : {}),
  });

  const twirp = (method: string, req: IncomingMessage, body: Record<string, unknown>): TwirpReply => {
    const who = authorize(method, req, body);
    if ("status" in who) return who;
    const { run, job } = who;
    const runArtifacts = () => state.artifacts.filter((a) => a.runId === run.id && a.repo === run.repo);
    const name = typeof body.name === "string" ? body.name : "";
    switch (method) {
      case "CreateArtifact": {
        if (!name) return err("invalid_argument", "name is required");
        if (typeof body.version !== "number" || body.version < 4)
          return err("invalid_argument", "unsupported artifact version");
        if (runArtifacts().some((a) => a.name === name))
          return err("already_exists", "an artifact with this name already exists on the workflow run");
        if (
          state.artifacts.filter((a) => a.jobBackendId === job.backendId).length >= options.maxArtifactsPerJob
        )
          return err(
            "failed_precondition",
            `the maximum number of artifacts (${options.maxArtifactsPerJob}) for this job has been reached`,
          );
        const expiresAt = typeof body.expires_at === "string" ? body.expires_at : undefined;
        if (expiresAt !== undefined && Number.isNaN(Date.parse(expiresAt)))
          return err("invalid_argument", "expires_at is not a timestamp");
        const a = state.createArtifact(
          run,
          job,
          name,
          expiresAt ? new Date(expiresAt).toISOString().replace(/\.\d{3}Z$/, "Z") : undefined,
        );
        const url = sign(blobPath(a.blobKey), "cw", new Date(Date.now() + 6 * 3600_000));
        return { status: 200, body: { ok: true, signed_upload_url: url } };
      }
      case "FinalizeArtifact": {
        const a = runArtifacts().find(
          (x) => x.name === name && !x.finalized && x.jobBackendId === job.backendId,
        );
        if (!a) return err("not_found", "artifact not found");
        const blob = state.blobs.get(a.blobKey);
        if (!blob?.committed) return err("failed_precondition", "artifact upload is not complete");
        const size = Number(body.size ?? 0);
        if (size !== blob.data.length)
          violations.push(
            `FinalizeArtifact ${name}: size ${size} but ${blob.data.length} bytes were uploaded`,
          );
        const hash = typeof body.hash === "string" ? body.hash : null;
        if (hash && hash !== `sha256:${sha256(blob.data)}`)
          violations.push(`FinalizeArtifact ${name}: hash ${hash} does not match the uploaded bytes`);
        state.finalizeArtifact(a, blob.data.length, hash);
        return { status: 200, body: { ok: true, artifact_id: String(a.id) } };
      }
      case "ListArtifacts": {
        const nameFilter = typeof body.name_filter === "string" ? body.name_filter : undefined;
        const idFilter = body.id_filter !== undefined ? Number(body.id_filter) : undefined;
        const list = runArtifacts()
          .filter((a) => a.finalized && !state.isExpired(a))
          .filter((a) => nameFilter === undefined || a.name === nameFilter)
          .filter((a) => idFilter === undefined || a.id === idFilter)
          .map((a) => monolith(a, run));
        return { status: 200, body: { artifacts: list } };
      }
      case "GetSignedArtifactURL": {
        const a = runArtifacts().find(
          (x) =>
            x.finalized &&
            x.name === name &&
            x.jobBackendId === body.workflow_job_run_backend_id &&
            !state.isExpired(x),
        );
        if (!a) return err("not_found", "artifact not found");
        return { status: 200, body: { signed_url: signedDownloadUrl(a) } };
      }
      case "DeleteArtifact": {
        const a = runArtifacts().find(
          (x) => x.finalized && x.name === name && x.jobBackendId === body.workflow_job_run_backend_id,
        );
        if (!a) return err("not_found", "artifact not found");
        state.artifacts.splice(state.artifacts.indexOf(a), 1);
        state.blobs.delete(a.blobKey);
        return { status: 200, body: { ok: true, artifact_id: String(a.id) } };
      }
      default:
        return err("bad_route", `no handler for path "${SERVICE}${method}"`);
    }
  };

  const signedDownloadUrl = (a: Artifact): string =>
    sign(
      blobPath(a.blobKey),
      "r",
      new Date(Date.now() + 60_000),
      `attachment; filename="${a.name}.zip"; filename*=UTF-8''${encodeURIComponent(a.name)}.zip`,
    );

  const azureHeaders = (req: IncomingMessage): Record<string, string> => ({
    "x-ms-request-id": requestId().toLowerCase(),
    "x-ms-version": header(req, "x-ms-version") ?? AZURE_VERSION,
    ...(header(req, "x-ms-client-request-id")
      ? { "x-ms-client-request-id": header(req, "x-ms-client-request-id")! }
      : {}),
    date: new Date().toUTCString(),
    server: "Windows-Azure-Blob/1.0 Microsoft-HTTPAPI/2.0",
  });
  const azureError = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    code: string,
    message: string,
  ) => {
    violations.push(`blob ${req.method} ${(req.url ?? "").split("?")[0]}: ${code} ${message}`);
    const xml = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
    sendText(res, status, xml, {
      ...azureHeaders(req),
      "content-type": "application/xml",
      "x-ms-error-code": code,
    });
  };

  const blob = (req: IncomingMessage, res: ServerResponse, raw: Buffer, url: URL) => {
    const path = url.pathname;
    const key = path.slice(`/${ACCOUNT}/${CONTAINER}/`.length);
    const q = url.searchParams;
    const se = q.get("se") ?? "";
    const sp = q.get("sp") ?? "";
    const rscd = q.get("rscd") ?? "";
    const expected = createHmac("sha256", secret).update(`${path}\n${sp}\n${se}\n${rscd}`).digest("base64");
    if (q.get("sig") !== expected)
      return azureError(req, res, 403, "AuthenticationFailed", "Signature did not match.");
    if (Date.parse(se) < Date.now())
      return azureError(req, res, 403, "AuthenticationFailed", "Signed expiry time has passed.");
    const method = req.method ?? "GET";
    if (method === "PUT") {
      if (!sp.includes("w"))
        return azureError(req, res, 403, "AuthorizationPermissionMismatch", "No write permission.");
      const comp = q.get("comp");
      let b = state.blobs.get(key);
      if (!b) {
        b = {
          data: Buffer.alloc(0),
          contentType: "application/octet-stream",
          etag: "",
          lastModified: "",
          blocks: new Map(),
          committed: false,
        };
        state.blobs.set(key, b);
      }
      const committedHeaders = () => {
        b!.etag = `"0x${sha256(b!.data).slice(0, 15).toUpperCase()}"`;
        b!.lastModified = new Date().toUTCString();
        b!.committed = true;
        return {
          ...azureHeaders(req),
          etag: b!.etag,
          "last-modified": b!.lastModified,
          "x-ms-request-server-encrypted": "true",
          "content-length": "0",
        };
      };
      if (comp === "block") {
        const id = q.get("blockid");
        if (!id) return azureError(req, res, 400, "MissingRequiredQueryParameter", "blockid is required.");
        const length = Number(header(req, "content-length") ?? raw.length);
        if (length !== raw.length)
          return azureError(req, res, 400, "InvalidHeaderValue", "Content-Length mismatch.");
        b.blocks.set(id, raw);
        res.writeHead(201, {
          ...azureHeaders(req),
          "x-ms-request-server-encrypted": "true",
          "content-length": "0",
        });
        res.end();
        return;
      }
      if (comp === "blocklist") {
        const ids = [...raw.toString("utf8").matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g)].map(
          (m) => m[2]!,
        );
        const parts: Buffer[] = [];
        for (const id of ids) {
          const part = b.blocks.get(id);
          if (!part)
            return azureError(req, res, 400, "InvalidBlockList", "The specified block list is invalid.");
          parts.push(part);
        }
        b.data = Buffer.concat(parts);
        b.blocks.clear();
        b.contentType = header(req, "x-ms-blob-content-type") ?? "application/octet-stream";
        res.writeHead(201, committedHeaders());
        res.end();
        return;
      }
      if (comp === null && header(req, "x-ms-blob-type") === "BlockBlob") {
        b.data = raw;
        b.contentType =
          header(req, "x-ms-blob-content-type") ?? header(req, "content-type") ?? "application/octet-stream";
        res.writeHead(201, committedHeaders());
        res.end();
        return;
      }
      return azureError(req, res, 400, "UnsupportedQueryParameter", `unsupported PUT (comp=${comp})`);
    }
    if (method === "GET" || method === "HEAD") {
      if (!sp.includes("r"))
        return azureError(req, res, 403, "AuthorizationPermissionMismatch", "No read permission.");
      const b = state.blobs.get(key);
      if (!b?.committed)
        return azureError(req, res, 404, "BlobNotFound", "The specified blob does not exist.");
      const headers: Record<string, string | number> = {
        ...azureHeaders(req),
        "content-type": b.contentType,
        etag: b.etag,
        "last-modified": b.lastModified,
        "accept-ranges": "bytes",
        "x-ms-blob-type": "BlockBlob",
        "x-ms-server-encrypted": "true",
        ...(rscd ? { "content-disposition": rscd } : {}),
      };
      const range = /^bytes=(\d+)-(\d*)$/.exec(header(req, "range") ?? header(req, "x-ms-range") ?? "");
      let data = b.data;
      let status = 200;
      if (range) {
        const start = Number(range[1]);
        const end = range[2] ? Math.min(Number(range[2]), b.data.length - 1) : b.data.length - 1;
        data = b.data.subarray(start, end + 1);
        status = 206;
        headers["content-range"] = `bytes ${start}-${end}/${b.data.length}`;
      }
      if (method === "HEAD") {
        res.writeHead(200, { ...headers, "content-length": b.data.length });
        res.end();
        return;
      }
      sendText(res, status, data, headers);
      return;
    }
    azureError(req, res, 405, "UnsupportedHttpVerb", `${method} is not supported`);
  };

  const handler = (req: IncomingMessage, res: ServerResponse, raw: Buffer) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname.startsWith(`/${ACCOUNT}/${CONTAINER}/`)) {
      const comp = url.searchParams.get("comp");
      const entry: ServiceRequest = {
        kind: "blob",
        call: `${req.method}${comp ? ` comp=${comp}` : ""}`,
        path: url.pathname,
      };
      options.log?.push(entry);
      res.on("finish", () => {
        entry.status = res.statusCode;
      });
      return blob(req, res, raw, url);
    }
    if (req.method === "POST" && url.pathname.startsWith(SERVICE)) {
      const method = url.pathname.slice(SERVICE.length);
      const entry: ServiceRequest = { kind: "twirp", call: method, path: url.pathname };
      options.log?.push(entry);
      res.on("finish", () => {
        entry.status = res.statusCode;
      });
      const parsed = parseJson(raw);
      if (!parsed.ok || !isRecord(parsed.value)) {
        violations.push(`twirp ${method}: body is not a JSON object`);
        sendJson(res, 400, { code: "malformed", msg: "the request body is not a JSON object" });
        return;
      }
      if (!(header(req, "content-type") ?? "").startsWith("application/json"))
        violations.push(`twirp ${method}: content-type is not application/json`);
      const reply = twirp(method, req, parsed.value);
      // Protocol errors are our code's fault; not_found / already_exists / limits are outcomes a test may expect.
      const code = isRecord(reply.body) ? reply.body.code : undefined;
      if (typeof code === "string" && PROTOCOL_ERRORS.has(code))
        violations.push(`twirp ${method}: ${JSON.stringify(reply.body)}`);
      sendJson(res, reply.status, reply.body);
      return;
    }
    violations.push(`results service: unexpected ${req.method} ${url.pathname}`);
    sendJson(res, 404, { code: "bad_route", msg: `no handler for path "${url.pathname}"` });
  };

  const server: Listening = await listen(handler, (e) => violations.push(`fake error: ${String(e)}`));
  origin = server.origin;
  return { origin, runtimeToken, signedDownloadUrl, close: () => server.close() };
}
