import { sentencesOf, wordsIn } from "@/eval/figures";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/languages";
import { rngFromText } from "@/lib/random";
import { CATEGORY_IDS } from "@/lib/tarot/categories";
import { CARD_NAMES, type CardName } from "@/lib/tarot/deck";
import { SPREADS } from "@/lib/tarot/spreads";
import type { ReadingPrompt } from "@/lib/writers/types";

/** What the local writer's tests share: the languages it writes, prompts in each, and the shape of a written reading. */

/** The languages whose tables are written (languages/<locale>/writer/local); each test runs over all of them. */
export const LOCAL_LOCALES = ["en", "es", "pt-BR", "de", "fr", "it"] as const satisfies readonly Locale[];

/** `count` reading prompts in a language: its sample questions, every spread and category, distinct cards, the same for the same seed. */
export function localPrompts(locale: Locale, count: number, seed = "local"): ReadingPrompt[] {
  const rng = rngFromText(`${seed}:${locale}`);
  const questions = messagesFor(locale).reading.sampleQuestions;
  return Array.from({ length: count }, (_, index) => {
    const spread = SPREADS[index % SPREADS.length];
    const cards = rng.shuffle(CARD_NAMES).slice(0, spread.cardCount) as CardName[];
    return { question: questions[index % questions.length], type: spread.id, category: CATEGORY_IDS[Math.floor(rng.next() * CATEGORY_IDS.length)], cards, locale };
  });
}

export type Block = { heading: string; body: string };

/** A written reading's `## ` sections, each with its heading and its body. */
export function blocks(reading: string): Block[] {
  return reading
    .trim()
    .split(/^## /m)
    .slice(1)
    .map((block) => {
      const newline = block.indexOf("\n");
      return { heading: block.slice(0, newline), body: block.slice(newline + 1).trim() };
    });
}

/** The prose's words, headings left out. */
export const proseWords = (markdown: string) => wordsIn(markdown.replace(/^#{1,6} .*$/gm, ""));

/**
 * The sentences of 8 words or more found in more than `share` of the writings (each counted once per writing),
 * with how many writings hold each: the stock-phrase measure.
 */
export function stockSentences(writings: readonly string[], share = 0.05): { sentence: string; writings: number }[] {
  const counts = new Map<string, number>();
  for (const writing of writings) {
    for (const sentence of new Set(sentencesOf(writing).filter((each) => wordsIn(each) >= 8))) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  }
  return [...counts].filter(([, held]) => held > share * writings.length).map(([sentence, held]) => ({ sentence, writings: held }));
}
