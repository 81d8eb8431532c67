/** What withinTime gives when the time ran out first. */
export const TIMED_OUT: unique symbol = Symbol("timed out");

/**
 * What `work` settles to, or TIMED_OUT once `ms` passed first. Code running
 * in this process cannot be stopped: past its time it goes on unawaited, and
 * a failure it ends in later is observed, never unhandled.
 */
export async function withinTime<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
