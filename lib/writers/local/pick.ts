import "server-only";
import type { Rng } from "@/lib/random";
import type { Lines } from "./contract";
import { openingWords } from "./text";

/**
 * Chooses a variant of each family of lines for one writing: seeded, so the same prompt gives the same words,
 * and never the same variant twice in one writing while another is left.
 */
export type Picker = {
  rng: Rng;
  line<A>(family: Lines<A>, args: A): string;
  /** A variant whose first two words no earlier call of `opening` used (sections never open alike), if any. */
  opening<A>(family: Lines<A>, args: A): string;
};

export function picker(rng: Rng): Picker {
  const used = new Map<object, Set<number>>();
  const openings = new Set<string>();
  const order = <A>(family: Lines<A>): number[] => {
    if (family.length === 0) throw new Error("A family of lines has no variant");
    const taken = used.get(family) ?? new Set<number>();
    used.set(family, taken);
    const indices = rng.shuffle(family.map((_, index) => index));
    return [...indices.filter((index) => !taken.has(index)), ...indices.filter((index) => taken.has(index))];
  };
  const take = <A>(family: Lines<A>, index: number, args: A) => {
    used.get(family)?.add(index);
    return family[index](args);
  };
  return {
    rng,
    line: (family, args) => take(family, order(family)[0], args),
    opening(family, args) {
      const candidates = order(family);
      const texts = candidates.map((index) => ({ index, text: family[index](args) }));
      const chosen = texts.find(({ text }) => !openings.has(openingWords(text))) ?? texts[0];
      used.get(family)?.add(chosen.index);
      openings.add(openingWords(chosen.text));
      return chosen.text;
    },
  };
}
