import "server-only";

/**
 * The stock-phrase check across writings (docs/architecture.md#quality-checks): a sentence of eight words or
 * more found in more than 5 % of a corpus's writings is a stock phrase, whatever the question was. Run over one
 * language's writings at a time by the evaluation (eval/), never on a single writing.
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

/** A sentence as the counts compare it: lower case, one space between words, no closing punctuation or quotes. */
export function normaliseSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[“”«»„"]/g, "")
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

export type StockPhrases = Templating & {
  /** The stock phrases themselves, normalised. */
  sentences: ReadonlySet<string>;
  /** For each writing, whether it holds one. */
  flagged: readonly boolean[];
};

/**
 * The stock phrases of a set of writings: for each sentence of `minWords` words or more, the number of writings it
 * appears in; a sentence in more than `maxShare` of them is a stock phrase, and the share of writings holding one
 * is the figure. A sentence repeated inside one writing counts once.
 */
export function stockPhrases(
  writings: readonly string[],
  { minWords = TEMPLATE_MIN_WORDS, maxShare = TEMPLATE_MAX_SHARE }: { minWords?: number; maxShare?: number } = {},
): StockPhrases {
  if (writings.length === 0) return { writingsWithTemplate: 0, share: 0, sentences: new Set(), flagged: [] };
  const longSentences = writings.map((writing) => new Set(sentencesOf(writing).filter((sentence) => wordsIn(sentence) >= minWords)));
  const writingsPerSentence = new Map<string, number>();
  for (const sentences of longSentences) {
    for (const sentence of sentences) writingsPerSentence.set(sentence, (writingsPerSentence.get(sentence) ?? 0) + 1);
  }
  const stock = new Set([...writingsPerSentence].filter(([, count]) => count > maxShare * writings.length).map(([sentence]) => sentence));
  const flagged = longSentences.map((sentences) => [...sentences].some((sentence) => stock.has(sentence)));
  const writingsWithTemplate = flagged.filter(Boolean).length;

  let mostRepeated: Templating["mostRepeated"];
  for (const [sentence, count] of writingsPerSentence) {
    if (count < 2) continue;
    if (!mostRepeated || count > mostRepeated.writings || (count === mostRepeated.writings && sentence < mostRepeated.sentence)) {
      mostRepeated = { sentence, writings: count, share: count / writings.length };
    }
  }
  return { writingsWithTemplate, share: writingsWithTemplate / writings.length, ...(mostRepeated ? { mostRepeated } : {}), sentences: stock, flagged };
}
