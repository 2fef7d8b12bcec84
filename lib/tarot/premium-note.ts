import { CATEGORIES, type Category } from "./categories";
import { SPREADS, type SpreadTable } from "./spreads";

/**
 * The line under the reading options for viewers without Premium, naming what it opens: the premium
 * spreads by their short names, then the premium categories counted
 * ('Three Cards, Full Tarot and 8 more categories come with Premium').
 */
export function premiumNote({ spreads = SPREADS, categories = CATEGORIES }: { spreads?: SpreadTable; categories?: readonly Category[] } = {}): string {
  const premiumCategories = categories.filter((category) => category.premium).length;
  const parts = spreads.filter((spread) => spread.premium).map((spread) => spread.shortLabel);
  if (premiumCategories > 0) parts.push(`${premiumCategories} more ${premiumCategories === 1 ? "category" : "categories"}`);
  const named = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts.join("");
  const singular = parts.length === 1 && premiumCategories <= 1;
  return `${named} ${singular ? "comes" : "come"} with Premium`;
}
