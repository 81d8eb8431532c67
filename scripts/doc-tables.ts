/**
 * The action's Inputs and Outputs tables (docs/action.md), generated from
 * action.yml, and the `.github/baton.yml` reference (docs/configuration.md),
 * generated with schema/baton.schema.json from the configuration's zod schema,
 * so they cannot drift: `npm run docs` rewrites them; a test fails while they
 * differ.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "yaml";
import { configJsonSchema } from "../src/engine/config/schema.ts";

interface ActionYml {
  inputs: Record<string, { description: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description: string }>;
}

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ").trim();

export function actionTables(actionYml: string): { inputs: string; outputs: string } {
  const action = parse(actionYml) as ActionYml;
  const inputs = [
    "| input | default | |",
    "|---|---|---|",
    ...Object.entries(action.inputs).map(
      ([name, spec]) =>
        `| \`${name}\` | ${spec.default ? `\`${spec.default}\`` : ""} | ${cell(spec.description)} |`,
    ),
  ].join("\n");
  const outputs = [
    "| output | |",
    "|---|---|",
    ...Object.entries(action.outputs).map(([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`),
  ].join("\n");
  return { inputs, outputs };
}

interface JsonSchema {
  type?: string;
  description?: string;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
}

/** What a value of `schema` is, in words. */
function typeOf(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(" or ");
  if (schema.type === "array")
    return `list of ${schema.items?.type === "object" ? "mappings" : `${typeOf(schema.items ?? {})}s`}`;
  if (schema.type === "object") return "mapping";
  return schema.type ?? "any";
}

/** The `.github/baton.yml` reference: every key (nested ones dotted), its type, default and meaning. */
export function configTable(schema: JsonSchema = configJsonSchema() as JsonSchema): string {
  const rows: string[] = [];
  const walk = (props: Record<string, JsonSchema>, prefix: string) => {
    for (const [key, spec] of Object.entries(props)) {
      const name = `${prefix}${key}`;
      const fallback = spec.default === undefined ? "" : `\`${String(spec.default)}\``;
      rows.push(`| \`${name}\` | ${typeOf(spec)} | ${fallback} | ${cell(spec.description ?? "")} |`);
      const nested = spec.items?.properties ?? spec.properties;
      if (nested) walk(nested, spec.items ? `${name}[].` : `${name}.`);
      const values = typeof spec.additionalProperties === "object" ? spec.additionalProperties : undefined;
      if (values?.properties) walk(values.properties, `${name}.<id>.`);
    }
  };
  walk(schema.properties ?? {}, "");
  return ["| key | type | default | |", "|---|---|---|---|", ...rows].join("\n");
}

/** The JSON Schema file as committed: generated, never edited by hand. */
export function configSchemaFile(): string {
  return `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
}

/** Where each generated table stands. */
export const TABLE_DOCS = {
  inputs: "docs/action.md",
  outputs: "docs/action.md",
  config: "docs/configuration.md",
};
type Table = keyof typeof TABLE_DOCS;

/** `doc` (the file at `path`) with the text between `<!-- NAME:start -->` and `<!-- NAME:end -->` replaced by the tables that stand there. */
export function withTables(path: string, doc: string, actionYml: string): string {
  const tables: Record<Table, string> = { ...actionTables(actionYml), config: configTable() };
  let out = doc;
  for (const name of Object.keys(tables) as Table[]) {
    if (TABLE_DOCS[name] !== path) continue;
    const from_ = name === "config" ? "schema/baton.schema.json" : "action.yml";
    const start = `<!-- ${name}:start (generated from ${from_}: npm run docs) -->`;
    const end = `<!-- ${name}:end -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from === -1 || to < from) throw new Error(`${path}: no ${start} … ${end} block`);
    out = `${out.slice(0, from + start.length)}\n${tables[name]}\n${out.slice(to)}`;
  }
  return out;
}

if (process.argv.includes("--write")) {
  const root = resolve(import.meta.dirname, "..");
  const actionYml = readFileSync(resolve(root, "action.yml"), "utf8");
  for (const path of new Set(Object.values(TABLE_DOCS))) {
    const docPath = resolve(root, path);
    const doc = readFileSync(docPath, "utf8");
    const next = withTables(path, doc, actionYml);
    if (next !== doc) writeFileSync(docPath, next);
    console.log(next === doc ? `${path} tables are up to date` : `${path} tables rewritten`);
  }
  const schemaPath = resolve(root, "schema/baton.schema.json");
  const schema = configSchemaFile();
  const old = existsSync(schemaPath) ? readFileSync(schemaPath, "utf8") : "";
  if (old !== schema) writeFileSync(schemaPath, schema);
  console.log(
    old === schema ? "schema/baton.schema.json is up to date" : "schema/baton.schema.json rewritten",
  );
}
