import { describe, expect, it } from "vitest";
import { TooManyWaitingError, madeOnce } from "./made-once";

/** A making that the test finishes by hand, counting how many ran and how many run at once. */
function makings() {
  const started: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const finishers = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const make = (key: string, size = 10) => () => {
    started.push(key);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    return new Promise<Uint8Array>((resolve, reject) => {
      finishers.set(key, {
        resolve: () => {
          running -= 1;
          resolve(new Uint8Array(size));
        },
        reject: (error) => {
          running -= 1;
          reject(error);
        },
      });
    });
  };
  const finish = async (key: string) => {
    await until(() => finishers.has(key));
    finishers.get(key)!.resolve();
    finishers.delete(key);
  };
  const fail = async (key: string) => {
    await until(() => finishers.has(key));
    finishers.get(key)!.reject(new Error("boom"));
    finishers.delete(key);
  };
  return { started, make, finish, fail, mostAtOnce: () => mostAtOnce };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !condition(); i++) await new Promise((resolve) => setImmediate(resolve));
  if (!condition()) throw new Error("condition never held");
}

describe("madeOnce (bytes made at most once while kept)", () => {
  it("makes a key once: the second ask, and every ask meanwhile, gets the same bytes", async () => {
    const cache = madeOnce({ maxBytes: 1000, maxMaking: 2, maxWaiting: 10 });
    const { started, make, finish } = makings();
    const asks = [cache.get("a", make("a")), cache.get("a", make("a")), cache.get("a", make("a"))];
    await finish("a");
    const answers = await Promise.all(asks);
    expect(started).toEqual(["a"]);
    expect(answers[1]).toBe(answers[0]);
    expect(await cache.get("a", make("a"))).toBe(answers[0]);
    expect(started).toEqual(["a"]);
  });

  it("makes no more than maxMaking at a time; the others wait their turn, in order", async () => {
    const cache = madeOnce({ maxBytes: 1000, maxMaking: 2, maxWaiting: 10 });
    const { started, make, finish, mostAtOnce } = makings();
    const keys = ["a", "b", "c", "d", "e"];
    const asks = keys.map((key) => cache.get(key, make(key)));
    await until(() => started.length === 2);
    expect(started).toEqual(["a", "b"]);
    await finish("b");
    await until(() => started.length === 3);
    expect(started).toEqual(["a", "b", "c"]);
    for (const key of ["a", "c", "d", "e"]) await finish(key);
    await Promise.all(asks);
    expect(started).toEqual(keys);
    expect(mostAtOnce()).toBe(2);
  });

  it("keeps at most maxBytes, letting the least recently asked go first", async () => {
    const cache = madeOnce({ maxBytes: 30, maxMaking: 1, maxWaiting: 10 });
    const { started, make, finish } = makings();
    for (const key of ["a", "b", "c"]) {
      const ask = cache.get(key, make(key, 10));
      await finish(key);
      await ask;
    }
    expect(cache.size()).toEqual({ entries: 3, bytes: 30 });
    await cache.get("a", make("a")); // a is now the most recent
    const d = cache.get("d", make("d", 10));
    await finish("d");
    await d;
    expect(cache.size()).toEqual({ entries: 3, bytes: 30 });
    await cache.get("a", make("a"));
    await cache.get("c", make("c"));
    expect(started).toEqual(["a", "b", "c", "d"]);
    const b = cache.get("b", make("b", 10)); // b was let go
    await finish("b");
    await b;
    expect(started).toEqual(["a", "b", "c", "d", "b"]);
    // Bytes larger than the whole cache are answered but not kept.
    const huge = cache.get("huge", make("huge", 31));
    await finish("huge");
    expect((await huge).byteLength).toBe(31);
    expect(cache.size().bytes).toBeLessThanOrEqual(30);
  });

  it("keeps nothing of a failed making, frees its turn, and makes it again on the next ask", async () => {
    const cache = madeOnce({ maxBytes: 1000, maxMaking: 1, maxWaiting: 10 });
    const { started, make, finish, fail } = makings();
    const failing = cache.get("a", make("a"));
    const next = cache.get("b", make("b"));
    await fail("a");
    await expect(failing).rejects.toThrow("boom");
    await finish("b");
    await next;
    const again = cache.get("a", make("a"));
    await finish("a");
    await again;
    expect(started).toEqual(["a", "b", "a"]);
  });

  it("refuses a new key while maxWaiting makings already wait, but still shares one being made or kept", async () => {
    const cache = madeOnce({ maxBytes: 1000, maxMaking: 1, maxWaiting: 2 });
    const { started, make, finish } = makings();
    const asks = ["a", "b", "c"].map((key) => cache.get(key, make(key)));
    await expect(cache.get("d", make("d"))).rejects.toBeInstanceOf(TooManyWaitingError);
    const sameAsWaiting = cache.get("c", make("c"));
    await finish("a");
    await until(() => started.length === 2);
    const d = cache.get("d", make("d"));
    for (const key of ["b", "c", "d"]) await finish(key);
    await Promise.all([...asks, sameAsWaiting, d]);
    expect(started).toEqual(["a", "b", "c", "d"]);
  });
});
