import type { Entry, KnownEntry, SessionHeader } from "../../src/engine/log/entries.ts";
import type { Message } from "../../src/engine/messages.ts";

/** Hand-writes logs for tests: ids are e1, e2, … in order, parents chained. */
export class LogBuilder {
  readonly entries: Entry[] = [];
  readonly header: SessionHeader = {
    type: "session",
    version: 1,
    id: "t-1",
    created_at: "2026-01-01T00:00:00.000Z",
  };

  private add(entry: Record<string, unknown>): string {
    const id = `e${this.entries.length + 1}`;
    const parent = this.entries[this.entries.length - 1]?.id ?? null;
    const timestamp = new Date(Date.UTC(2026, 0, 1, 0, this.entries.length)).toISOString();
    this.entries.push({ id, parent_id: parent, timestamp, ...entry } as unknown as KnownEntry);
    return id;
  }

  message(message: Message): string {
    return this.add({ type: "message", message });
  }
  user(text: string): string {
    return this.message({ role: "user", content: text });
  }
  assistant(text: string): string {
    return this.message({ role: "assistant", content: text });
  }
  toolCall(callId: string, name = "read_file", args = "{}"): string {
    return this.message({
      role: "assistant",
      content: null,
      tool_calls: [{ id: callId, type: "function", function: { name, arguments: args } }],
    });
  }
  toolResult(callId: string, output: string): string {
    return this.message({ role: "tool", tool_call_id: callId, content: output });
  }
  compaction(summary: string, firstKept: string | null): string {
    return this.add({
      type: "compaction",
      summary,
      first_kept_entry_id: firstKept,
      tokens_before: 100,
      tokens_after: 10,
      strategy: "summarize",
      recipe: "compact",
    });
  }
  mutation(messages: Message[]): string {
    return this.add({ type: "mutation", messages });
  }
  pop(backTo: string, summary: string, prePop?: string): string {
    return this.add({ type: "stack_pop", back_to_entry_id: backTo, summary, pre_pop_summary: prePop });
  }
  raw(entry: Record<string, unknown>): string {
    return this.add(entry);
  }

  jsonl(): string {
    return [this.header, ...this.entries].map((e) => `${JSON.stringify(e)}\n`).join("");
  }
}
