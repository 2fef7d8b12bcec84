import "server-only";
import type { Rng } from "@/lib/random";
import { wordCount } from "./text";

/** One sentence of the reading: where it goes, and whether the length budget may leave it out. */
export type Slot = {
  /** 0 = summary, 1..n = card sections, n + 1 = synthesis. */
  part: number;
  order: number;
  /** 0: always; 1: kept up to the length ceiling; 2: extras, up to a seeded target length. */
  tier: 0 | 1 | 2;
  text: string;
};

/** Keeps every required sentence, then fills toward a seeded length inside the spread's range. */
export function fitToLength(slots: readonly Slot[], headingWords: number, range: { min: number; max: number }, rng: Rng): Slot[] {
  const margin = 5;
  // Every slot is counted once: the extras may be tried twice.
  const wordsOf = new Map(slots.map((slot) => [slot, wordCount(slot.text)]));
  const chosen = slots.filter((slot) => slot.tier === 0);
  const taken = new Set(chosen);
  let total = headingWords + chosen.reduce((sum, slot) => sum + wordsOf.get(slot)!, 0);
  const ceiling = range.max - margin;
  const target = range.min + Math.round((range.max - range.min) * (0.35 + rng.next() * 0.4));
  const tryAdd = (slot: Slot, limit: number) => {
    const words = wordsOf.get(slot)!;
    if (taken.has(slot) || total + words > limit) return;
    chosen.push(slot);
    taken.add(slot);
    total += words;
  };
  for (const slot of rng.shuffle(slots.filter((s) => s.tier === 1))) tryAdd(slot, ceiling);
  const extras = rng.shuffle(slots.filter((s) => s.tier === 2));
  for (const slot of extras) tryAdd(slot, target);
  if (total < range.min + margin) for (const slot of extras) tryAdd(slot, ceiling);
  return chosen;
}
