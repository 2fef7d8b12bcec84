import "server-only";
import type { Spread } from "@/lib/tarot/spreads";
import type { CardName } from "@/lib/tarot/deck";
import { maxTokensFor } from "../prompt";
import type { ReadingPrompt } from "../types";
import { sentencesOf, wordCount } from "./words";

/** The reading's shape as both writers write it (lib/writers/prompt.ts): its headings, its length, its verdict. */

/** The markdown headings of a text, in order, without their hashes. */
function headings(text: string): string[] {
  return [...text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((match) => match[1].replace(/[*_]+/g, "").trim());
}

const lower = (text: string) => text.toLowerCase();

/** Each position's section, in the spread's order: a heading that opens with the position's label and names its card. */
export function sectionsInOrder(text: string, spread: Spread<string>, cards: readonly CardName[]): boolean {
  const found = headings(text).map(lower);
  let from = 0;
  for (const [index, position] of spread.positions.entries()) {
    const label = lower(position.label);
    const card = lower(cards[index] ?? "");
    const at = found.findIndex((heading, i) => i >= from && heading.startsWith(label) && heading.includes(card));
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

/** A "Verdict: Yes." (bold or not) anywhere in the text. */
export function hasVerdict(text: string): boolean {
  return /(?:^|[\s*_])Verdict\s*:/i.test(text);
}
