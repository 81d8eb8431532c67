// Session logs for the state tests: a header and user messages with chosen ids.
import type { Entry, SessionHeader } from "../../../src/engine/log/entries.ts";
import type { Logger } from "../../../src/engine/util/logger.ts";

export const REPO = "octo-org/octo-repo";

export function header(id = "issue-42"): SessionHeader {
  return { type: "session", version: 1, id, repo: REPO, created_at: "2026-01-01T00:00:00.000Z" };
}

export function entry(id: string, text = `text of ${id}`, parent: string | null = null): Entry {
  return {
    id,
    parent_id: parent,
    timestamp: "2026-01-01T00:00:00.000Z",
    type: "message",
    message: { role: "user", content: text },
  };
}

/** A saved log; `generation` and `merged_through` as an upload writes them, absent as older versions wrote it. */
export function jsonl(
  conversationId: string,
  entries: readonly Entry[],
  generation?: number,
  mergedThrough?: number,
): string {
  const head = {
    ...header(conversationId),
    ...(generation === undefined ? {} : { generation }),
    ...(mergedThrough === undefined ? {} : { merged_through: mergedThrough }),
  };
  return [head, ...entries].map((e) => `${JSON.stringify(e)}\n`).join("");
}

/** A log of `n` user messages with ids `<prefix>1…<prefix>n`. */
export function sessionText(conversationId: string, prefix: string, n: number): string {
  return jsonl(
    conversationId,
    Array.from({ length: n }, (_, i) => entry(`${prefix}${i + 1}`)),
  );
}

export const quiet = { debug() {}, info() {}, warn() {}, error() {} };

export function collect(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const at = (level: string) => (m: string) => lines.push(`${level}: ${m}`);
  return { lines, debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
