import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { withRepoConfig } from "../../../src/action/base-branch/repo-config.ts";
import { type InputName, readInputs } from "../../../src/action/inputs.ts";
import { parseConfig } from "../../../src/engine/config/parse.ts";
import { configJsonSchema, FILE_SETTINGS } from "../../../src/engine/config/schema.ts";
import { BatonError } from "../../../src/engine/errors.ts";
import { settingName } from "../../../src/engine/settings.ts";

/** What parseConfig made of a file: the settings it read, or the error it raised. */
function outcome(text: string): { settings?: Record<string, unknown>; error?: unknown } {
  try {
    return { settings: parseConfig(text).config.settings as Record<string, unknown> };
  } catch (error) {
    return { error };
  }
}

const inputs = () =>
  readInputs((name: InputName) => (name === "openai-api-key" ? "sk-test-0123456789abcdefghij" : ""));

describe(".github/baton.yml values read as inputs are", () => {
  // Was: numeric settings of the file go through `z.coerce.number()` (schema.ts
  // fileSetting reuses the input schema, which exists to read *strings*), so any YAML
  // value JavaScript can turn into a number is accepted silently:
  //   `run-timeout-minutes:` (null), `run-timeout-minutes: ""`, `run-timeout-minutes: false`
  //   all read as 0 = NO wall-clock limit (the default is 20); `max-turns: true` reads
  //   as 1 and `max-turns: [5]` as 5. An empty value should mean "not said" (as an empty
  //   input does) or be refused; a boolean or a list should be refused naming the key.
  it("does not read null, '', false, true or a list as a number", () => {
    const read = (text: string) => {
      const { settings, error } = outcome(text);
      return error ? "refused" : settings;
    };
    const unsetOrRefused = (v: unknown) => v === "refused" || JSON.stringify(v) === "{}";
    const got = {
      "run-timeout-minutes: (null)": read("run-timeout-minutes:\n"),
      "run-timeout-minutes: ''": read("run-timeout-minutes: ''\n"),
      "run-timeout-minutes: false": read("run-timeout-minutes: false\n"),
      "max-turns: true": read("max-turns: true\n"),
      "max-turns: [5]": read("max-turns: [5]\n"),
    };
    const wrong = Object.entries(got).filter(([, v]) => !unsetOrRefused(v));
    // Before: every one of them was read as a number (runTimeoutMinutes 0, maxTurns 1 / 5).
    expect(wrong).toEqual([]);
  });

  // Was: `recipes-path: ""` / `hooks-path: ""` pass the file's schema (a bare
  // z.string()), and withRepoConfig (src/action/base-branch/repo-config.ts) keeps ""
  // because it uses `??`. trusted-code.ts then resolves "" to the workspace root, so
  // every *.md at the repository's root becomes a recipe and every *.js/*.mjs there an
  // extension loaded in-process. An empty input means "the default" (inputs.ts `raw`);
  // the file's empty string should too, or be refused.
  it("an empty recipes-path / hooks-path in the file does not turn the repository root into the folder", () => {
    let config: ReturnType<typeof parseConfig>["config"];
    try {
      config = parseConfig("recipes-path: ''\nhooks-path: ''\n").config;
    } catch {
      return; // refusing it, naming the key, is an acceptable fix too
    }
    const merged = withRepoConfig(inputs(), config);
    expect(merged.recipesPath).toBe(".github/baton/recipes");
    expect(merged.hooksPath).toBe(".github/baton/hooks");
  });

  // Was: a file well under the 64 KB limit that nests flow lists deeply
  // (`x: [[[[…]]]]`, 10 000 levels = 20 KB) makes the yaml library overflow the stack,
  // and parseConfig lets the RangeError out: the job fails with "Maximum call stack size
  // exceeded" instead of the promised `.github/baton.yml:LINE: …` input error. parse.ts
  // parseConfig should catch it (and/or cap the nesting depth before composing) and
  // throw inputError naming the file.
  it("a deeply nested file is refused as an input error naming the file, not a stack overflow", () => {
    const text = `x: ${"[".repeat(10_000)}${"]".repeat(10_000)}\n`;
    expect(Buffer.byteLength(text)).toBeLessThan(64 * 1024);
    const { error } = outcome(text);
    expect(error).toBeInstanceOf(BatonError);
    expect((error as BatonError).kind).toBe("input");
    expect((error as Error).message).toContain(".github/baton.yml");
  });

  // Was: the shipped JSON Schema (schema/baton.schema.json) and the README's config
  // table, both generated from schema.ts, give no default for `model-timeout`,
  // `recipes-path` and `hooks-path`, while action.yml, the README's inputs table and the
  // code (INPUT_DEFAULTS, DEFAULT_RECIPES_PATH/DEFAULT_HOOKS_PATH, the model client's 300 s)
  // use 300, .github/baton/recipes and .github/baton/hooks. schema.ts fileSetting takes
  // the default from settingDefault(), which is "" for settings whose zod default is
  // absent; it should take the action's default (INPUT_DEFAULTS) instead.
  it("the JSON Schema's defaults agree with action.yml's for every setting the file holds", () => {
    const action = parse(readFileSync(new URL("../../../action.yml", import.meta.url), "utf8")) as {
      inputs: Record<string, { default?: string }>;
    };
    const props = configJsonSchema().properties as Record<string, { default?: unknown }>;
    const differ: string[] = [];
    for (const key of FILE_SETTINGS) {
      const name = settingName(key);
      const yml = action.inputs[name]?.default ?? "";
      if (yml === "") continue;
      const expected =
        yml === "true" || yml === "false" ? yml === "true" : Number.isNaN(Number(yml)) ? yml : Number(yml);
      if (props[name]?.default !== expected)
        differ.push(
          `${name}: action.yml ${JSON.stringify(expected)}, schema ${JSON.stringify(props[name]?.default)}`,
        );
    }
    expect(differ).toEqual([]);
  });
});
