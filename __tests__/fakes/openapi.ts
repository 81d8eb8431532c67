// Validation of requests (and the fake's own responses) against GitHub's published OpenAPI
// description of api.github.com, from the @octokit/openapi package. Loaded once per process.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { isRecord } from "./http-util.ts";

type Schema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  template: string;
  operationId: string;
  parameters: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

interface Spec {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
}

let spec: Spec | undefined;
let routes: { segments: string[]; literals: number; ops: Map<string, Operation> }[] | undefined;

function loadSpec(): Spec {
  if (!spec) {
    const require = createRequire(import.meta.url);
    const dir = dirname(require.resolve("@octokit/openapi/package.json"));
    spec = JSON.parse(readFileSync(join(dir, "generated", "api.github.com.json"), "utf8")) as Spec;
  }
  return spec;
}

function deref<T>(value: T): T {
  let v: unknown = value;
  const s = loadSpec();
  for (let i = 0; i < 32 && isRecord(v) && typeof v.$ref === "string"; i++) {
    const path = v.$ref.replace(/^#\//, "").split("/");
    v = path.reduce<unknown>((acc, key) => (isRecord(acc) ? acc[key] : undefined), s);
  }
  return v as T;
}

function loadRoutes() {
  if (!routes) {
    routes = [];
    for (const [template, item] of Object.entries(loadSpec().paths)) {
      const shared = ((item.parameters as unknown[]) ?? []).map((p) => deref(p) as Parameter);
      const ops = new Map<string, Operation>();
      for (const [method, raw] of Object.entries(item)) {
        if (!["get", "put", "post", "patch", "delete", "head"].includes(method) || !isRecord(raw)) continue;
        const own = ((raw.parameters as unknown[]) ?? []).map((p) => deref(p) as Parameter);
        const names = new Set(own.map((p) => `${p.in}:${p.name}`));
        ops.set(method.toUpperCase(), {
          method: method.toUpperCase(),
          template,
          operationId: String(raw.operationId),
          parameters: [...shared.filter((p) => !names.has(`${p.in}:${p.name}`)), ...own],
          requestBody: raw.requestBody ? deref(raw.requestBody as Schema) : undefined,
          responses: Object.fromEntries(
            Object.entries((raw.responses as Record<string, unknown>) ?? {}).map(([k, v]) => [
              k,
              deref(v as Schema),
            ]),
          ) as Operation["responses"],
        });
      }
      const segments = template.split("/").slice(1);
      routes.push({ segments, literals: segments.filter((s) => !s.startsWith("{")).length, ops });
    }
    // Prefer templates whose earlier segments are literal: /issues/comments/{id} over /issues/{n}/comments.
    routes.sort((a, b) => {
      for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
        const la = !a.segments[i]!.startsWith("{");
        const lb = !b.segments[i]!.startsWith("{");
        if (la !== lb) return la ? -1 : 1;
      }
      return b.literals - a.literals;
    });
  }
  return routes;
}

export interface RouteMatch {
  operation: Operation;
  params: Record<string, string>;
}

/** Finds the documented operation for a method and a concrete path ("/repos/o/r/issues/1"). */
export function matchRoute(method: string, pathname: string): RouteMatch | { error: string } {
  const segs = pathname.split("/").slice(1).map(decodeURIComponent);
  let pathKnown = false;
  for (const route of loadRoutes()) {
    if (route.segments.length !== segs.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < segs.length && ok; i++) {
      const t = route.segments[i]!;
      const m = /^\{([^}]+)\}$/.exec(t);
      if (m) {
        if (segs[i] === "") ok = false;
        else params[m[1]!] = segs[i]!;
      } else if (t !== segs[i]) ok = false;
    }
    if (!ok) continue;
    pathKnown = true;
    const operation = route.ops.get(method.toUpperCase());
    if (operation) return { operation, params };
  }
  return {
    error: pathKnown
      ? `${method} ${pathname}: method not documented for this path`
      : `${method} ${pathname}: no such path in the GitHub REST API`,
  };
}

function scalarMatches(raw: string, schema: Schema | undefined): boolean {
  if (!schema) return true;
  const s = deref(schema);
  if (Array.isArray(s.enum) && !s.enum.map(String).includes(raw)) return false;
  switch (s.type) {
    case "integer":
      return /^-?\d+$/.test(raw);
    case "number":
      return raw.trim() !== "" && !Number.isNaN(Number(raw));
    case "boolean":
      return raw === "true" || raw === "false";
    default:
      return true;
  }
}

/** Problems with a request (path/query parameters, JSON body) against the documented operation. */
export function validateRequest(
  match: RouteMatch,
  query: URLSearchParams,
  body: unknown,
  hasBody: boolean,
): string[] {
  const { operation: op, params } = match;
  const where = `${op.method} ${op.template}`;
  const problems: string[] = [];
  for (const p of op.parameters) {
    if (p.in === "path") {
      const v = params[p.name];
      if (v === undefined) problems.push(`${where}: missing path parameter ${p.name}`);
      else if (!scalarMatches(v, p.schema))
        problems.push(`${where}: path parameter ${p.name}=${JSON.stringify(v)} does not match its schema`);
    } else if (p.in === "query") {
      const values = query.getAll(p.name);
      if (p.required && values.length === 0)
        problems.push(`${where}: missing required query parameter ${p.name}`);
      for (const v of values)
        if (!scalarMatches(v, p.schema?.type === "array" ? (p.schema.items as Schema) : p.schema))
          problems.push(`${where}: query parameter ${p.name}=${JSON.stringify(v)} does not match its schema`);
    }
  }
  const known = new Set(op.parameters.filter((p) => p.in === "query").map((p) => p.name));
  for (const name of new Set(query.keys()))
    if (!known.has(name)) problems.push(`${where}: unknown query parameter ${name}`);

  const schema = op.requestBody?.content?.["application/json"]?.schema;
  if (!hasBody) {
    if (op.requestBody?.required) problems.push(`${where}: missing required request body`);
  } else if (!op.requestBody) {
    if (!(isRecord(body) && Object.keys(body).length === 0))
      problems.push(`${where}: this operation takes no request body`);
  } else if (schema) {
    problems.push(...validateSchema(body, schema, "body", true).map((p) => `${where}: ${p}`));
  }
  return problems;
}

/** Problems with a JSON response body the fake is about to send, against the documented schema. */
export function validateResponse(operation: Operation, status: number, body: unknown): string[] {
  const where = `${operation.method} ${operation.template} → ${status}`;
  const response = operation.responses[String(status)];
  if (!response) return [`${where}: status not documented`];
  const schema = response.content?.["application/json"]?.schema;
  if (!schema) return [];
  return validateSchema(body, schema, "response", false).map((p) => `${where}: ${p}`);
}

function typeOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}

function nullable(schema: Schema): boolean {
  if (schema.nullable === true) return true;
  for (const key of ["anyOf", "oneOf"] as const) {
    const list = schema[key];
    if (Array.isArray(list) && list.some((s) => nullable(deref(s as Schema)))) return true;
  }
  const all = schema.allOf;
  return Array.isArray(all) && all.length > 0 && all.every((s) => nullable(deref(s as Schema)));
}

/** Properties a schema declares, through allOf/anyOf/oneOf (for the unknown-property check). */
function declaredProperties(schema: Schema): Set<string> | undefined {
  const out = new Set<string>();
  let any = false;
  if (isRecord(schema.properties)) {
    any = true;
    for (const k of Object.keys(schema.properties)) out.add(k);
  }
  for (const key of ["allOf"] as const) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    for (const sub of list) {
      const props = declaredProperties(deref(sub as Schema));
      if (props) {
        any = true;
        for (const k of props) out.add(k);
      }
    }
  }
  return any ? out : undefined;
}

/**
 * A small JSON-schema (OpenAPI 3.0) check: type, nullable, enum, required, properties,
 * additionalProperties, items, allOf/anyOf/oneOf, maxLength/minItems/maxItems.
 * `strict` also reports properties the schema does not list (request bodies).
 */
export function validateSchema(value: unknown, rawSchema: Schema, at: string, strict: boolean): string[] {
  const schema = deref(rawSchema);
  if (!isRecord(schema)) return [];
  if (value === null)
    return nullable(schema) || (schema.type === undefined && !hasComposite(schema)) ? [] : [`${at} is null`];
  const problems: string[] = [];

  if (Array.isArray(schema.allOf)) {
    for (const sub of schema.allOf) problems.push(...validateSchema(value, sub as Schema, at, false));
  }
  for (const key of ["anyOf", "oneOf"] as const) {
    const list = schema[key];
    if (Array.isArray(list) && list.length > 0) {
      const results = list.map((sub) => validateSchema(value, sub as Schema, at, strict));
      if (!results.some((r) => r.length === 0)) {
        const best = results.reduce((a, b) => (b.length < a.length ? b : a));
        problems.push(`${at} matches none of ${key} (closest: ${best.join("; ")})`);
      }
    }
  }

  const type = schema.type;
  const actual = typeOf(value);
  if (typeof type === "string") {
    const ok = type === actual || (type === "number" && actual === "integer");
    if (!ok) return [...problems, `${at} should be ${type}, got ${actual}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    problems.push(`${at}=${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if (typeof value === "string" && typeof schema.maxLength === "number" && value.length > schema.maxLength)
    problems.push(`${at} is longer than ${schema.maxLength}`);

  if (Array.isArray(value)) {
    if (typeof schema.minItems === "number" && value.length < schema.minItems)
      problems.push(`${at} has fewer than ${schema.minItems} items`);
    if (typeof schema.maxItems === "number" && value.length > schema.maxItems)
      problems.push(`${at} has more than ${schema.maxItems} items`);
    if (isRecord(schema.items))
      value.forEach((item, i) => {
        problems.push(...validateSchema(item, schema.items as Schema, `${at}[${i}]`, strict));
      });
  } else if (isRecord(value)) {
    for (const name of (schema.required as string[] | undefined) ?? [])
      if (!(name in value)) problems.push(`${at} is missing required property ${name}`);
    const props = isRecord(schema.properties) ? schema.properties : {};
    for (const [k, v] of Object.entries(value)) {
      const sub = props[k];
      if (isRecord(sub)) problems.push(...validateSchema(v, sub, `${at}.${k}`, strict));
      else if (isRecord(schema.additionalProperties))
        problems.push(...validateSchema(v, schema.additionalProperties, `${at}.${k}`, strict));
    }
    const declared = declaredProperties(schema);
    const closed =
      schema.additionalProperties === false ||
      (strict &&
        declared !== undefined &&
        !isRecord(schema.additionalProperties) &&
        schema.additionalProperties !== true);
    if (closed && declared)
      for (const k of Object.keys(value))
        if (!declared.has(k)) problems.push(`${at} has unknown property ${k}`);
  }
  return problems;
}

function hasComposite(schema: Schema): boolean {
  return Array.isArray(schema.allOf) || Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf);
}
