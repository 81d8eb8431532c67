// Nothing in this file may load the tokenizer before its first test: a recipe that reads
// `conversation.tokens` must get the exact count although nothing loaded the tokenizer yet.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Conversation } from "../../../src/engine/log/conversation.ts";
import { messageTokens, tokenizerLoaded } from "../../../src/engine/log/tokens.ts";
import type { ModelRequest } from "../../../src/engine/model/client.ts";
import { createRuntime } from "../../../src/engine/runtime.ts";
import { parseSettings } from "../../../src/engine/settings.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

describe("a recipe that reads conversation.tokens", () => {
  it("renders the exact count, loading the tokenizer for it before the request", async () => {
    const dir = tempDir("baton-recipe-tokens-");
    await mkdir(join(dir, "recipes"));
    await writeFile(
      join(dir, "recipes", "sized.md"),
      "---\nname: sized\ndescription: says how large the context is\n---\nThe context holds {{ conversation.tokens }} tokens.\n",
    );
    const requests: ModelRequest[] = [];
    const runtime = await createRuntime(
      {
        settings: parseSettings({ model: "gpt-test", contextWindow: "100000" }),
        recipesDir: join(dir, "recipes"),
        hookDirs: [],
        workspace: dir,
      },
      {
        logger: memoryLogger(),
        model: {
          async complete(request) {
            requests.push(request);
            return {
              message: { role: "assistant", content: "ok" },
              usage: { input_tokens: 1, output_tokens: 1 },
              finishReason: "stop",
            };
          },
        },
      },
    );
    const conversation = await Conversation.create(join(dir, "c", "session.jsonl"), "c");
    expect(tokenizerLoaded()).toBe(false);
    await runtime.agent(conversation).run({ recipe: "sized", message: "Ready é 😀.", trigger: "comment" });
    // The prompt is rendered after the user's message is appended: the count is of that message.
    const exact = messageTokens({ role: "user", content: "Ready é 😀." });
    expect(exact).toBeLessThan(Buffer.byteLength("Ready é 😀.") + 4);
    expect(requests[0]!.messages[0]!.content).toBe(`The context holds ${exact} tokens.`);
  });
});
