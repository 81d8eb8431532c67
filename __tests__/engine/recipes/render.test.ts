import path from "node:path";
import { describe, expect, it } from "vitest";
import { BatonError } from "../../../src/engine/errors.ts";
import { builtinRecipesDir, loadRecipes, parseRecipe } from "../../../src/engine/recipes/loader.ts";
import {
  type IssueVariables,
  type PullRequestVariables,
  type RenderInput,
  renderRecipe,
} from "../../../src/engine/recipes/render.ts";
import { folder, recipeText } from "./helpers.ts";

let n = 0;
/** A recipe parsed from frontmatter lines and a body, at a unique path. */
const recipe = (body: string, frontmatter: string[] = []) =>
  parseRecipe(recipeText(["description: test", ...frontmatter], body), `/tmp/render/r${++n}.md`);

function renderError(body: string, input: RenderInput = {}, frontmatter: string[] = []): BatonError {
  const r = recipe(body, frontmatter);
  try {
    renderRecipe(r, input);
  } catch (error) {
    expect(error).toBeInstanceOf(BatonError);
    expect((error as BatonError).kind).toBe("input");
    return error as BatonError;
  }
  throw new Error("expected rendering to fail");
}

const issue: IssueVariables = {
  number: 42,
  title: "Crash when the config is empty",
  body: "Steps: run it.\n\n```\nTypeError: x is undefined\n```",
  author: "alice",
  labels: ["bug", "needs-triage"],
  state: "open",
};
const pr: PullRequestVariables = {
  ...issue,
  number: 17,
  title: "Handle empty config",
  draft: false,
  base: "main",
  base_sha: "fedcba9876543210fedcba9876543210fedcba98",
  head_sha: "0123456789abcdef0123456789abcdef01234567",
  changed_files: ["src/config.ts", "test/config.test.ts"],
};

describe("variables", () => {
  it("uses defaults, overridden by arguments, and exposes the arguments as args", () => {
    const r = recipe(
      "focus={{ focus }} depth={{ depth }} given={% for a in args %}{{ a[0] }},{% endfor %}{% if args.depth %} ({{ args.depth }}){% endif %}",
      ["defaults: { focus: everything, depth: 1 }"],
    );
    expect(renderRecipe(r)).toBe("focus=everything depth=1 given=");
    expect(renderRecipe(r, { args: { depth: "3" } })).toBe("focus=everything depth=3 given=depth, (3)");
    expect(renderRecipe(r, { args: { focus: "", depth: "0" } })).toBe(
      "focus= depth=0 given=focus,depth, (0)",
    );
  });

  it("renders arguments that have no default", () => {
    const r = recipe("Hello {{ who }}{% for pair in args %}, {{ pair[0] }}={{ pair[1] }}{% endfor %}");
    expect(renderRecipe(r, { args: { who: "world", x: "1" } })).toBe("Hello world, who=world, x=1");
  });

  it("passes the context variables", () => {
    const r = recipe(
      "{{ repo }} #{{ pr.number }} {{ pr.base }} {{ pr.head_sha | slice: 0, 7 }} {{ pr.changed_files | join: ',' }} " +
        "{{ pr.labels | join: ',' }} {{ comment.author }}: {{ comment.body }} {{ conversation.id }} " +
        "{{ conversation.turns }} {{ conversation.tokens }} {{ since_sha }}",
    );
    const out = renderRecipe(r, {
      repo: "o/r",
      pr,
      comment: { author: "bob", body: "why?" },
      conversation: { id: "pr-17", turns: 3, tokens: 1200 },
      since_sha: "abc",
    });
    expect(out).toBe(
      "o/r #17 main 0123456 src/config.ts,test/config.test.ts bug,needs-triage bob: why? pr-17 3 1200 abc",
    );
  });

  it("lets {% if %} guard an absent optional variable", () => {
    const r = recipe(
      "{% if issue %}Issue #{{ issue.number }}{% else %}no issue{% endif %}|{% if pr and pr.title %}PR{% endif %}|" +
        "{% unless since_sha %}whole PR{% endunless %}",
    );
    expect(renderRecipe(r)).toBe("no issue||whole PR");
    expect(renderRecipe(r, { issue })).toBe("Issue #42||whole PR");
    expect(renderRecipe(r, { issue: undefined, since_sha: undefined })).toBe("no issue||whole PR");
  });

  it("treats an empty default as false in {% if %}", () => {
    const r = recipe("{% if focus %}Focus: {{ focus }}{% else %}no focus{% endif %}", [
      'defaults: { focus: "" }',
    ]);
    expect(renderRecipe(r)).toBe("no focus");
    expect(renderRecipe(r, { args: { focus: "tests" } })).toBe("Focus: tests");
  });

  it("refuses an argument that would hide a context variable", () => {
    expect(renderError("{{ issue.title }}", { issue, args: { issue: "spoof" } }).message).toMatch(
      /argument "issue" is reserved/,
    );
  });
});

describe("strict mode", () => {
  it("names an undefined variable, the recipe file and the file line", () => {
    const error = renderError("Line one\nline two\nFocus on {{ focus }}.\n");
    // Frontmatter: ---, description, --- → the body starts at line 4.
    expect(error.message).toMatch(/^\/tmp\/render\/r\d+\.md: undefined variable "focus" \(line 6\)/);
  });

  it("names an undefined property of a context variable", () => {
    expect(renderError("{{ issue.title }}").message).toMatch(
      /undefined variable "issue" \(line 4\); this run provides no issue \(guard it with \{% if issue %\}/,
    );
    expect(renderError("{{ issue.milestone }}", { issue }).message).toMatch(
      /undefined variable "issue.milestone"/,
    );
  });

  it("refuses an unknown filter at load", () => {
    expect(() => recipe("{{ 'x' | shout }}")).toThrowError(/undefined filter: shout \(line 4\)/);
  });

  it("shows a path inside the current directory relative to it", async () => {
    const file = path.join(process.cwd(), "recipes", "answer.md");
    const r = {
      ...(await loadRecipes({ builtinDir: builtinRecipesDir() })).get("answer"),
      body: "{{ nope }}",
    };
    expect(r.file).toBe(file);
    expect(() => renderRecipe(r)).toThrowError(/^recipes\/answer\.md: undefined variable "nope"/);
  });
});

describe("no file access", () => {
  it("refuses include, render and layout, even with a file next to the recipe", async () => {
    const dir = await folder({ "secret.txt": "TOP SECRET" });
    for (const tag of ["include", "render", "layout"]) {
      const body = `{% ${tag} 'secret.txt' %}`;
      const r = { file: path.join(dir, "r.md"), body, defaults: {} };
      expect(() => renderRecipe(r)).toThrowError(BatonError);
      expect(() => renderRecipe(r)).toThrowError(
        `{% ${tag} %} is not allowed: a recipe cannot read other files`,
      );
    }
  });

  it("refuses a dynamic include whose name comes from a variable", () => {
    const r = { file: "/tmp/render/dyn.md", body: "{% include name %}", defaults: { name: "/etc/passwd" } };
    expect(() => renderRecipe(r)).toThrowError(/is not allowed/);
  });
});

describe("built-in recipes render", () => {
  it("with the variables each needs, guarding the optional ones", async () => {
    const catalog = await loadRecipes({ builtinDir: builtinRecipesDir() });

    const compact = renderRecipe(catalog.get("compact"));
    expect(compact).toContain("# Conversation summary");
    expect(compact).not.toContain("<focus>");
    const focused = renderRecipe(catalog.get("compact"), { args: { focus: "keep the auth discussion" }, pr });
    expect(focused).toContain("keep the auth discussion");
    expect(focused).toContain("pull request #17");

    const whole = renderRecipe(catalog.get("pr-review"), { repo: "o/r", pr });
    expect(whole).toContain("Review the whole pull request.");
    expect(whole).toContain("`src/config.ts`");
    expect(whole).toContain("get_pr_diff");
    const incremental = renderRecipe(catalog.get("pr-review"), {
      repo: "o/r",
      pr,
      since_sha: "fedcba9876543210",
    });
    expect(incremental).toContain("Review the changes since `fedcba9876543210`");
    expect(incremental).not.toContain("Review the whole pull request.");

    const triage = renderRecipe(catalog.get("issue-triage"), { repo: "o/r", issue });
    expect(triage).toContain("TypeError: x is undefined");
    expect(triage).toContain("Labels now: bug, needs-triage.");

    const answerPr = renderRecipe(catalog.get("answer"), {
      pr,
      comment: { author: "bob", body: "Is this safe?" },
    });
    expect(answerPr).toContain("Is this safe?");
    expect(answerPr).toContain("pull request #17");
    const answerIssue = renderRecipe(catalog.get("answer"), { issue });
    expect(answerIssue).toContain("issue #42");
    expect(renderRecipe(catalog.get("answer"))).toContain("Answer the latest message");
  });

  it("tells the user which variable a recipe needs when it is run without it", async () => {
    const catalog = await loadRecipes({ builtinDir: builtinRecipesDir() });
    expect(() => renderRecipe(catalog.get("pr-review"))).toThrowError(
      /pr-review\.md: undefined variable "pr" \(line \d+\); this run provides no pr/,
    );
    expect(() => renderRecipe(catalog.get("issue-triage"))).toThrowError(
      /issue-triage\.md: undefined variable "issue"/,
    );
  });
});
