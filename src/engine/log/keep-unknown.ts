import type * as z from "zod";

/**
 * Parses a value read from the log with `schema`, keeping what the schema
 * does not know: a field a newer Baton (or another writer) added survives a
 * load and a save, so an older runner never erases what a newer one
 * recorded. What the schema changes (a default filled in, a number written
 * as text) is taken from its output; everything else stays as read, in the
 * order read. A value the schema leaves unchanged comes back as the very
 * object given, so its original line can be written back byte for byte.
 * The types stay the schema's: code sees only the fields it knows.
 */
export function parseKeepingUnknown<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return overlay(value, schema.parse(value)) as z.output<S>;
}

/** `parsed` laid over `read`: read's keys and order, parsed's values where it has them. Copies only what changed. */
function overlay(read: unknown, parsed: unknown): unknown {
  if (read === parsed) return read;
  if (Array.isArray(read) && Array.isArray(parsed) && read.length === parsed.length) {
    let out: unknown[] | undefined;
    for (let i = 0; i < read.length; i++) {
      const next = overlay(read[i], parsed[i]);
      if (next !== read[i]) out ??= read.slice();
      if (out) out[i] = next;
    }
    return out ?? read;
  }
  if (isRecord(read) && isRecord(parsed)) {
    const changed: [string, unknown][] = [];
    for (const key in read) {
      if (!Object.hasOwn(parsed, key)) continue;
      const item = read[key];
      const next = overlay(item, parsed[key]);
      if (next !== item) changed.push([key, next]);
    }
    for (const key in parsed)
      if (!Object.hasOwn(read, key) && parsed[key] !== undefined) changed.push([key, parsed[key]]);
    if (changed.length === 0) return read;
    const out: Record<string, unknown> = {};
    for (const key in read) set(out, key, read[key]);
    for (const [key, value] of changed) set(out, key, value);
    return out;
  }
  return parsed;
}

/** An own property even for "__proto__" (a key JSON may hold), which plain assignment would take as the prototype. */
function set(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
