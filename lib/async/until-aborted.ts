/**
 * The writer's chunks until `signal` aborts, which ends the loop at once with its reason even if the
 * writer is stuck and ignores the signal: the deadline must hold whatever the writer does. Its listener
 * on `signal` goes when the loop ends, however it ends: a listener left on a live signal keeps the
 * whole request it was made in reachable (docs/architecture.md#memory-under-load).
 */
export async function* untilAborted<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
  });
  aborted.catch(() => {});
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    if (onAbort) signal.removeEventListener("abort", onAbort);
    // Not awaited: a writer stuck in an await would hold us there too.
    void iterator.return?.()?.catch(() => {});
  }
}
