import { isMap, isPair, isScalar, LineCounter, type Node, parseDocument } from "yaml";
import type * as z from "zod";
import { inputError } from "../errors.ts";
import type { McpServers } from "../mcp/config.ts";
import { type Settings, settingAccepts, settingName } from "../settings.ts";
import { closeMatches } from "../util/text.ts";
import {
  CONFIG_PATH,
  MAX_CONFIG_BYTES,
  type ModelOverride,
  type ParsedConfig,
  type RepoConfig,
} from "./repo-config.ts";
import { ConfigSchema, configJsonSchema, FILE_SETTINGS, isYesNoSetting } from "./schema.ts";

/**
 * Parses the file's text. A file that is not YAML, too large, or holds a
 * wrong value fails with `path:line: key: what was expected`, every wrong
 * value at once with the warnings among them in line order; unknown keys are
 * left out and named in the warnings.
 */
export function parseConfig(text: string, source = CONFIG_PATH): ParsedConfig {
  try {
    return parse(text, source);
  } catch (error) {
    // A file nested thousands deep overflows the stack of the YAML library or of what walks its
    // result, at any step: refused like any file that cannot be read.
    if (error instanceof RangeError) throw inputError(`${source}: not valid YAML: nested too deeply`);
    throw error;
  }
}

function parse(text: string, source: string): ParsedConfig {
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > MAX_CONFIG_BYTES)
    throw inputError(`${source}: ${bytes} bytes, over the ${MAX_CONFIG_BYTES}-byte limit of a configuration`);
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const lineOf = (offset: number | undefined) => (offset === undefined ? 1 : lines.linePos(offset).line);
  const [syntax] = doc.errors;
  if (syntax) throw inputError(`${source}:${lineOf(syntax.pos[0])}: not valid YAML: ${syntax.message}`);

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    if (error instanceof RangeError) throw error;
    throw inputError(`${source}: not valid YAML: ${(error as Error).message}`);
  }
  if (typeof data !== "object" || Array.isArray(data))
    throw inputError(`${source}:${lineOf(doc.contents?.range?.[0])}: expected a mapping of keys to values`);

  const lineAt = (path: readonly PropertyKey[]) => lineOf(nodeAt(doc.contents, path)?.range?.[0]);
  const at = (path: readonly PropertyKey[]) => `${source}:${lineAt(path)}`;
  // A setting is read as its input is: empty means not said, and only a scalar is read (a schema made
  // to read inputs' strings would take `true` as 1 and `[5]` as 5); a true-or-false one, a YAML boolean.
  const file = data as Record<string, unknown>;
  // Every mistake is said at once, with the warnings, in line order: one fix, one run, not one each.
  const problems: { line: number; text: string }[] = [];
  for (const key of FILE_SETTINGS) {
    const name = settingName(key);
    const value = file[name];
    if (value === null || (typeof value === "string" && value.trim() === "")) delete file[name];
    else if (
      value !== undefined &&
      (isYesNoSetting(key)
        ? typeof value !== "boolean"
        : typeof value !== "string" && typeof value !== "number")
    ) {
      problems.push({
        line: lineAt([name]),
        text: `${at([name])}: ${name}: expected ${settingAccepts(key)}`,
      });
      delete file[name];
    }
  }
  const warnings: { line: number; text: string }[] = [];
  let result = ConfigSchema.safeParse(data);
  // Unknown keys are named and dropped, then the rest is checked again.
  const unknown = result.success ? [] : result.error.issues.filter((i) => i.code === "unrecognized_keys");
  for (const issue of unknown) {
    const holder = valueAt(data, issue.path);
    for (const key of issue.keys) {
      const path = [...issue.path, key];
      const known = knownKeysAt(issue.path);
      const near = closeMatches(key, known, 1)[0];
      warnings.push({
        line: lineAt(path),
        text: `${at(path)}: unknown key ${keyPath(path)} is ignored${near ? ` (did you mean "${near}"?)` : ""}`,
      });
      if (holder && typeof holder === "object") delete (holder as Record<string, unknown>)[key];
    }
  }
  if (unknown.length > 0) result = ConfigSchema.safeParse(data);
  if (!result.success)
    for (const issue of result.error.issues)
      problems.push({
        line: lineAt(issue.path),
        text: `${at(issue.path)}: ${keyPath(issue.path)}: ${explain(issue)}`,
      });
  const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;
  if (problems.length > 0)
    throw inputError(
      [...problems, ...warnings]
        .sort(byLine)
        .map((p) => p.text)
        .join("\n"),
    );
  warnings.sort(byLine);
  return { config: toConfig(result.data as FileShape), warnings: warnings.map((w) => w.text) };
}

/** The file as the schema reads it. */
interface FileShape {
  [setting: string]: unknown;
  language?: string;
  tone?: string;
  review?: { ignore?: string[]; instructions?: { path: string | string[]; instructions: string }[] };
  labels?: { name: string; description?: string }[];
  checks?: string[];
  describe?: { on_open?: boolean };
  models?: Record<string, { "context-window"?: number; "input-price"?: number; "output-price"?: number }>;
  mcp_servers?: McpServers;
}

function toConfig(file: FileShape): RepoConfig {
  const settings: Record<string, unknown> = {};
  for (const key of FILE_SETTINGS) {
    const value = file[settingName(key)];
    if (value !== undefined) settings[key] = value;
  }
  const models = new Map<string, ModelOverride>();
  for (const [id, m] of Object.entries(file.models ?? {})) {
    const input = m["input-price"];
    const output = m["output-price"];
    models.set(id, {
      ...(m["context-window"] !== undefined ? { contextWindow: m["context-window"] } : {}),
      ...(input !== undefined && output !== undefined ? { pricing: { input, output } } : {}),
    });
  }
  return {
    settings: settings as Partial<Settings>,
    ...(file.language ? { language: file.language } : {}),
    ...(file.tone ? { tone: file.tone } : {}),
    review: {
      ignore: file.review?.ignore ?? [],
      instructions: (file.review?.instructions ?? []).map((i) => ({
        paths: typeof i.path === "string" ? [i.path] : i.path,
        instructions: i.instructions,
      })),
    },
    labels: file.labels ?? [],
    checks: file.checks ?? [],
    describe: { onOpen: file.describe?.on_open ?? false },
    models,
    mcpServers: file.mcp_servers ?? {},
  };
}

/** `review.ignore[2]`, as a reader finds it in the file. */
function keyPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) out += typeof part === "number" ? `[${part}]` : `${out ? "." : ""}${String(part)}`;
  return out || "(the file)";
}

const TYPE_WORDS: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a mapping",
  record: "a mapping",
};

function explain(issue: z.core.$ZodIssue): string {
  const [first] = issue.path;
  const setting = FILE_SETTINGS.find((key) => settingName(key) === first);
  if (setting && issue.path.length === 1) return `expected ${settingAccepts(setting)}`;
  if (issue.code === "invalid_type") return `expected ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
  // A key of a mapping that is not one (an MCP server's name): what is wrong with it, not just that it is.
  if (issue.code === "invalid_key" && issue.issues[0]) return `not a valid name (${issue.issues[0].message})`;
  // zod's "Too small: expected number to be >0" reads as "expected number to be >0".
  return issue.message.replace(/^Too (small|big): /, "");
}

interface JsonNode {
  properties?: Record<string, JsonNode>;
  additionalProperties?: JsonNode | boolean;
  items?: JsonNode;
}
let jsonSchema: JsonNode | undefined;

/** The keys the schema knows where an unknown one was found, for "did you mean"; read from its JSON Schema. */
function knownKeysAt(path: readonly PropertyKey[]): string[] {
  jsonSchema ??= configJsonSchema() as JsonNode;
  let node: JsonNode | undefined = jsonSchema;
  for (const part of path) {
    if (typeof part === "number") node = node?.items;
    else {
      const extra: JsonNode | boolean | undefined = node?.additionalProperties;
      node = node?.properties?.[String(part)] ?? (typeof extra === "object" ? extra : undefined);
    }
  }
  return Object.keys(node?.properties ?? {});
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const part of path) value = (value as Record<PropertyKey, unknown> | undefined)?.[part];
  return value;
}

/** The YAML node at `path`, or its nearest ancestor that exists (for a missing key: the mapping it belongs in). */
function nodeAt(root: unknown, path: readonly PropertyKey[]): Node | undefined {
  let node = root as Node | undefined;
  for (const [i, part] of path.entries()) {
    if (!node || !("items" in node)) return node;
    const items = (node as { items: unknown[] }).items;
    if (isMap(node)) {
      const pair = items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(part));
      if (!isPair(pair)) return node;
      // The last key is found at its own line: the value may start on the next one.
      node = (i === path.length - 1 || !pair.value ? pair.key : pair.value) as Node;
    } else {
      const item = items[Number(part)];
      if (!item) return node;
      node = item as Node;
    }
  }
  return node;
}
