/**
 * The evaluation's figures that need no writer (issue 31): sentences of a markdown text, how templated a set
 * of writings is, how many of their sentences are distinct, and their median length. Pure, so that each
 * figure is tested on texts written for the purpose (eval/figures.test.ts).
 */

/** The sentences a repeated-sentence count looks at have at least this many words. */
export const TEMPLATE_MIN_WORDS = 8;
/** A sentence found in more than this share of the writings is a template. */
export const TEMPLATE_MAX_SHARE = 0.05;

/** The prose of a markdown text: headings dropped, emphasis, code marks, list markers and quote marks removed. */
export function proseOf(markdown: string): string {
  return markdown
    .split("\n")
    .filter((line) => !/^\s*#{1,6}\s/.test(line))
    .map((line) => line.replace(/^\s*(?:[-*+>]|\d+\.)\s+/, ""))
    .join("\n")
    .replace(/\\([\\`*_{}[\]()<>#!|~&.@:])/g, "$1")
    .replace(/[*_`]+/g, "");
}

export function wordsIn(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The words of a writing's prose (its headings left out). */
export function lengthInWords(markdown: string): number {
  return wordsIn(proseOf(markdown));
}

/** A sentence as the counts compare it: lower case, one space between words, no closing punctuation or quotes. */
export function normaliseSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[“”«»"]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.!?…:;,]+$/, "");
}

/** The writing's sentences, normalised: split at the end of a sentence or a paragraph, empty ones dropped. */
export function sentencesOf(markdown: string): string[] {
  return proseOf(markdown)
    .split(/\n\s*\n|(?<=[.!?…][”"»)]?)\s+/)
    .map(normaliseSentence)
    .filter((sentence) => sentence !== "");
}

export type Templating = {
  /** Writings containing at least one sentence found in more than `maxShare` of the writings. */
  writingsWithTemplate: number;
  share: number;
  /** The sentence (of `minWords`+ words) found in the most writings, and in how many; absent when none repeats. */
  mostRepeated?: { sentence: string; writings: number; share: number };
};

/**
 * How templated a set of writings is: for each sentence of `minWords` words or more, the number of writings it
 * appears in; a sentence in more than `maxShare` of them is a template, and the share of writings holding one
 * is the figure. A sentence repeated inside one writing counts once.
 */
export function templating(
  writings: readonly string[],
  { minWords = TEMPLATE_MIN_WORDS, maxShare = TEMPLATE_MAX_SHARE }: { minWords?: number; maxShare?: number } = {},
): Templating {
  if (writings.length === 0) return { writingsWithTemplate: 0, share: 0 };
  const longSentences = writings.map((writing) => new Set(sentencesOf(writing).filter((sentence) => wordsIn(sentence) >= minWords)));
  const writingsPerSentence = new Map<string, number>();
  for (const sentences of longSentences) {
    for (const sentence of sentences) writingsPerSentence.set(sentence, (writingsPerSentence.get(sentence) ?? 0) + 1);
  }
  const isTemplate = (sentence: string) => (writingsPerSentence.get(sentence) ?? 0) > maxShare * writings.length;
  const writingsWithTemplate = longSentences.filter((sentences) => [...sentences].some(isTemplate)).length;

  let mostRepeated: Templating["mostRepeated"];
  for (const [sentence, count] of writingsPerSentence) {
    if (count < 2) continue;
    if (!mostRepeated || count > mostRepeated.writings || (count === mostRepeated.writings && sentence < mostRepeated.sentence)) {
      mostRepeated = { sentence, writings: count, share: count / writings.length };
    }
  }
  return { writingsWithTemplate, share: writingsWithTemplate / writings.length, ...(mostRepeated ? { mostRepeated } : {}) };
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
