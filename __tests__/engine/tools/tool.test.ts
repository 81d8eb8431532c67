import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { readFileTool } from "../../../src/engine/tools/files/read-file.ts";
import { defineTool, parametersOf, truncateOutput } from "../../../src/engine/tools/tool.ts";
import { Redactor } from "../../../src/engine/util/redact.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

describe("truncateOutput", () => {
  const redact = (text: string) => text;

  it("leaves short text alone", () => {
    expect(truncateOutput("abc", 3, { redact })).toBe("abc");
  });

  it("cuts to the byte cap and says how much is missing", () => {
    expect(truncateOutput("abcdefghij", 4, { redact })).toBe("abcd\n[output truncated: 6 more bytes]");
    expect(truncateOutput("abcdefghij", 4, { hint: "narrow it", redact })).toBe(
      "abcd\n[output truncated: 6 more bytes; narrow it]",
    );
  });

  it("never splits a UTF-8 character", () => {
    // "é" is two bytes; a cap of 3 falls inside the second one.
    expect(truncateOutput("aéé", 4, { redact })).toBe("aé\n[output truncated: 2 more bytes]");
    expect(truncateOutput("😀😀", 5, { redact })).toBe("😀\n[output truncated: 4 more bytes]");
  });
});

describe("defineTool", () => {
  it("derives parameters from the zod schema", async () => {
    const tool = defineTool({
      name: "echo",
      description: "Echo",
      input: z.object({ text: z.string().describe("what to say"), times: z.number().int().optional() }),
      async run({ text, times = 1 }) {
        return text.repeat(times);
      },
    });
    expect(tool.definition).toEqual({
      name: "echo",
      description: "Echo",
      parameters: {
        type: "object",
        properties: { text: { type: "string", description: "what to say" }, times: { type: "integer" } },
        required: ["text"],
      },
    });
    expect(
      await tool.run(tool.input.parse({ text: "a", times: 2 }), { workspace: "/", redact: (text) => text }),
    ).toBe("aa");
    expect(parametersOf(z.object({}))).toEqual({ type: "object", properties: {} });
  });
});

describe("a tool that cuts what it read redacts it first", () => {
  const TOKEN = `ghp_${"Ab3De5Gh7Jk9Mn1Pq3St5Vx7Za1Cc2Dd3Ee4F".slice(0, 36)}`;
  const redact = (text: string) => new Redactor().redact(text);

  it("read_file's line clip keeps no piece of a token the cut went through", async () => {
    const workspace = tempDir("baton-tool-cut-");
    await writeFile(join(workspace, "conf.txt"), `${"x".repeat(1_975)}${TOKEN}\n`);
    const out = await readFileTool.run({ path: "conf.txt" }, { workspace, redact });
    expect(out).not.toContain(TOKEN.slice(0, 12));
    expect(out).toContain("[REDACTED]");
  });

  it("the output cap too", () => {
    const out = truncateOutput(`${"x".repeat(41_000 - 20)}${TOKEN}`, 41_000, { redact });
    expect(out).not.toContain(TOKEN.slice(0, 12));
  });
});
