import { describe, expect, it } from "vitest";
import * as z from "zod";
import { defineTool, parametersOf, truncateOutput } from "../../../src/engine/tools/tool.ts";

describe("truncateOutput", () => {
  it("leaves short text alone", () => {
    expect(truncateOutput("abc", 3)).toBe("abc");
  });

  it("cuts to the byte cap and says how much is missing", () => {
    expect(truncateOutput("abcdefghij", 4)).toBe("abcd\n[output truncated: 6 more bytes]");
    expect(truncateOutput("abcdefghij", 4, "narrow it")).toBe(
      "abcd\n[output truncated: 6 more bytes; narrow it]",
    );
  });

  it("never splits a UTF-8 character", () => {
    // "é" is two bytes; a cap of 3 falls inside the second one.
    expect(truncateOutput("aéé", 4)).toBe("aé\n[output truncated: 2 more bytes]");
    expect(truncateOutput("😀😀", 5)).toBe("😀\n[output truncated: 4 more bytes]");
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
    expect(await tool.run(tool.input.parse({ text: "a", times: 2 }), { workspace: "/" })).toBe("aa");
    expect(parametersOf(z.object({}))).toEqual({ type: "object", properties: {} });
  });
});
