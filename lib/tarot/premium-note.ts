import { CATEGORIES, type Category } from "./categories";
import { SPREADS, type Spread, type SpreadTable } from "./spreads";

/**
 * How the premium note is worded in a language. lib/tarot stays free of the catalogs, so the screen hands
 * these in from its own (components/reading/words.ts).
 */
export type PremiumNoteWords = {
  /** A premium spread's name in running text ('Three Cards'). */
  spreadName: (spread: Spread<string>) => string;
  /** The premium categories, counted ('8 more categories'). */
  moreCategories: (count: number) => string;
  /** The names as one list ('Three Cards, Full Tarot and 8 more categories'). */
  list: (items: readonly string[]) => string;
  /** The sentence around the list; `singular` when it names one thing. */
  sentence: (named: string, singular: boolean) => string;
};

/**
 * The line under the reading options for viewers without Premium, naming what it opens: the premium
 * spreads by their short names, then the premium categories counted
 * ('Three Cards, Full Tarot and 8 more categories come with Premium').
 */
export function premiumNote(
  words: PremiumNoteWords,
  { spreads = SPREADS, categories = CATEGORIES }: { spreads?: SpreadTable; categories?: readonly Category[] } = {},
): string {
  const premiumCategories = categories.filter((category) => category.premium).length;
  const parts = spreads.filter((spread) => spread.premium).map((spread) => words.spreadName(spread));
  if (premiumCategories > 0) parts.push(words.moreCategories(premiumCategories));
  const singular = parts.length === 1 && premiumCategories <= 1;
  return words.sentence(words.list(parts), singular);
}
