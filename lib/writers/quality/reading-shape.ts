import "server-only";
import type { Spread } from "@/lib/tarot/spreads";
import type { CardName } from "@/lib/tarot/deck";
import { maxTokensFor } from "../prompt";
import { positionLabel, structureWords, type ParsedReading } from "../structure";
import type { ReadingPrompt } from "../types";
import type { Locale } from "../words";
import { sentencesOf, wordCount } from "./words";

/** The reading's shape as both writers write it (lib/writers/prompt.ts), read through its one parser (lib/writers/structure.ts). */

const fold = (text: string) => text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The reading's sections in the reader's language and the spread's order: its summary heading first, then each
 * position's heading with its label as the reading catalog words it and its card (in any of its prose forms),
 * then its synthesis heading last. English headings above Spanish prose fail.
 */
export function sectionsInOrder(parsed: ParsedReading, spread: Spread<string>, cards: readonly CardName[], locale: Locale): boolean {
  const words = structureWords(locale);
  const sections = parsed.sections;
  if (sections.length === 0 || fold(sections[0].heading) !== fold(words.summary)) return false;
  if (fold(sections[sections.length - 1].heading) !== fold(words.synthesis)) return false;
  let from = 1;
  for (const [index, card] of cards.entries()) {
    const label = fold(positionLabel(spread, index, locale));
    const at = sections.findIndex((section, i) => i >= from && section.kind === "card" && fold(section.position ?? "") === label && section.card === card);
    if (at < 0) return false;
    from = at + 1;
  }
  return true;
}

/**
 * The spread's length window in words. At least the local writer's floor (about 40 words and 70 a card: 110 for
 * one card, 250 for three, 390 for five), at most what the AI writer is told (60 % of its token budget).
 */
export function readingWordWindow(prompt: ReadingPrompt<string>, spread: Spread<string>): { min: number; max: number } {
  return { min: 40 + 70 * spread.cardCount, max: Math.round(maxTokensFor(prompt, [spread]) * 0.6) };
}

export function readingLengthInWindow(text: string, prompt: ReadingPrompt<string>, spread: Spread<string>): boolean {
  const words = wordCount(text);
  const { min, max } = readingWordWindow(prompt, spread);
  return words >= min && words <= max;
}

/** The card of the day's message: three to five sentences (lib/writers/types.ts `DailyWriter`). */
export function dailyLengthInWindow(text: string): boolean {
  const sentences = sentencesOf(text).length;
  return sentences >= 3 && sentences <= 5;
}
