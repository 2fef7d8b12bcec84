/**
 * A deadline for one piece of work that ends with it. `AbortSignal.timeout` would do the timing, but
 * Node keeps a timeout signal that has listeners alive until its timer fires, and with it everything
 * its listeners reach: a reading's whole request, for 90 s after a 20 ms reading, which filled the heap
 * under load (docs/architecture.md#memory-under-load). Here the timer is cleared as soon as `work`
 * settles, so nothing of the deadline outlives the work.
 */
export async function withDeadline<T>(milliseconds: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("The deadline passed.", "TimeoutError")), milliseconds);
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
