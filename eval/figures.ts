/**
 * The evaluation's figures that need no writer (issue 31): sentences of a markdown text, how templated a set
 * of writings is, how many of their sentences are distinct, and their median length. Pure, so that each
 * figure is tested on texts written for the purpose (eval/figures.test.ts).
 */

import { proseOf, sentencesOf, stockPhrases, wordsIn, type Templating } from "@/lib/writers/quality/stock-phrases";

export { TEMPLATE_MAX_SHARE, TEMPLATE_MIN_WORDS, normaliseSentence, proseOf, sentencesOf, wordsIn, type Templating } from "@/lib/writers/quality/stock-phrases";

/** The words of a writing's prose (its headings left out). */
export function lengthInWords(markdown: string): number {
  return wordsIn(proseOf(markdown));
}

/**
 * How templated a set of writings is (lib/writers/quality/stock-phrases.ts): the share of writings holding a
 * sentence of `minWords`+ words found in more than `maxShare` of them, and the most repeated sentence.
 */
export function templating(writings: readonly string[], options: { minWords?: number; maxShare?: number } = {}): Templating {
  const { writingsWithTemplate, share, mostRepeated } = stockPhrases(writings, options);
  return { writingsWithTemplate, share, ...(mostRepeated ? { mostRepeated } : {}) };
}

/** Distinct sentences over all sentences of the writings (1 when nothing repeats, 0 when there is nothing). */
export function distinctSentenceRatio(writings: readonly string[]): number {
  const sentences = writings.flatMap(sentencesOf);
  if (sentences.length === 0) return 0;
  return new Set(sentences).size / sentences.length;
}

/** The median of the numbers (the mean of the middle two for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
