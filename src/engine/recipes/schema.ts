import * as z from "zod";
import { HOOK_EVENTS, type HookEvent } from "../hooks/events.ts";
import { KNOWN_TOOLS, parseMcpName } from "../tools/tool-names.ts";
import { clip } from "../util/text.ts";
import { RECIPE_NAME } from "./names.ts";

/**
 * The frontmatter of a recipe (docs/design.md#recipes).
 *
 * `name`: optional, and when given it must equal the file's base name
 * (`compact.md` → `compact`). The file name is what overrides a built-in and
 * what `/run <recipe>` looks up, so a `name:` that disagreed with it could only
 * mislead; the loader fills it in from the file name and rejects a mismatch.
 *
 * Unknown keys are rejected (a typo such as `outptu:` must not silently fall
 * back to a default).
 */

/**
 * Where a recipe's answer goes: a comment, a PR review, nowhere, or (`pull-request`) a comment under
 * which the files the run changed are delivered: a pull request in the action.
 */
export const RECIPE_OUTPUTS = ["comment", "review", "none", "pull-request"] as const;
export type RecipeOutput = (typeof RECIPE_OUTPUTS)[number];

export const SUMMARY_PLACEMENTS = ["user", "system"] as const;
export type SummaryPlacement = (typeof SUMMARY_PLACEMENTS)[number];

/**
 * Template variables the caller provides (see render.ts). A `defaults` key or
 * an argument may not take one of these names: it would hide the real value.
 */
export const RESERVED_VARIABLES = [
  "args",
  "repo",
  "issue",
  "pr",
  "comment",
  "conversation",
  "since_sha",
  "checks",
] as const;

/** A recipe name: what `/run <name>` and `baton run -r <name>` take. */

export const HookBindingSchema = z.strictObject({
  handler: z.string().min(1),
  once: z.boolean().default(false),
});
export type HookBinding = z.output<typeof HookBindingSchema>;

const hookShape = Object.fromEntries(HOOK_EVENTS.map((event) => [event, HookBindingSchema.optional()])) as {
  [E in HookEvent]: z.ZodOptional<typeof HookBindingSchema>;
};

export const RecipeFrontmatterSchema = z.strictObject({
  name: z.string().regex(RECIPE_NAME, "letters, digits, '-' and '_' only").optional(),
  description: z.string().trim().min(1),
  /** Omitted (undefined): the default read-only tool set. `[]`: no tools. */
  allowed_tools: z
    .array(z.string().min(1))
    .optional()
    .superRefine((tools, ctx) => {
      for (const [i, name] of (tools ?? []).entries())
        if (!KNOWN_TOOLS.includes(name) && !parseMcpName(name))
          ctx.addIssue({
            code: "custom",
            path: [i],
            message: `unknown tool "${name}"; the tools are ${KNOWN_TOOLS.join(", ")}, and an MCP server's as mcp__<server> (all its tools) or mcp__<server>__<tool>`,
          });
    }),
  /** argv[0] values the `shell` tool may run; empty: no shell. */
  allowed_commands: z.array(z.string().min(1)).default([]),
  /** The programs `shell` runs may reach the network; without it they have none. */
  network: z.boolean().default(false),
  /** What each of those programs may use, where not the sandbox's defaults (engine/sandbox/limits.ts). */
  limits: z
    .strictObject({
      processes: z.number().int().positive().optional(),
      memory_mb: z.number().int().positive().optional(),
      file_size_mb: z.number().int().positive().optional(),
      tmpfs_mb: z.number().int().positive().optional(),
    })
    .default({}),
  /** Variables passed to those programs besides PATH, HOME, the locale, TERM, TZ and CI; never a secret. */
  env: z.array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "a variable name")).default([]),
  /**
   * Globs (workspace-relative) of files the file tools may read although
   * `.gitignore` ignores them or their name marks a secrets file. `.git` stays closed.
   */
  read_paths: z.array(z.string().min(1)).default([]),
  defaults: z
    .record(z.string(), z.unknown())
    .default({})
    .superRefine((defaults, ctx) => {
      for (const key of Object.keys(defaults)) {
        if ((RESERVED_VARIABLES as readonly string[]).includes(key)) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: `"${key}" is a built-in template variable and cannot be given a default`,
          });
        }
      }
    }),
  output: z.enum(RECIPE_OUTPUTS).default("comment"),
  hooks: z.strictObject(hookShape).optional(),
  summary_placement: z.enum(SUMMARY_PLACEMENTS).default("user"),
});
export type RecipeFrontmatter = z.output<typeof RecipeFrontmatterSchema>;

export const RECIPE_KEYS = Object.keys(RecipeFrontmatterSchema.shape);

export type RecipeSource = "built-in" | "repo";

/** A loaded recipe: its frontmatter (defaults applied), its body and where it came from. */
export type Recipe = Omit<RecipeFrontmatter, "name"> & {
  name: string;
  /** The prompt template (Liquid), the file after its frontmatter. */
  body: string;
  /** Absolute path of the recipe file. */
  file: string;
  source: RecipeSource;
  /** A repository recipe that replaces the built-in of the same name. */
  overrides: boolean;
  /** 1-based line of the file where `body` starts, for error messages. */
  bodyLine?: number;
};

/**
 * One zod issue in words a recipe author understands, with the field path
 * (`hooks.turn_end.once`) it concerns; `key` is the offending key when the
 * problem is the key itself (an unknown key), so the loader can find its line.
 */
export function describeIssue(issue: z.core.$ZodIssue): {
  path: PropertyKey[];
  /** Where in the text to point: the unknown key itself rather than its parent. */
  at: PropertyKey[];
  problem: string;
} {
  const path = issue.path;
  const at = path;
  switch (issue.code) {
    case "unrecognized_keys": {
      const allowed = allowedKeysAt(path);
      const keys = issue.keys.map((k) => `"${k}"`).join(", ");
      const noun = issue.keys.length === 1 ? "unknown key" : "unknown keys";
      return {
        path,
        at: [...path, issue.keys[0]!],
        problem: `${noun} ${keys}${allowed ? ` (allowed: ${allowed.join(", ")})` : ""}`,
      };
    }
    case "invalid_value":
      return { path, at, problem: `expected one of ${issue.values.map(String).join("|")}${got(issue)}` };
    case "invalid_type":
      if (issue.input === undefined) return { path, at, problem: `required (${article(issue.expected)})` };
      return { path, at, problem: `expected ${article(issue.expected)}${got(issue)}` };
    case "too_small":
      if (issue.origin === "string") return { path, at, problem: "must not be empty" };
      return { path, at, problem: issue.message };
    case "invalid_format":
      return { path, at, problem: `invalid value${got(issue)}: ${issue.message}` };
    default:
      return { path, at, problem: issue.message };
  }
}

function allowedKeysAt(path: PropertyKey[]): string[] | undefined {
  if (path.length === 0) return RECIPE_KEYS;
  if (path.length === 1 && path[0] === "hooks") return [...HOOK_EVENTS];
  if (path.length === 2 && path[0] === "hooks") return Object.keys(HookBindingSchema.shape);
  return undefined;
}

function article(expected: string): string {
  switch (expected) {
    case "object":
    case "record":
      return "a mapping";
    case "array":
      return "a list";
    case "string":
      return "a string";
    case "boolean":
      return "true or false";
    default:
      return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
  }
}

function got(issue: { input?: unknown }): string {
  if (!("input" in issue)) return "";
  const input = issue.input;
  if (input === null) return ", got null";
  if (Array.isArray(input)) return ", got a list";
  if (input instanceof Date) return ", got a date";
  if (typeof input === "object") return ", got a mapping";
  if (typeof input === "string") return `, got "${clip(input, 40)}"`;
  return `, got ${typeof input === "boolean" ? String(input) : `${typeof input} ${String(input)}`}`;
}
