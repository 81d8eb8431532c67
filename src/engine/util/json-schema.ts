const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Drops the noise zod adds (`$schema`, ±MAX_SAFE_INTEGER bounds) from a JSON schema. */
export function tidySchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidySchema);
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$schema") continue;
    if ((key === "maximum" && value === MAX_SAFE) || (key === "minimum" && value === -MAX_SAFE)) continue;
    out[key] = tidySchema(value);
  }
  return out;
}
