import "server-only";

/** Small helpers on text in any of our languages: escaping the reader's words, splitting and counting sentences. */

/** The question is untrusted: backslash-escape everything markdown could turn into a link, image, tag or heading. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\`*_{}[\]()<>#!|~&]/g, (char) => `\\${char}`)
    // Also defuse what a GFM renderer would autolink (URLs, www. addresses, e-mails).
    .replace(/:\/\//g, "\\://")
    .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}\\.`)
    .replace(/@/g, "\\@");
}

/** Sentences of one of our card texts: a sentence ends at . ! ? … before a capital, a quote or an opening ¿ ¡. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=[\p{Lu}“"«„¿¡])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The runs of non-space characters: what splitting on spaces and dropping the empty pieces counts, without the array. */
const WORD = /\S+/g;

export function wordCount(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** The first letter in upper case, past any opening mark ("¿", "«", "**"). */
export const capitalise = (text: string) => text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
export const lowerFirst = (text: string) => text.replace(/\p{L}/u, (letter) => letter.toLowerCase());

/** The first two words, lowercased: two sections of one reading never open with the same ones. */
export function openingWords(sentence: string): string {
  return (sentence.toLowerCase().match(/\p{L}+/gu) ?? []).slice(0, 2).join(" ");
}

/** A quotation that ends in its own ? or ! ends the sentence too: “…?” rather than “…?”. */
export const tidy = (text: string) => text.replace(/([?!…])([\s\u00a0]?[”»“"])\./gu, "$1$2");

/**
 * A choice's two options as the reading quotes them: the first loses the capital it had only for opening the
 * question ("¿Me quedo en Madrid o me mudo?" → «me quedo en Madrid», «me mudo»), unless the second option has
 * one too (two names) or the language capitalises its nouns (German).
 */
export function quotedOptions(options: readonly [string, string], locale: string, quote: (text: string) => string): [string, string] {
  const [first, second] = options.map(escapeMarkdown);
  const opensLower = /^\p{Ll}/u.test(second);
  return [quote(opensLower && locale !== "de" ? lowerFirst(first) : first), quote(second)];
}
