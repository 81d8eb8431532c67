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

/** `parsed` laid over `read`: read's keys and order, parsed's values where it has them. */
function overlay(read: unknown, parsed: unknown): unknown {
  if (read === parsed) return read;
  if (Array.isArray(read) && Array.isArray(parsed) && read.length === parsed.length) {
    let changed = false;
    const out = read.map((item, i) => {
      const next = overlay(item, parsed[i]);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : read;
  }
  if (isRecord(read) && isRecord(parsed)) {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(read)) {
      const next = Object.hasOwn(parsed, key) ? overlay(item, parsed[key]) : item;
      if (next !== item) changed = true;
      set(out, key, next);
    }
    for (const [key, item] of Object.entries(parsed))
      if (!Object.hasOwn(read, key) && item !== undefined) {
        set(out, key, item);
        changed = true;
      }
    return changed ? out : read;
  }
  return parsed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own property even for "__proto__" (a key JSON may hold), which plain assignment would take as the prototype. */
function set(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
