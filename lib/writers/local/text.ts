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

/**
 * The runs of non-space characters: what splitting on `\s+` and dropping the empty pieces counts, without making
 * an array (the length fit counts every candidate sentence of every reading).
 */
export function wordCount(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

/** What `\s` matches: ECMAScript's white space and line terminators. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
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

/** A place's or a person's name ("Leeds", "New York", "Río de Janeiro"): every word capitalised but a joining particle. */
const isName = (option: string) =>
  option.split(/\s+/).every((word, index, words) => /^\p{Lu}/u.test(word) || (index > 0 && index < words.length - 1 && /^(?:of|de|del|da|do|dos|di|la|le|upon)$/u.test(word)));

/**
 * A choice's two options as the reading quotes them: the first loses the capital it had only for opening the
 * question ("¿Me quedo en Madrid o me mudo?" → «me quedo en Madrid», «me mudo»), unless the second option has
 * one too (two names) or the language capitalises its nouns (German). Two names are named as names, without quotes
 * ("between Leeds and Bristol"): German is left quoted, as its nouns look like names.
 */
export function quotedOptions(options: readonly [string, string], locale: string, quote: (text: string) => string): [string, string] {
  const [first, second] = options.map(escapeMarkdown);
  if (locale !== "de" && isName(first) && isName(second)) return [first, second];
  const opensLower = /^\p{Ll}/u.test(second);
  // Only a capital that opens a lower-case word can be the question's own: "CDI" and "UX" keep theirs.
  const sentenceCapital = /^\p{Lu}\p{Ll}/u.test(first);
  return [quote(opensLower && locale !== "de" && sentenceCapital ? lowerFirst(first) : first), quote(second)];
}
