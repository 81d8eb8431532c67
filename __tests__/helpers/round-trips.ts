import type { RecordedRequest } from "../fakes/github-server.ts";

/**
 * How many GitHub round trips lie before `at`, counted from the requests and not from a clock's
 * figures: a request's round trip is one more than the deepest of those answered before it was sent
 * (it may have waited for them), the first wave's is 1. A request sent at `at` (the model's) comes
 * after the deepest GitHub round trip answered by then.
 */
export function roundTripsBefore(requests: readonly RecordedRequest[], at: number): number {
  const depth = new Map<RecordedRequest, number>();
  const sorted = [...requests].filter((r) => r.at < at).sort((a, b) => a.at - b.at);
  for (const r of sorted) {
    const before = sorted.filter((q) => q !== r && q.answeredAt !== undefined && q.answeredAt <= r.at);
    depth.set(r, 1 + Math.max(0, ...before.map((q) => depth.get(q) ?? 0)));
  }
  const answered = sorted.filter((q) => q.answeredAt !== undefined && q.answeredAt <= at);
  return Math.max(0, ...answered.map((q) => depth.get(q) ?? 0));
}
