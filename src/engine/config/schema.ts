import * as z from "zod";
import { strategies } from "../compaction/strategies/registry.ts";
import { McpServersSchema } from "../mcp/config.ts";
import {
  CompactStrategySchema,
  type Settings,
  SettingsSchema,
  settingAccepts,
  settingDefault,
  settingName,
  UNSET_MEANS,
  YesNoSchema,
} from "../settings.ts";
import { tidySchema } from "../util/json-schema.ts";

/**
 * `.github/baton.yml`: the repository's own configuration, one zod schema
 * from which the shipped JSON Schema (schema/baton.schema.json, for editors)
 * and the reference table in docs/configuration.md are generated.
 */

/**
 * Settings the file may not hold: the base URL is where the API key is sent,
 * so only the workflow that holds the key decides it.
 */
const NOT_IN_FILE: ReadonlySet<keyof Settings> = new Set(["baseUrl"]);

/** The settings the file holds, in SettingsSchema's order. */
export const FILE_SETTINGS = (Object.keys(SettingsSchema.shape) as (keyof Settings)[]).filter(
  (key) => !NOT_IN_FILE.has(key),
);

/** The engine's check of a setting, without its default or optional wrapper. */
function settingSchema(key: keyof Settings): z.ZodType {
  const schema: z.ZodType = SettingsSchema.shape[key];
  const inner = schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
  return inner instanceof z.ZodOptional ? (inner.unwrap() as z.ZodType) : inner;
}

/** A true-or-false setting: YAML has booleans of its own, so the file says `true`, not the string an input gives. */
export const isYesNoSetting = (key: keyof Settings): boolean => settingSchema(key) === YesNoSchema;

/** A setting as the file spells it: the engine's own check, without its default (unset = not said). */
function fileSetting(key: keyof Settings): z.ZodType {
  const fallback = settingDefault(key) || (UNSET_MEANS[key] ?? "");
  const yesNo = isYesNoSetting(key);
  const base = yesNo ? z.boolean() : settingSchema(key);
  const typed = yesNo ? fallback === "true" : Number.isNaN(Number(fallback)) ? fallback : Number(fallback);
  return base.optional().meta({
    description: `${capitalize(settingAccepts(key))}. Same as the \`${settingName(key)}\` input, which wins when set.`,
    ...(fallback === "" ? {} : { default: typed }),
  });
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A glob over repository paths, `/`-separated, relative to the root: `dist/**`, `**\/*.lock`. */
const Glob = z.string().trim().min(1).max(500);

const PathInstructions = z.strictObject({
  path: z.union([Glob, z.array(Glob).min(1).max(50)]).meta({ description: "Glob (or list of globs)." }),
  instructions: z.string().trim().min(1).max(4_000).meta({ description: "What to look for in those files." }),
});

const Review = z.strictObject({
  ignore: z.array(Glob).max(200).optional().meta({
    description:
      "Globs of paths Baton never shows the model and never comments on: left out of the PR's diff and file list, refused by the file tools, comments on them dropped.",
  }),
  instructions: z.array(PathInstructions).max(100).optional().meta({
    description:
      'Instructions per path (`- path: "src/api/**"` and `instructions: "…"`), added to the system prompt of a PR whose changed files match.',
  }),
});

const Label = z.strictObject({
  name: z.string().trim().min(1).max(50).meta({ description: "The label as it exists in the repository." }),
  description: z.string().trim().max(100).optional().meta({ description: "When it applies." }),
});

const Describe = z.strictObject({
  on_open: z.boolean().optional().meta({
    description:
      "Describe every pull request when it is opened, as `/describe` does (its author must have `required-permission`).",
    default: false,
  }),
});

const ModelOverride = z
  .strictObject({
    "context-window": z
      .number()
      .int()
      .positive()
      .optional()
      .meta({ description: "Tokens, input and output together." }),
    "input-price": z
      .number()
      .nonnegative()
      .optional()
      .meta({ description: "Dollars per million input tokens." }),
    "output-price": z
      .number()
      .nonnegative()
      .optional()
      .meta({ description: "Dollars per million output tokens." }),
  })
  .refine((m) => (m["input-price"] === undefined) === (m["output-price"] === undefined), {
    error: "give both input-price and output-price, or neither",
  });

export const ConfigSchema = z
  .strictObject({
    ...Object.fromEntries(FILE_SETTINGS.map((key) => [settingName(key), fileSetting(key)])),
    language: z.string().trim().min(1).max(50).optional().meta({
      description: "The language answers are written in, e.g. `de` or `Brazilian Portuguese`.",
    }),
    tone: z.string().trim().min(1).max(500).optional().meta({
      description: "How answers should sound, in a few words, e.g. `terse, no praise`.",
    }),
    review: Review.optional().meta({ description: "What reviews read and where they look harder." }),
    describe: Describe.optional().meta({
      description: "What `/describe` does besides on request: the section it writes into a PR's description.",
    }),
    labels: z.array(Label).max(100).optional().meta({
      description:
        "The labels Baton may apply (`name`, `description`): `/describe` applies only these, and recipes that label choose from them.",
    }),
    checks: z.array(z.string().trim().min(1).max(1_000)).max(20).optional().meta({
      description:
        "The commands that check a change (`npm test`, `npm run lint`), run in order through `sh -c` in the sandbox, without network, by recipes that change code (`implement`): the model sees their output and fixes what they report.",
    }),
    models: z.record(z.string().min(1), ModelOverride).optional().meta({
      description:
        "Per model id: `context-window`, `input-price`, `output-price` (dollars per million tokens), over the model catalog (@pydantic/genai-prices).",
    }),
    mcp_servers: McpServersSchema.optional(),
  })
  .meta({
    title: "Baton repository configuration (.github/baton.yml)",
    description:
      "Read from the base branch. An action input set to something other than its default wins over this file.",
  });

/** The JSON Schema editors complete `.github/baton.yml` with. */
export function configJsonSchema(): Record<string, unknown> {
  const schema = tidySchema(
    z.toJSONSchema(ConfigSchema, {
      io: "input",
      unrepresentable: "any",
      // A strategy is checked against the registry (a refinement JSON Schema cannot carry), so its names are listed from there.
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema === CompactStrategySchema) jsonSchema.enum = strategies().map((s) => s.name);
      },
    }),
  );
  return { $schema: "https://json-schema.org/draft/2020-12/schema", ...(schema as object) };
}
