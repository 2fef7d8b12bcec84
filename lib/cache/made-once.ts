import "server-only";
/**
 * Expensive bytes made at most once while they are kept: an LRU bounded in bytes, a limit on how many are
 * made at a time (the rest wait their turn, up to `maxWaiting` of them), and one making shared by everyone who
 * asks for the same key meanwhile. A making that fails is not kept; the next request tries again. Pure: no
 * I/O of its own.
 */
export type MadeOnce = {
  get(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array>;
  /** What is kept now: entries and their bytes. */
  size(): { entries: number; bytes: number };
};

/** Thrown by `get` when `maxWaiting` makings already wait their turn: ask again later. */
export class TooManyWaitingError extends Error {
  name = "TooManyWaitingError";
}

export function madeOnce({ maxBytes, maxMaking, maxWaiting }: { maxBytes: number; maxMaking: number; maxWaiting: number }): MadeOnce {
  // A Map keeps insertion order: the first key is the least recently used.
  const kept = new Map<string, Uint8Array>();
  let keptBytes = 0;
  const making = new Map<string, Promise<Uint8Array>>();
  const waiting: (() => void)[] = [];
  let makingNow = 0;

  function keep(key: string, bytes: Uint8Array): void {
    if (bytes.byteLength > maxBytes) return;
    kept.set(key, bytes);
    keptBytes += bytes.byteLength;
    for (const [oldest, old] of kept) {
      if (keptBytes <= maxBytes) break;
      kept.delete(oldest);
      keptBytes -= old.byteLength;
    }
  }

  async function turn(): Promise<void> {
    if (makingNow < maxMaking) {
      makingNow += 1;
      return;
    }
    // The finishing making hands its place over: makingNow stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function done(): void {
    const next = waiting.shift();
    if (next) next();
    else makingNow -= 1;
  }

  async function makeInTurn(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
    await turn();
    try {
      const bytes = await make();
      keep(key, bytes);
      return bytes;
    } finally {
      done();
      making.delete(key);
    }
  }

  return {
    get(key, make) {
      const bytes = kept.get(key);
      if (bytes) {
        kept.delete(key);
        kept.set(key, bytes);
        return Promise.resolve(bytes);
      }
      let pending = making.get(key);
      if (!pending) {
        if (makingNow >= maxMaking && waiting.length >= maxWaiting) return Promise.reject(new TooManyWaitingError());
        pending = makeInTurn(key, make);
        making.set(key, pending);
      }
      return pending;
    },
    size: () => ({ entries: kept.size, bytes: keptBytes }),
  };
}
