import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import { BatonError, failure, inputError } from "../errors.ts";
import { didYouMean } from "../util/text.ts";
import { RECIPE_NAME } from "./names.ts";
import { compileRecipe, displayPath } from "./render.ts";
import { describeIssue, type Recipe, RecipeFrontmatterSchema, type RecipeSource } from "./schema.ts";

export interface RecipeCatalog {
  /** The recipe of that name; an input error listing the available names when there is none. */
  get(name: string): Recipe;
  has(name: string): boolean;
  /** Every recipe, sorted by name. */
  list(): Recipe[];
}

export interface LoadRecipesOptions {
  /** The built-in recipes (`builtinRecipesDir()`). */
  builtinDir: string;
  /** The repository's recipes (`recipes-path`); a missing folder means none. */
  repoDir?: string;
}

/**
 * Load every recipe eagerly: the built-ins, then the repository's, a file of
 * the same name replacing the built-in. The first malformed file fails the
 * load with an input error naming the file, the line and what is wrong.
 * `README.md` in either folder is documentation, not a recipe, and is skipped.
 */
export async function loadRecipes(options: LoadRecipesOptions): Promise<RecipeCatalog> {
  const builtinDir = path.resolve(options.builtinDir);
  const builtinFiles = await recipeFiles(builtinDir);
  if (builtinFiles === undefined) throw failure(`the built-in recipes folder ${builtinDir} does not exist`);

  const recipes = new Map<string, Recipe>();
  for (const file of builtinFiles) {
    const recipe = parseRecipe(await readRecipe(file), file, "built-in");
    recipes.set(recipe.name, recipe);
  }
  if (options.repoDir !== undefined) {
    const repoFiles = (await recipeFiles(path.resolve(options.repoDir))) ?? [];
    for (const file of repoFiles) {
      const name = path.basename(file, ".md");
      const overrides = recipes.get(name)?.source === "built-in";
      const recipe = parseRecipe(await readRecipe(file), file, "repo", overrides);
      recipes.set(recipe.name, recipe);
    }
  }
  return catalog(recipes);
}

function catalog(recipes: Map<string, Recipe>): RecipeCatalog {
  const sorted = [...recipes.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    get(name) {
      const recipe = recipes.get(name);
      if (recipe) return recipe;
      const names = sorted.map((r) => r.name);
      throw inputError(
        `unknown recipe "${name}"${didYouMean(name, names)}; available recipes: ${names.join(", ") || "none"}`,
      );
    },
    has: (name) => recipes.has(name),
    list: () => [...sorted],
  };
}

/** The `*.md` files of a folder, sorted; undefined when the folder does not exist. */
async function recipeFiles(dir: string): Promise<string[] | undefined> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    if (code === "ENOTDIR") throw inputError(`recipes path ${displayPath(dir)} is not a folder`);
    throw inputError(
      `cannot read the recipes folder ${displayPath(dir)}: ${(error as Error).message}`,
      error,
    );
  }
  return entries
    .filter(
      (e) =>
        (e.isFile() || e.isSymbolicLink()) && e.name.endsWith(".md") && e.name.toLowerCase() !== "readme.md",
    )
    .map((e) => path.join(dir, e.name))
    .sort();
}

async function readRecipe(file: string): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    throw inputError(`${displayPath(file)}: cannot read the recipe: ${(error as Error).message}`, error);
  }
}

/** Frontmatter may only be YAML: gray-matter would `eval` a `---js` block. */
const refuse = (): object => {
  throw new Error("only YAML frontmatter is allowed");
};
const MATTER_OPTIONS = {
  language: "yaml",
  engines: { javascript: refuse, js: refuse, coffee: refuse, json: refuse },
};

/**
 * Parse one recipe file's text. The name is the file's base name; a `name:` in
 * the frontmatter must agree with it. Throws an input error naming the file,
 * the line (where there is one) and what is wrong.
 */
export function parseRecipe(
  text: string,
  file: string,
  source: RecipeSource = "repo",
  overrides = false,
): Recipe {
  const where = displayPath(file);
  const name = path.basename(file, ".md");
  if (!RECIPE_NAME.test(name)) {
    throw inputError(
      `${where}: the file name is the recipe's name and may hold only letters, digits, '-' and '_'`,
    );
  }
  const content = text.startsWith("\uFEFF") ? text.slice(1) : text;

  if (!content.startsWith("---") || content.charAt(3) === "-") {
    throw inputError(
      `${where}: missing frontmatter: a recipe starts with a "---" line, then YAML (at least \`description:\`), then a closing "---" line`,
    );
  }
  const firstBreak = content.search(/\r?\n/);
  const language = content.slice(3, firstBreak === -1 ? undefined : firstBreak).trim();
  if (language !== "" && !/^ya?ml$/i.test(language)) {
    throw inputError(`${where}: line 1: the frontmatter must be YAML, not "${language}"`);
  }
  const close = firstBreak === -1 ? -1 : content.indexOf("\n---", firstBreak);
  if (close === -1) throw inputError(`${where}: the frontmatter is not closed: add a "---" line after it`);
  /** 1-based line of the closing `---`. */
  const closeLine = lineAt(content, close + 1);

  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(content, MATTER_OPTIONS);
  } catch (error) {
    throw frontmatterError(where, closeLine, error);
  }

  const result = RecipeFrontmatterSchema.safeParse(parsed.data, { reportInput: true });
  const frontmatterLines = content.slice(0, close).split("\n").slice(1);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const { path: field, at, problem } = describeIssue(issue);
      const line = at.length > 0 ? findKeyLine(frontmatterLines, at) : undefined;
      const label = field.length > 0 ? field.map(String).join(".") : "frontmatter";
      return `${label}: ${problem}${line === undefined ? "" : ` (line ${line})`}`;
    });
    throw inputError(
      problems.length === 1
        ? `${where}: ${problems[0]}`
        : `${where}: ${problems.length} problems:${problems.map((p) => `\n  - ${p}`).join("")}`,
    );
  }
  const data = result.data;
  if (data.name !== undefined && data.name !== name) {
    const line = findKeyLine(frontmatterLines, ["name"]);
    throw inputError(
      `${where}: name: "${data.name}" does not match the file name "${name}.md"${line === undefined ? "" : ` (line ${line})`}; rename one of them or drop \`name:\``,
    );
  }

  const body = parsed.content;
  const bodyLine = content.endsWith(body) ? lineAt(content, content.length - body.length) : closeLine + 1;
  const recipe: Recipe = { ...data, name, body, file: path.resolve(file), source, overrides, bodyLine };
  compileRecipe(recipe);
  return recipe;
}

function frontmatterError(where: string, closeLine: number, error: unknown): BatonError {
  if (error instanceof BatonError) return error;
  const yaml = error as { name?: unknown; reason?: unknown; mark?: { line?: unknown } };
  if (yaml?.name === "YAMLException" && typeof yaml.mark?.line === "number") {
    // gray-matter hands js-yaml the text after the opening `---` (starting with
    // the rest of line 1), so the mark's 0-based line is the file's 1-based
    // line. An error at the end of the YAML points at the last line of it.
    const line = Math.max(2, Math.min(yaml.mark.line + 1, closeLine - 1));
    const reason = typeof yaml.reason === "string" ? yaml.reason : String((error as Error).message);
    return inputError(`${where}: line ${line}: invalid YAML: ${reason}`, error);
  }
  const message = error instanceof Error ? error.message : String(error);
  return inputError(`${where}: invalid frontmatter: ${message}`, error);
}

/** 1-based line number of the character at `index`. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/**
 * The file line of the key a field path points at (`hooks.turn_end.once`),
 * found in the frontmatter text: each segment is looked for inside its
 * parent's block (deeper indentation) or in a flow mapping on the parent's
 * line. Falls back to the deepest ancestor found; undefined if none is.
 * `lines[0]` is file line 2.
 */
function findKeyLine(lines: string[], keyPath: PropertyKey[]): number | undefined {
  let found: number | undefined;
  let parentIndent = -1;
  let from = 0;
  let fromColumn = 0;
  for (const segment of keyPath) {
    if (typeof segment !== "string") continue;
    const key = segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // A top-level key sits at column 0; failing that (odd indentation), take any.
    const patterns =
      found === undefined
        ? [new RegExp(`^["']?${key}["']?\\s*:`), new RegExp(`^\\s*["']?${key}["']?\\s*:`)]
        : [new RegExp(`(^\\s*|[{,]\\s*)["']?${key}["']?\\s*:`)];
    let hit: { index: number; column: number } | undefined;
    for (const pattern of patterns) {
      hit = findIn(lines, pattern, from, fromColumn, found === undefined ? undefined : parentIndent);
      if (hit) break;
    }
    if (!hit) break;
    found = hit.index;
    parentIndent = lines[hit.index]!.search(/\S/);
    from = hit.index;
    fromColumn = hit.column;
  }
  return found === undefined ? undefined : found + 2;
}

/** The first match of `pattern` from (`from`, `fromColumn`) on, within the block deeper than `parentIndent`. */
function findIn(
  lines: string[],
  pattern: RegExp,
  from: number,
  fromColumn: number,
  parentIndent: number | undefined,
): { index: number; column: number } | undefined {
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    if (i > from && parentIndent !== undefined && /\S/.test(line) && !/^\s*#/.test(line)) {
      if (line.search(/\S/) <= parentIndent) return undefined;
    }
    const start = i === from ? fromColumn : 0;
    const match = pattern.exec(line.slice(start));
    if (match) return { index: i, column: start + match.index + match[0].length };
  }
  return undefined;
}

/**
 * The built-in `recipes/` folder at the package root: found by walking up from
 * this module (src/engine/recipes/ when run from source, dist/ when bundled) to
 * the first folder holding both `package.json` and `recipes/compact.md`.
 */
export function builtinRecipesDir(moduleUrl: string = import.meta.url): string {
  const cached = builtinDirs.get(moduleUrl);
  if (cached) return cached;
  const start = path.dirname(fileURLToPath(moduleUrl));
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json")) && existsSync(path.join(dir, "recipes", "compact.md"))) {
      const found = path.join(dir, "recipes");
      builtinDirs.set(moduleUrl, found);
      return found;
    }
    if (path.dirname(dir) === dir) break;
  }
  throw failure(`cannot find the built-in recipes: no recipes/compact.md above ${start}`);
}
const builtinDirs = new Map<string, string>();
