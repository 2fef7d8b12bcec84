/** Seeded randomness for what must repeat exactly: the local writer's phrasing, and tests. */

/** FNV-1a, 32 bits: turns a text into a seed. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast generator of floats in [0, 1), the same sequence for the same seed. */
export function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A uniformly shuffled copy of `items` (Fisher–Yates); the input is left as it was.
 * `random` returns a float in [0, 1): `Math.random`, or a seeded generator where the order must repeat.
 */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** A seeded generator with the two choices a composer makes most: one item, or all of them in some order. */
export type Rng = {
  next(): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
};

/** The same text always gives the same sequence of choices. */
export function rngFromText(seedText: string): Rng {
  const next = mulberry32(hashText(seedText));
  return {
    next,
    pick: (items) => items[Math.floor(next() * items.length)],
    shuffle: (items) => shuffle(items, next),
  };
}
