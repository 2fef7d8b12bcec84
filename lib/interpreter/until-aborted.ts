/**
 * The writer's chunks until `signal` aborts, which ends the loop at once with its reason even if the
 * writer is stuck and ignores the signal: the deadline must hold whatever the writer does.
 */
export async function* untilAborted<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const aborted = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => {});
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // Not awaited: a writer stuck in an await would hold us there too.
    void iterator.return?.()?.catch(() => {});
  }
}
