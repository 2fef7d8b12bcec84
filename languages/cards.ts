import type { Messages } from "./en/messages";

/** The question categories, by id (lib/domain/vocabularies.ts): the English catalog names each one. */
type CategoryId = keyof Messages["categories"];

/** How a card leans when it answers a yes-or-no question. */
export type YesNoLeaning = "yes" | "no" | "maybe";

/**
 * What we know about one Major Arcana card, in our own words.
 * The card pages show it and the local writer composes readings from it.
 */
export type CardKnowledge = {
  /** Deck position, 0 (The Fool) to 21 (The World). */
  id: number;
  /** Roman numeral as printed on the 1909 card ("0" for The Fool). */
  numeral: string;
  keywords: { upright: string[]; reversed: string[] };
  /** One or two sentences: the short meaning shown at the top of the card page. */
  summary: string;
  /** Longer upright meaning, plain prose paragraphs separated by a blank line. */
  upright: string;
  /** Longer reversed meaning, plain prose paragraphs separated by a blank line. */
  reversed: string;
  /** What the card says about each of the nine question categories (2-3 sentences each). */
  categories: Record<CategoryId, string>;
  /** Advice the card offers, as one imperative sentence ("Trust the first step ..."). */
  advice: string;
  yesNo: YesNoLeaning;
  /** One sentence explaining the yes/no leaning. */
  yesNoReason: string;
  element: "Air" | "Water" | "Earth" | "Fire";
  /** Planet or zodiac sign of the Golden Dawn correspondence. */
  astrology: string;
  /** Alt text describing what the illustration shows. */
  imageAlt: string;
};

/**
 * A card's words in a language other than English: the texts of CardKnowledge with the card's name and
 * element as that language says them. The facts (id, numeral, yes/no leaning) stay in CardKnowledge.
 */
export type CardTranslation = Pick<
  CardKnowledge,
  "keywords" | "summary" | "upright" | "reversed" | "categories" | "advice" | "yesNoReason" | "astrology" | "imageAlt"
> & {
  name: string;
  element: string;
};
