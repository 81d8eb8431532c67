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

/** What untilAborted gives when the signal came first. */
export const ABORTED: unique symbol = Symbol("aborted");

/**
 * What `work` settles to, or ABORTED once `signal` aborts first: for work
 * that may not heed the signal itself. As with withinTime, the work goes on
 * unawaited and a late failure is observed.
 */
export async function untilAborted<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T | typeof ABORTED> {
  if (!signal) return work;
  work.catch(() => {});
  if (signal.aborted) return ABORTED;
  let stop: (() => void) | undefined;
  const aborted = new Promise<typeof ABORTED>((resolve) => {
    stop = () => resolve(ABORTED);
    signal.addEventListener("abort", stop, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    signal.removeEventListener("abort", stop!);
  }
}
