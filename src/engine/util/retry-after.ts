/**
 * A `retry-after` header as milliseconds: delta-seconds (a fraction read
 * leniently) or an HTTP date; undefined when it says nothing usable. The one
 * reading of the header for every client (GitHub's, the model's).
 */
export function retryAfterMs(
  value: string | number | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
