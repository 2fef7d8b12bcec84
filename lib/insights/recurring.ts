import type { CardName } from "@/lib/tarot/deck";
import { rangePhrase, type InsightsRange } from "./range";

/** A card drawn in this many readings of the range is called out as recurring: two is chance with 22 cards and 5-card spreads. */
export const RECURRING_MIN_COUNT = 3;

type CardCount = { card: CardName; count: number };

/** Most drawn first, then by name, so equal counts always list in the same order. */
export function byCountThenName<Entry extends CardCount>(entries: readonly Entry[]): Entry[] {
  return [...entries].sort((a, b) => b.count - a.count || (a.card < b.card ? -1 : a.card > b.card ? 1 : 0));
}

function times(count: number): string {
  if (count === 1) return "once";
  if (count === 2) return "twice";
  return `${count} times`;
}

/** The journal's sentence for a recurring card: "The Tower has come up 3 times in the last 30 days." */
export function recurringSentence({ card, count }: CardCount, range: InsightsRange): string {
  return `${card} has come up ${times(count)} ${rangePhrase(range)}.`;
}
