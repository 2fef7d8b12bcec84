import { SPREAD_IDS } from "@/lib/domain/vocabularies";

export type SpreadId = (typeof SPREAD_IDS)[number];

export type Spread = {
  id: SpreadId;
  label: string;
  cardCount: number;
  premium: boolean;
  /** The meaning of each drawn card's place, in draw order. */
  positions: readonly string[];
};

/** The four spreads and their positions (docs/product.md#spreads-and-categories). */
export const SPREADS: readonly Spread[] = [
  { id: "one_card", label: "One Card", cardCount: 1, premium: false, positions: ["The heart of the matter"] },
  { id: "yes_no", label: "Yes or No", cardCount: 3, premium: false, positions: ["First card", "Second card", "Third card"] },
  {
    id: "three_cards",
    label: "Three Cards (Past/Present/Future)",
    cardCount: 3,
    premium: true,
    positions: ["Past", "Present", "Future"],
  },
  {
    id: "tarot",
    label: "Tarot (Full Tarot)",
    cardCount: 5,
    premium: true,
    positions: ["Situation", "Challenge", "Hidden influence", "Advice", "Outcome"],
  },
];

export const FREE_SPREADS: readonly SpreadId[] = ["one_card", "yes_no"];

export function getSpread(id: SpreadId): Spread {
  const spread = SPREADS.find((s) => s.id === id);
  if (!spread) throw new Error(`Unknown spread: ${id}`);
  return spread;
}
