import { SPREAD_IDS } from "@/lib/domain/vocabularies";

export type SpreadId = (typeof SPREAD_IDS)[number];

/**
 * What a position asks of its card. The writers phrase a card by its position's role; a position with
 * no role (or a role a writer has no phrasing for) is read in plain words under its label.
 */
export type PositionRole = "heart" | "past" | "present" | "future" | "situation" | "challenge" | "hidden_influence" | "advice" | "outcome";

/** One place in a spread: a stable id, the label the reading's heading and the journal show, and its role. */
export type Position = { id: string; label: string; role?: PositionRole };

export type Spread<Id extends string = SpreadId> = {
  id: Id;
  /** The spread's name in the Type dropdown, the journal and the writer's prompt. */
  label: string;
  /** Its name in running text ('Three Cards, Full Tarot and 8 more categories come with Premium'). */
  shortLabel: string;
  /** One card per position, so always `positions.length`. */
  cardCount: number;
  premium: boolean;
  /** The reading answers yes, no or maybe: the summary opens with a verdict and each card's leaning counts. */
  verdict: boolean;
  /** The dealt cards wear their positions' labels (as the reading's sections name them) as badges once revealed. */
  badges: boolean;
  /** Each drawn card's place, in draw order. */
  positions: readonly Position[];
};

/** Any table of spreads: the app's own (`SPREADS`), or a test's with spreads the app does not have. */
export type SpreadTable<Id extends string = string> = readonly Spread<Id>[];

type SpreadDeclaration<Id extends string> = Pick<Spread<Id>, "id" | "label" | "premium" | "positions"> &
  Partial<Pick<Spread<Id>, "shortLabel" | "verdict" | "badges">>;

/** A spread from its declaration: the card count follows from the positions, the rest defaults to plain. */
export function declareSpread<Id extends string>({ shortLabel, verdict = false, badges = false, ...spread }: SpreadDeclaration<Id>): Spread<Id> {
  return { ...spread, shortLabel: shortLabel ?? spread.label, cardCount: spread.positions.length, verdict, badges };
}

/**
 * The four spreads and their positions (docs/product.md#spreads-and-categories), in the Type dropdown's
 * order. Their labels here are English, as the writers' prompts and the journal's records use them; the
 * screens show each language's words for them from the reading catalog (`reading.spreads.<id>`). A new spread is its id in SPREAD_IDS (lib/domain/vocabularies.ts, which the database checks too)
 * and its declaration here; everything else follows.
 */
export const SPREADS: SpreadTable<SpreadId> = [
  declareSpread({
    id: "one_card",
    label: "One Card",
    premium: false,
    positions: [{ id: "heart", label: "The heart of the matter", role: "heart" }],
  }),
  declareSpread({
    id: "yes_no",
    label: "Yes or No",
    premium: false,
    verdict: true,
    positions: [
      { id: "first", label: "First card" },
      { id: "second", label: "Second card" },
      { id: "third", label: "Third card" },
    ],
  }),
  declareSpread({
    id: "three_cards",
    label: "Three Cards (Past/Present/Future)",
    shortLabel: "Three Cards",
    premium: true,
    badges: true,
    positions: [
      { id: "past", label: "Past", role: "past" },
      { id: "present", label: "Present", role: "present" },
      { id: "future", label: "Future", role: "future" },
    ],
  }),
  declareSpread({
    id: "tarot",
    label: "Tarot (Full Tarot)",
    shortLabel: "Full Tarot",
    premium: true,
    badges: true,
    positions: [
      { id: "situation", label: "Situation", role: "situation" },
      { id: "challenge", label: "Challenge", role: "challenge" },
      { id: "hidden_influence", label: "Hidden influence", role: "hidden_influence" },
      { id: "advice", label: "Advice", role: "advice" },
      { id: "outcome", label: "Outcome", role: "outcome" },
    ],
  }),
];

export const FREE_SPREADS: readonly SpreadId[] = SPREADS.filter((spread) => !spread.premium).map((spread) => spread.id);

export function getSpread(id: SpreadId): Spread;
export function getSpread<Id extends string>(id: Id, spreads: SpreadTable<Id>): Spread<Id>;
export function getSpread(id: string, spreads: SpreadTable = SPREADS): Spread<string> {
  const spread = spreads.find((s) => s.id === id);
  if (!spread) throw new Error(`Unknown spread: ${id}`);
  return spread;
}

/** The most cards any spread of the table takes: the request's cap. */
export function mostCards(spreads: SpreadTable): number {
  return Math.max(...spreads.map((spread) => spread.cardCount));
}

/**
 * The badges the dealt cards wear once revealed, one per card, or none for a spread that shows no labels;
 * `label` words a position in the page's language (the reading catalog's `spreads`), English by default.
 */
export function dealtCardBadges(spread: Spread<string>, label: (position: Position) => string = (position) => position.label): readonly string[] | undefined {
  return spread.badges ? spread.positions.map(label) : undefined;
}
