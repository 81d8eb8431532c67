import { symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { BatonError } from "../../../src/engine/errors.ts";
import { builtinRecipesDir, loadRecipes, parseRecipe } from "../../../src/engine/recipes/loader.ts";
import { folder, recipeText } from "./helpers.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const builtinDir = path.join(root, "recipes");

/** The input error parseRecipe throws for this text (fails the test if it loads). */
function errorOf(text: string, file = "/tmp/x/broken.md"): BatonError {
  try {
    parseRecipe(text, file);
  } catch (error) {
    expect(error).toBeInstanceOf(BatonError);
    expect((error as BatonError).kind).toBe("input");
    return error as BatonError;
  }
  throw new Error("expected the recipe to be refused");
}

describe("built-in recipes", () => {
  it("loads the built-ins with one-line descriptions", async () => {
    const catalog = await loadRecipes({ builtinDir });
    const names = catalog.list().map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(["answer", "compact", "issue-triage", "pr-review"]));
    expect(names).toEqual([...names].sort());
    for (const recipe of catalog.list()) {
      expect(recipe.source).toBe("built-in");
      expect(recipe.overrides).toBe(false);
      expect(recipe.description.length).toBeGreaterThan(10);
      expect(recipe.description).not.toContain("\n");
      expect(recipe.file).toBe(path.join(builtinDir, `${recipe.name}.md`));
      expect(recipe.body.trim().length).toBeGreaterThan(200);
    }
  });

  it("gives compact no tools, the swap_context hook and no output", async () => {
    const compact = (await loadRecipes({ builtinDir })).get("compact");
    expect(compact.allowed_tools).toEqual([]);
    expect(compact.output).toBe("none");
    expect(compact.hooks).toEqual({ turn_end: { handler: "swap_context", once: true } });
    expect(compact.defaults).toEqual({ focus: "" });
    expect(compact.summary_placement).toBe("user");
  });

  it("posts pr-review as a review and the others as comments, with the default tools", async () => {
    const catalog = await loadRecipes({ builtinDir });
    expect(catalog.get("pr-review").output).toBe("review");
    expect(catalog.get("issue-triage").output).toBe("comment");
    expect(catalog.get("answer").output).toBe("comment");
    for (const name of ["pr-review", "issue-triage", "answer"]) {
      expect(catalog.get(name).allowed_tools).toBeUndefined();
      expect(catalog.get(name).allowed_commands).toEqual([]);
    }
  });

  it("refuses an unknown name, listing the available ones", async () => {
    const catalog = await loadRecipes({ builtinDir });
    expect(catalog.has("nope")).toBe(false);
    expect(catalog.has("answer")).toBe(true);
    expect(() => catalog.get("nope")).toThrowError(BatonError);
    expect(() => catalog.get("nope")).toThrowError(
      /unknown recipe "nope".*answer, changelog, compact, describe, implement, issue-triage, pr-review/,
    );
  });

  it("finds the built-in folder from the source tree and from a bundle in dist/", () => {
    expect(builtinRecipesDir()).toBe(builtinDir);
    expect(builtinRecipesDir(pathToFileURL(path.join(root, "dist", "cli.js")).href)).toBe(builtinDir);
    expect(builtinRecipesDir(pathToFileURL(path.join(root, "dist", "index.js")).href)).toBe(builtinDir);
  });

  it("fails plainly when there is no built-in folder", async () => {
    const empty = await folder();
    expect(() => builtinRecipesDir(pathToFileURL(path.join(empty, "dist", "cli.js")).href)).toThrowError(
      /cannot find the built-in recipes/,
    );
    await expect(loadRecipes({ builtinDir: path.join(empty, "missing") })).rejects.toThrowError(BatonError);
  });
});

describe("repository recipes", () => {
  it("overrides a built-in by file name and adds new ones", async () => {
    const repoDir = await folder({
      "compact.md": recipeText(["description: Our own compaction", "allowed_tools: []"], "Summarize.\n"),
      "hello.md": recipeText(["description: Say hello"], "Hello {{ who }}\n"),
      "README.md": "These are our recipes.\n",
      "notes.txt": "not a recipe",
    });
    const catalog = await loadRecipes({ builtinDir, repoDir });
    const compact = catalog.get("compact");
    expect(compact).toMatchObject({
      name: "compact",
      description: "Our own compaction",
      source: "repo",
      overrides: true,
      file: path.join(repoDir, "compact.md"),
      output: "comment",
      body: "Summarize.\n",
    });
    expect(compact.hooks).toBeUndefined();
    expect(catalog.get("hello")).toMatchObject({ source: "repo", overrides: false });
    expect(catalog.get("answer").source).toBe("built-in");
    expect(catalog.has("README")).toBe(false);
    expect(catalog.has("notes")).toBe(false);
    expect(catalog.list().map((r) => r.name)).toEqual([
      "answer",
      "changelog",
      "compact",
      "describe",
      "hello",
      "implement",
      "issue-triage",
      "pr-review",
    ]);
  });

  it("treats a missing recipes folder as no repository recipes", async () => {
    const catalog = await loadRecipes({ builtinDir, repoDir: path.join(await folder(), "nope") });
    expect(catalog.list().every((r) => r.source === "built-in")).toBe(true);
  });

  it("refuses a recipes path that is a file", async () => {
    const dir = await folder({ "file.md": "x" });
    await expect(loadRecipes({ builtinDir, repoDir: path.join(dir, "file.md") })).rejects.toThrowError(
      /is not a folder/,
    );
  });

  it("fails the load on the first malformed file, naming it", async () => {
    const repoDir = await folder({
      "a-good.md": recipeText(["description: fine"]),
      "b-bad.md": recipeText(["description: fine", "output: sometimes"]),
    });
    const load = loadRecipes({ builtinDir, repoDir });
    await expect(load).rejects.toThrowError(BatonError);
    await expect(load).rejects.toThrowError(`${path.join(repoDir, "b-bad.md")}: output: expected one of`);
  });

  it("fails on an unreadable recipe file, naming it", async () => {
    const repoDir = await folder({ "sub.md/inner": "a folder named like a recipe is skipped" });
    await symlink(path.join(repoDir, "gone.md"), path.join(repoDir, "dangling.md"));
    await expect(loadRecipes({ builtinDir, repoDir })).rejects.toThrowError(
      /dangling\.md: cannot read the recipe/,
    );
  });
});

describe("frontmatter", () => {
  it("applies the frontmatter's defaults", () => {
    const recipe = parseRecipe(recipeText(["description: Minimal"]), "/tmp/x/minimal.md");
    expect(recipe).toMatchObject({
      name: "minimal",
      description: "Minimal",
      allowed_commands: [],
      defaults: {},
      output: "comment",
      summary_placement: "user",
      source: "repo",
      overrides: false,
      body: "Do the thing.\n",
      bodyLine: 4,
    });
    expect(recipe.allowed_tools).toBeUndefined();
    expect(recipe.hooks).toBeUndefined();
  });

  it("reads every field", () => {
    const recipe = parseRecipe(
      recipeText([
        "name: full",
        "description: Everything",
        "allowed_tools: [read_file, shell]",
        "allowed_commands:",
        "  - npm",
        "  - git",
        "defaults: { focus: tests, depth: 2 }",
        "output: review",
        "hooks:",
        "  turn_end:",
        "    handler: swap_context",
        "  agent_stop: { handler: notify, once: true }",
        "summary_placement: system",
      ]),
      "/tmp/x/full.md",
    );
    expect(recipe).toMatchObject({
      name: "full",
      allowed_tools: ["read_file", "shell"],
      allowed_commands: ["npm", "git"],
      defaults: { focus: "tests", depth: 2 },
      output: "review",
      hooks: {
        turn_end: { handler: "swap_context", once: false },
        agent_stop: { handler: "notify", once: true },
      },
      summary_placement: "system",
    });
  });

  it("accepts a byte-order mark, CRLF line ends and a ---yaml opener", () => {
    const text = "\uFEFF---yaml\r\ndescription: Windows\r\n---\r\nBody {{ x }}\r\n";
    const recipe = parseRecipe(text, "/tmp/x/crlf.md");
    expect(recipe.description).toBe("Windows");
    expect(recipe.body).toBe("Body {{ x }}\r\n");
    expect(recipe.bodyLine).toBe(4);
  });

  it("refuses a file without frontmatter", () => {
    expect(errorOf("Just a prompt.\n").message).toMatch(/^\/tmp\/x\/broken\.md: missing frontmatter/);
    expect(errorOf("").message).toMatch(/missing frontmatter/);
    expect(errorOf("-----\ndescription: x\n-----\n").message).toMatch(/missing frontmatter/);
  });

  it("refuses frontmatter that is never closed", () => {
    expect(errorOf("---\ndescription: x\nbody\n").message).toMatch(/frontmatter is not closed/);
    expect(errorOf("---").message).toMatch(/frontmatter is not closed/);
  });

  it("refuses non-YAML frontmatter without evaluating it", () => {
    const g = globalThis as { batonPwned?: boolean };
    const text = "---js\n{ description: (globalThis.batonPwned = true, 'x') }\n---\nbody\n";
    expect(errorOf(text).message).toMatch(/line 1: the frontmatter must be YAML, not "js"/);
    expect(errorOf(text.replace("---js", "---javascript")).message).toMatch(/must be YAML/);
    expect(g.batonPwned).toBeUndefined();
  });

  it("refuses an empty frontmatter: description is required", () => {
    expect(errorOf("---\n---\nbody\n").message).toBe("/tmp/x/broken.md: description: required (a string)");
  });
});

describe("malformed YAML names the file and the line", () => {
  it.each([
    ["bad indentation", ["description: x", "output: review", "  extra: 1"], 4],
    ["a key without a value", ["description: x", "", "foo: : bar"], 4],
    ["a duplicated key", ["description: x", "output: review", "description: y"], 4],
    ["an unclosed flow list at the end", ["description: x", "allowed_tools: [read_file"], 3],
    ["an unclosed quote", ['description: "x', "output: none"], 3],
  ])("%s", (_what, lines, line) => {
    const error = errorOf(recipeText(lines));
    expect(error.message).toMatch(new RegExp(`^/tmp/x/broken\\.md: line ${line}: invalid YAML: `));
  });

  it("counts CRLF lines the same", () => {
    const error = errorOf("---\r\ndescription: x\r\noutput: review\r\n  extra: 1\r\n---\r\nbody\r\n");
    expect(error.message).toMatch(/: line 4: invalid YAML/);
  });
});

describe("schema violations name the field and its line", () => {
  it("an unknown key", () => {
    const error = errorOf(recipeText(["description: x", "outptu: review"]));
    expect(error.message).toBe(
      '/tmp/x/broken.md: frontmatter: unknown key "outptu" (allowed: name, description, allowed_tools, allowed_commands, network, limits, env, read_paths, defaults, output, hooks, summary_placement) (line 3)',
    );
  });

  it("limits: positive whole numbers of the four it knows", () => {
    const recipe = parseRecipe(
      recipeText(["description: x", "limits: { processes: 64, tmpfs_mb: 16 }"]),
      "/tmp/x/limited.md",
    );
    expect(recipe.limits).toEqual({ processes: 64, tmpfs_mb: 16 });
    expect(errorOf(recipeText(["description: x", "limits: { processes: 0 }"])).message).toMatch(/processes/);
    expect(errorOf(recipeText(["description: x", "limits: { cpu: 1 }"])).message).toMatch(/cpu/);
  });

  it("a bad output value", () => {
    const error = errorOf(recipeText(["description: x", "output: issue"]));
    expect(error.message).toBe(
      '/tmp/x/broken.md: output: expected one of comment|review|none|pull-request, got "issue" (line 3)',
    );
  });

  it("a missing description", () => {
    expect(errorOf(recipeText(["output: none"])).message).toBe(
      "/tmp/x/broken.md: description: required (a string)",
    );
    expect(errorOf(recipeText(['description: "  "'])).message).toMatch(
      /description: must not be empty \(line 2\)/,
    );
  });

  it("a description that YAML reads as another type", () => {
    expect(errorOf(recipeText(["description: 12"])).message).toMatch(
      /description: expected a string, got number 12 \(line 2\)/,
    );
  });

  it("nested hook fields, in block and flow style", () => {
    const block = errorOf(
      recipeText(["description: x", "hooks:", "  turn_end:", "    handler: h", "    once: often"]),
    );
    expect(block.message).toBe(
      '/tmp/x/broken.md: hooks.turn_end.once: expected true or false, got "often" (line 6)',
    );
    const flow = errorOf(recipeText(["description: x", "hooks: { turn_end: { handler: h, once: 3 } }"]));
    expect(flow.message).toMatch(/hooks\.turn_end\.once: expected true or false, got number 3 \(line 3\)/);
    const event = errorOf(recipeText(["description: x", "hooks:", "  turn_ended: { handler: h }"]));
    expect(event.message).toMatch(
      /hooks: unknown key "turn_ended" \(allowed: user_message_send, .*\) \(line 4\)/,
    );
    const handler = errorOf(recipeText(["description: x", "hooks:", "  turn_end: { once: true }"]));
    expect(handler.message).toMatch(/hooks\.turn_end\.handler: required \(a string\) \(line 4\)/);
  });

  it("lists of the wrong shape", () => {
    expect(errorOf(recipeText(["description: x", "allowed_tools: read_file"])).message).toMatch(
      /allowed_tools: expected a list, got "read_file" \(line 3\)/,
    );
    expect(errorOf(recipeText(["description: x", "allowed_commands: [git, 3]"])).message).toMatch(
      /allowed_commands\.1: expected a string, got number 3 \(line 3\)/,
    );
  });

  it("a default that would hide a context variable", () => {
    expect(errorOf(recipeText(["description: x", "defaults:", "  focus: a", "  issue: 3"])).message).toMatch(
      /defaults\.issue: "issue" is a built-in template variable and cannot be given a default \(line 5\)/,
    );
  });

  it("a frontmatter that is not a mapping", () => {
    expect(errorOf(recipeText(["- a", "- b"])).message).toBe(
      "/tmp/x/broken.md: frontmatter: expected a mapping, got a list",
    );
  });

  it("a name that differs from the file name", () => {
    expect(errorOf(recipeText(["description: x", "name: other"])).message).toMatch(
      /^\/tmp\/x\/broken\.md: name: "other" does not match the file name "broken\.md" \(line 3\)/,
    );
  });

  it("a file name that cannot be a recipe name", () => {
    expect(errorOf(recipeText(["description: x"]), "/tmp/x/my recipe.md").message).toMatch(/file name/);
  });

  it("lists every problem of the file", () => {
    const message = errorOf(recipeText(["output: nope", "summary_placement: middle"])).message;
    expect(message).toMatch(/^\/tmp\/x\/broken\.md: 3 problems:\n {2}- /);
    expect(message).toContain("description: required");
    expect(message).toContain("output: expected one of comment|review|none|pull-request");
    expect(message).toContain("summary_placement: expected one of user|system");
  });
});

describe("the body", () => {
  it("fails at load on a template syntax error, with the file line", () => {
    const error = errorOf(recipeText(["description: x"], "one\ntwo {% if %}\n"));
    expect(error.message).toMatch(/^\/tmp\/x\/broken\.md: .* \(line 5\)$/);
  });

  it("refuses include, render and layout at load", () => {
    for (const tag of [
      "{% include 'x' %}",
      "{% render 'x' %}",
      "{% layout 'x' %}",
      "{% liquid\ninclude 'x' %}",
    ]) {
      expect(errorOf(recipeText(["description: x"], tag)).message).toMatch(
        /is not allowed: a recipe cannot read/,
      );
    }
  });

  it("loads a recipe whose body references files that exist next to it, without reading them", async () => {
    const dir = await folder({ "secret.txt": "TOP SECRET" });
    const file = path.join(dir, "uses.md");
    await writeFile(file, recipeText(["description: x"], "{% include 'secret.txt' %}"));
    await expect(loadRecipes({ builtinDir, repoDir: dir })).rejects.toThrowError(/is not allowed/);
  });
});

describe("allowed_tools", () => {
  // Was: the schema refuses unknown keys so that "a typo must not silently fall back to a
  // default", and `baton recipes` is where an author checks a recipe. But `allowed_tools: [reed_file,
  // grep]` loads and lists without complaint; at run time the misspelled tool is dropped with a
  // warning in the job log and the model works without it (with only misspelled names: with no
  // tools at all). Tool names are a fixed list (KNOWN_TOOLS): refuse an unknown one when the recipe
  // is loaded, naming the file and the line, as every other frontmatter mistake is.
  it("an unknown tool in allowed_tools is refused when the recipe is loaded", async () => {
    const text = "---\ndescription: Check the docs\nallowed_tools: [reed_file, grep]\n---\nRead the docs.\n";
    const file = path.join(await folder(), "docs-check.md");
    expect(() => parseRecipe(text, file)).toThrow(/docs-check\.md: .*reed_file/);
  });
});
