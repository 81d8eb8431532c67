import path from "node:path";
import { type FS, Liquid, LiquidError, type Template, UndefinedVariableError } from "liquidjs";
import { BatonError, inputError } from "../errors.ts";
import { RESERVED_VARIABLES, type Recipe } from "./schema.ts";

/** An issue as a recipe sees it (`{{ issue.title }}`). */
export interface IssueVariables {
  number: number;
  title: string;
  body: string;
  author: string;
  labels: string[];
  state: string;
}

/** A pull request as a recipe sees it (`{{ pr.head_sha }}`). */
export interface PullRequestVariables extends IssueVariables {
  /** The base branch name. */
  base: string;
  /** Whether the PR is a draft (`{% unless pr.draft %}`). */
  draft: boolean;
  /** The base branch's commit the PR was compared with when the run started. */
  base_sha: string;
  head_sha: string;
  /** Paths of the files the PR changes (`{{ pr.changed_files | size }}` for the count). */
  changed_files: string[];
}

/** The comment that triggered the run. */
export interface CommentVariables {
  body: string;
  author: string;
}

export interface ConversationVariables {
  id: string;
  /** User turns so far. */
  turns: number;
  /** Tokens of the current context. */
  tokens: number;
}

/**
 * Context variables the caller passes in (docs/design.md#recipes). A variable left undefined
 * is absent from the template: `{% if issue %}` is false and `{{ issue.title }}`
 * is an "undefined variable" error.
 */
export interface RecipeVariables {
  /** "owner/name". */
  repo?: string;
  issue?: IssueVariables;
  pr?: PullRequestVariables;
  comment?: CommentVariables;
  conversation?: ConversationVariables;
  /** The head commit reviewed last time (incremental review). */
  since_sha?: string;
  /** The repository's checks (`checks:` in .github/baton.yml), which `run_checks` runs. */
  checks?: string[];
}

export interface RenderInput extends RecipeVariables {
  /** Arguments of the command or dispatch (`key=value`); they override `defaults`. */
  args?: Record<string, unknown>;
}

/** What rendering needs of a recipe (a whole `Recipe` will do). */
export type RenderableRecipe = Pick<Recipe, "file" | "body" | "defaults"> & Partial<Pick<Recipe, "bodyLine">>;

/** A file system that has no files: partials and layouts can never read the disk. */
const noFiles: FS = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async (file) => {
    throw new Error(`recipes cannot read files (${file})`);
  },
  readFileSync: (file) => {
    throw new Error(`recipes cannot read files (${file})`);
  },
  resolve: (_dir, file) => file,
  contains: async () => false,
  containsSync: () => false,
};

/**
 * One engine for every recipe. Strict: an undefined variable or filter is an
 * error, except that a lone undefined variable in `{% if %}` / `{% unless %}`
 * is simply false (`lenientIf`), so optional context such as `issue` can be
 * guarded. `jsTruthy`: an empty string is false too, so `{% if focus %}` does
 * what a recipe author means when `focus` defaults to "". Nothing can be read
 * from disk: `include`, `render` and `layout` are refused when the template
 * is parsed, and the file system behind them has no files anyway.
 */
const engine = new Liquid({
  strictVariables: true,
  strictFilters: true,
  lenientIf: true,
  jsTruthy: true,
  ownPropertyOnly: true,
  fs: noFiles,
  root: [],
  partials: [],
  layouts: [],
  relativeReference: false,
  // Named, so dates render alike on every machine, and because finding the system's locale
  // starts Intl (about 13 ms, paid by every run and every `baton recipes`).
  locale: "en-US",
  cache: false,
  // A recipe is a prompt, not a program: bound the work a template can cause.
  parseLimit: 1_000_000,
  renderLimit: 5_000,
  memoryLimit: 100_000_000,
});

for (const tag of ["include", "render", "layout"]) {
  engine.registerTag(tag, {
    parse() {
      throw new Error(`{% ${tag} %} is not allowed: a recipe cannot read other files`);
    },
    render() {
      return "";
    },
  });
}

const parsed = new Map<string, { body: string; templates: Template[] }>();

/**
 * Parse a recipe's body (cached per file while the body is unchanged). The
 * loader calls this so a template syntax error fails when recipes are loaded.
 */
export function compileRecipe(recipe: RenderableRecipe): Template[] {
  const hit = parsed.get(recipe.file);
  if (hit && hit.body === recipe.body) return hit.templates;
  let templates: Template[];
  try {
    templates = engine.parse(recipe.body);
  } catch (error) {
    throw templateError(recipe, error);
  }
  parsed.set(recipe.file, { body: recipe.body, templates });
  return templates;
}

/** Render a recipe's prompt with its defaults, the arguments and the context variables. */
export function renderRecipe(recipe: RenderableRecipe, input: RenderInput = {}): string {
  const { args = {}, ...context } = input;
  for (const key of Object.keys(args)) {
    if ((RESERVED_VARIABLES as readonly string[]).includes(key)) {
      throw inputError(
        `${displayPath(recipe.file)}: argument "${key}" is reserved (a built-in template variable)`,
      );
    }
  }
  const scope: Record<string, unknown> = { ...recipe.defaults, ...args, args: { ...args } };
  for (const [key, value] of Object.entries(context)) {
    if (value !== undefined) scope[key] = value;
  }
  const templates = compileRecipe(recipe);
  try {
    return String(engine.renderSync(templates, scope));
  } catch (error) {
    throw templateError(recipe, error);
  }
}

function templateError(recipe: RenderableRecipe, error: unknown): BatonError {
  if (error instanceof BatonError) return error;
  const file = displayPath(recipe.file);
  if (error instanceof LiquidError) {
    const [bodyLine] = error.token?.getPosition?.() ?? [];
    const line = bodyLine === undefined ? "" : ` (line ${bodyLine + (recipe.bodyLine ?? 1) - 1})`;
    const original = error.originalError as (Error & { variableName?: unknown }) | undefined;
    if (error instanceof UndefinedVariableError && typeof original?.variableName === "string") {
      const name = original.variableName;
      const root = name.split(/[.[]/)[0] ?? name;
      const hint = (RESERVED_VARIABLES as readonly string[]).includes(root)
        ? root === name
          ? `; this run provides no ${name} (guard it with {% if ${name} %} if the recipe can do without)`
          : ""
        : /^[\w-]+$/.test(name)
          ? `; pass it as an argument (${name}=…) or give it a default`
          : "";
      return inputError(`${file}: undefined variable "${name}"${line}${hint}`, error);
    }
    const what = (original?.message ?? error.message).replace(/, line:\d+, col:\d+$/, "");
    return inputError(`${file}: ${what}${line}`, error);
  }
  return inputError(
    `${file}: cannot render the recipe: ${error instanceof Error ? error.message : String(error)}`,
    error,
  );
}

/** A path as the user would type it: relative to the current directory when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}
