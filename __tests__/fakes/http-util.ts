// Small HTTP helpers shared by the fakes. Every server binds 127.0.0.1 on an ephemeral port.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void | Promise<void>;

export interface Listening {
  server: Server;
  port: number;
  origin: string;
  close(): Promise<void>;
}

/** Starts an HTTP server on 127.0.0.1:0; a handler that throws answers 500 (and the error is reported). */
export async function listen(handler: Handler, onError?: (err: unknown) => void): Promise<Listening> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      Promise.resolve()
        .then(() => handler(req, res, Buffer.concat(chunks)))
        .catch((err: unknown) => {
          onError?.(err);
          if (!res.headersSent) sendJson(res, 500, { message: `fake server error: ${String(err)}` });
          else res.destroy();
        });
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | number> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string | Buffer,
  headers: Record<string, string | number> = {},
): void {
  const buf = typeof text === "string" ? Buffer.from(text) : text;
  res.writeHead(status, { "content-length": buf.length, ...headers });
  res.end(buf);
}

export function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false; error: string } {
  if (body.length === 0) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(body.toString("utf8")) };
  } catch (err) {
    return { ok: false, error: String(err) };
  }
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join(", ") : v;
}

export const isoNow = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, "Z");

export const requestId = (): string => randomUUID().toUpperCase();

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
