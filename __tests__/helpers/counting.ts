/**
 * Work counted, not timed: how many times the callback given to an array
 * method (`findIndex`, `every`, …) runs while `work` runs. A loop that scans
 * what it has seen so far shows as about n²/2 callbacks for n items, whatever
 * the machine's speed, so a bound on it never flakes.
 */
export async function countingCallbacks<T>(
  method: "findIndex" | "every" | "some" | "filter",
  work: () => Promise<T>,
): Promise<{ result: T; calls: number }> {
  const prototype = Array.prototype as unknown as Record<string, unknown>;
  const original = prototype[method] as (...a: unknown[]) => unknown;
  let calls = 0;
  prototype[method] = function (this: unknown[], fn: (...a: unknown[]) => unknown, thisArg?: unknown) {
    return original.call(
      this,
      function (this: unknown, ...a: unknown[]) {
        calls++;
        return fn.apply(this, a);
      },
      thisArg,
    );
  };
  try {
    return { result: await work(), calls };
  } finally {
    prototype[method] = original;
  }
}
