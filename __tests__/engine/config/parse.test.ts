import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { configSchemaFile } from "../../../scripts/doc-tables.ts";
import { parseConfig } from "../../../src/engine/config/parse.ts";

const root = resolve(import.meta.dirname, "../../..");
const fails = (text: string) => {
  try {
    parseConfig(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("parsed without an error");
};

describe(".github/baton.yml", () => {
  it("reads the documented example whole, with no warning", () => {
    const { config, warnings } = parseConfig(
      readFileSync(resolve(root, "examples/baton-config.yml"), "utf8"),
    );
    expect(warnings).toEqual([]);
    expect(config.settings).toEqual({ model: "gpt-4.1-mini", maxRunCost: 0.5, runTimeoutMinutes: 15 });
    expect(config.language).toBe("en");
    expect(config.review.ignore).toContain("dist/**");
    expect(config.review.instructions[1]!.paths).toEqual(["migrations/**", "**/*.sql"]);
    expect(config.labels.map((l) => l.name)).toEqual(["bug", "enhancement"]);
    expect(config.models.get("my-company/coder-32b")).toEqual({
      contextWindow: 32768,
      pricing: { input: 0.2, output: 0.6 },
    });
    expect(config.mcpServers).toEqual({
      docs: {
        command: "npx",
        args: ["-y", "@acme/docs-mcp@1.4.2"],
        network: true,
        env: { DOCS_INDEX: "docs/index.json" },
      },
      tracker: {
        url: "https://mcp.tracker.example.com/mcp",
        headers: { Authorization: `Bearer \${TRACKER_TOKEN}` },
        timeout: 30,
      },
    });
  });

  it("refuses a secret written into mcp_servers, and a reference to Baton's own inputs", () => {
    const token = `ghp_${"a".repeat(36)}`;
    expect(
      fails(
        `mcp_servers:\n  docs:\n    url: https://x.example/mcp\n    headers:\n      Authorization: Bearer ${token}\n`,
      ),
    ).toBe(
      `.github/baton.yml:5: mcp_servers.docs.headers.Authorization: looks like a secret written into the file: pass it in the step's environment and write \${NAME} here`,
    );
    expect(
      fails(`mcp_servers:\n  docs:\n    command: node\n    env:\n      KEY: \${INPUT_API-KEY}\${INPUT_X}\n`),
    ).toMatch(/:5: mcp_servers\.docs\.env\.KEY: \$\{INPUT_X\} is Baton's own key or input, or the runner's/);
    expect(
      fails(
        `mcp_servers:\n  docs:\n    url: https://x.example/mcp\n    headers:\n      X: \${OPENAI_API_KEY}\n`,
      ),
    ).toMatch(/:5: mcp_servers\.docs\.headers\.X: \$\{OPENAI_API_KEY\} is Baton's own key/);
  });

  it("refuses a server name model APIs could not carry, and an entry that is neither kind", () => {
    expect(fails("mcp_servers:\n  my__docs:\n    command: node\n")).toBe(
      ".github/baton.yml:2: mcp_servers.my__docs: not a valid name (letters, digits, '-' and single '_')",
    );
    expect(fails("mcp_servers:\n  docs:\n    args: [x]\n")).toBe(
      ".github/baton.yml:2: mcp_servers.docs: expected a program (`command`, with `args`, `env`, `network`, `timeout`) or a Streamable HTTP server (`url`, with `headers`, `timeout`)",
    );
  });

  it("names the line and the key of a wrong value", () => {
    const text = [
      "model: gpt-4o",
      "review:",
      "  ignore:",
      '    - "dist/**"',
      '    - "*.lock"',
      "    - 3",
      "",
    ].join("\n");
    expect(fails(text)).toBe(".github/baton.yml:6: review.ignore[2]: expected a string");
  });

  it("says what a setting accepts, in the words the inputs use", () => {
    expect(fails("# settings\n\nmax-turns: many\n")).toBe(
      ".github/baton.yml:3: max-turns: expected a whole number of at least 1",
    );
    expect(fails("labels:\n  - description: no name\n")).toMatch(
      /^\.github\/baton\.yml:2: labels\[0\]\.name: expected a string$/,
    );
    expect(fails("models:\n  m:\n    input-price: 1\n")).toMatch(
      /:2: models\.m: give both input-price and output-price/,
    );
    expect(fails("review:\n  instructions:\n    - path: a\n")).toBe(
      ".github/baton.yml:3: review.instructions[0].instructions: expected a string",
    );
    expect(fails("models:\n  m:\n    context-window: -1\n")).toBe(
      ".github/baton.yml:3: models.m.context-window: expected number to be >0",
    );
  });

  it("warns about an unknown key by name and line, and reads the rest", () => {
    const { config, warnings } = parseConfig("model: gpt-4o\nreview:\n  ignor: [dist/**]\nlanguag: de\n");
    expect(warnings).toEqual([
      '.github/baton.yml:3: unknown key review.ignor is ignored (did you mean "ignore"?)',
      '.github/baton.yml:4: unknown key languag is ignored (did you mean "language"?)',
    ]);
    expect(config.settings.model).toBe("gpt-4o");
    expect(config.language).toBeUndefined();
    expect(
      parseConfig("review:\n  instructions:\n    - path: a\n      paht: b\n      instructions: x\n").warnings,
    ).toEqual([
      '.github/baton.yml:4: unknown key review.instructions[0].paht is ignored (did you mean "path"?)',
    ]);
  });

  it("fails on a file that is not YAML, or not a mapping, or too large", () => {
    expect(fails("model: gpt-4o\nreview: [unclosed\n")).toMatch(
      /^\.github\/baton\.yml:\d+: not valid YAML: /,
    );
    expect(fails("model: a\nmodel: b\n")).toMatch(/^\.github\/baton\.yml:2: not valid YAML: .*unique/);
    expect(fails("- a list\n")).toBe(".github/baton.yml:1: expected a mapping of keys to values");
    expect(fails(`tone: x\n#${"x".repeat(70_000)}\n`)).toMatch(/over the 65536-byte limit/);
  });

  it("an empty file is an empty configuration", () => {
    expect(parseConfig("# nothing yet\n").config.settings).toEqual({});
  });

  it("the shipped JSON Schema is the one the zod schema generates (npm run docs)", () => {
    expect(readFileSync(resolve(root, "schema/baton.schema.json"), "utf8")).toBe(configSchemaFile());
  });
});
