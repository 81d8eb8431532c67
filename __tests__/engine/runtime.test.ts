import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Conversation } from "../../src/engine/log/conversation.ts";
import type { ModelRequest } from "../../src/engine/model/client.ts";
import { createRuntime } from "../../src/engine/runtime.ts";
import { parseSettings } from "../../src/engine/settings.ts";
import { memoryLogger } from "../../src/engine/util/logger.ts";
import { tempDir } from "../helpers/temp-dir.ts";

describe("Runtime", () => {
  it("gives extensions complete() with the run's model, and redacts secrets from every request and the log", async () => {
    const dir = tempDir("baton-rt-");
    const requests: ModelRequest[] = [];
    await writeFile(
      join(dir, "ask.mjs"),
      `export default (baton) => baton.command("ask", { description: "ask", handler: async ({ args, api }) => api.complete([{ role: "user", content: args.join(" ") }], { system: "be brief" }) });\n`,
    );
    const runtime = await createRuntime(
      {
        settings: parseSettings({ model: "gpt-test", contextWindow: "1000" }),
        secrets: ["sk-live-abcdefghijklmnopqrstuvwx", "hunter2-password"],
        recipesDir: join(dir, "none"),
        hookDirs: [dir],
        workspace: dir,
      },
      {
        logger: memoryLogger(),
        model: {
          async complete(request) {
            requests.push(request);
            return {
              message: { role: "assistant", content: "short" },
              usage: { input_tokens: 3, output_tokens: 1 },
              finishReason: "stop",
            };
          },
        },
      },
    );
    const conversation = runtime.use(await Conversation.create(join(dir, "c", "session.jsonl"), "c"));
    const ask = runtime.extensions.commands.get("ask")!;
    const said = await ask.handler({
      args: ["is", "hunter2-password", "safe?"],
      api: runtime.extensions.api,
    });
    expect(said).toBe("short");
    expect(requests[0]!.model).toBe("gpt-test");
    expect(requests[0]!.messages).toEqual([
      { role: "system", content: "be brief" },
      { role: "user", content: "is [REDACTED] safe?" },
    ]);
    expect(runtime.extensions.api.usage).toEqual({ input_tokens: 3, output_tokens: 1 });
    await runtime.extensions.api.saveEntry({
      type: "message",
      message: { role: "user", content: "key sk-live-abcdefghijklmnopqrstuvwx" },
    });
    const saved = (await Conversation.load(conversation.file)).entries[0] as { message: { content: string } };
    expect(saved.message.content).toBe("key [REDACTED]");
  });

  it("writes entries at the time of its clock port", async () => {
    const dir = tempDir("baton-rt-");
    const at = new Date("2030-01-02T03:04:05.000Z");
    const runtime = await createRuntime(
      {
        settings: parseSettings({ model: "m", contextWindow: "1000" }),
        recipesDir: dir,
        hookDirs: [],
        workspace: dir,
      },
      {
        logger: memoryLogger(),
        clock: () => at,
        model: { complete: () => Promise.reject(new Error("no model call expected")) },
      },
    );
    const conversation = runtime.use(await Conversation.create(join(dir, "c", "session.jsonl"), "c"));
    const entry = await conversation.append({ type: "message", message: { role: "user", content: "hi" } });
    expect(entry.timestamp).toBe("2030-01-02T03:04:05.000Z");
  });
});
