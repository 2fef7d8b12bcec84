import "server-only";
import { questionTopicWords } from "../question";
import { ELIDED } from "../question/shape";

/** Words, stems and quotations as the checks read them: plain text, whatever the markdown around it. */

/** The text without markdown's marks: headings' hashes, emphasis, and the backslashes that escape a quoted question. */
export function plainText(markdown: string): string {
  return markdown.replace(/\\(.)/g, "$1").replace(/^#{1,6}\s+/gm, "").replace(/[*_`]+/g, "");
}

/** The words of a text, lowercased: runs of letters, digits and inner apostrophes or hyphens. */
export function wordsOf(text: string): string[] {
  const words = text.toLowerCase().match(WORD) ?? [];
  // Only a word with an apostrophe can be elided.
  return words.map((word) => (word.includes("'") || word.includes("’") ? word.replace(ELIDED, "") : word));
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The number of words wordsOf finds (an elision never empties a word), without making them. */
export function countWords(text: string): number {
  return text.toLowerCase().match(WORD)?.length ?? 0;
}

export function wordCount(markdown: string): number {
  return countWords(plainText(markdown));
}

/** Sentences of a paragraph of prose: ends at . ! ? (or the end), each with a word in it. */
export function sentencesOf(markdown: string): string[] {
  return plainText(markdown)
    .split(/(?<=[.!?…])["”’)]*\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/**
 * Shared stems count as the same word ("teams" and "team", "feeling" and "feels", "volverá" and "volver"): an
 * English ending taken off, then the first five letters without accents.
 */
export function stem(word: string): string {
  let found = STEMS.get(word);
  if (found === undefined) {
    const bare = word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
    found = bare.replace(/(?<=\p{L}{3})(?:ing|ed|es|s|ly)$/u, "").slice(0, 5);
    // The checks stem every word of every writing behind each reading: a language's few thousand common words
    // come back again and again. Bounded, so no run of rare words can grow it.
    if (STEMS.size >= STEMS_KEPT) STEMS.clear();
    STEMS.set(word, found);
  }
  return found;
}

const STEMS_KEPT = 20_000;
const STEMS = new Map<string, string>();

/**
 * The words of a text that say what it is about: no stop words or fillers of its language (languages/<code>/writer/
 * stop-words.ts), nothing shorter than three letters.
 */
export function contentWords(text: string): string[] {
  return questionTopicWords(text);
}

const QUOTED = /“[^”]*”|„[^“”]*[“”]|«[^»]*»|"[^"\n]*"/g;

/**
 * The text without its quotations of the question: quoting a question is not answering it. A quotation is the
 * question when nearly all of its words are the question's and it holds nearly all of them; one of its options
 * quoted ("the Sun speaks for “take the job”") stays.
 */
export function withoutQuotedQuestion(text: string, question: string): string {
  const asked = new Set(wordsOf(question));
  if (asked.size === 0) return text;
  return text.replace(QUOTED, (quoted) => {
    const words = new Set(wordsOf(quoted));
    const shared = [...words].filter((word) => asked.has(word)).length;
    return words.size > 0 && shared / words.size >= 0.8 && shared / asked.size >= 0.8 ? " " : quoted;
  });
}

/** Whether any word of the text shares a stem with the word. */
export function stemsOf(text: string): Set<string> {
  return new Set(wordsOf(text).map(stem));
}
