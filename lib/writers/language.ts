import "server-only";
import { LOCALES } from "@/lib/domain/vocabularies";
import { wordPattern, wordSet } from "@/languages/writer";
import { QUESTION_MAX_LENGTH } from "@/lib/tarot/question";
import type { DailyPrompt, FollowUpPrompt, ReadingPrompt } from "./types";
import { WRITER_WORDS, type Locale } from "./words";

/**
 * The language a text is written in, from each language's stop words and letters (languages/<code>/writer/
 * stop-words.ts), and the reader's language a writing is in (docs/product.md#the-readers-language).
 */

/** The languages the reading corpus asks in, as the evaluation names them (Brazilian Portuguese is "pt"). */
export const QUESTION_LANGUAGES = ["en", "de", "es", "fr", "pt", "it"] as const;
export type QuestionLanguage = (typeof QUESTION_LANGUAGES)[number];

/** Our languages as the evaluation's corpus names them, and back. */
export const LOCALE_LANGUAGES: Record<Locale, QuestionLanguage> = { en: "en", es: "es", "pt-BR": "pt", de: "de", fr: "fr", it: "it" };
export const LANGUAGE_LOCALES: Record<QuestionLanguage, Locale> = { en: "en", es: "es", pt: "pt-BR", de: "de", fr: "fr", it: "it" };

/** Each language as the writer's instructions name it. */
export const LANGUAGE_NAMES: Record<QuestionLanguage, string> = { en: "English", de: "German", es: "Spanish", fr: "French", pt: "Brazilian Portuguese", it: "Italian" };
export const LOCALE_NAMES_IN_ENGLISH: Record<Locale, string> = { en: "English", es: "Spanish", "pt-BR": "Brazilian Portuguese", de: "German", fr: "French", it: "Italian" };

/** Each language's stop words and marks, read once. */
const DETECTORS = LOCALES.map((locale) => ({
  locale,
  stopWords: wordSet(WRITER_WORDS[locale].stopWords),
  marks: wordPattern(WRITER_WORDS[locale].marks, { flags: "gu" }),
}));

const tokensOf = (text: string) => text.toLowerCase().match(/[\p{L}]+'?/gu) ?? [];

/**
 * A text without what is not its prose: web addresses and markdown images' and links' targets ("![i](http://e/x.png)"
 * is no Italian "i"). A link's own words stay ("[la guida](https://…)" keeps "la guida").
 */
const WWW = /www\./i;
const ADDRESSES = /!?\[([^\]]*)\]\([^)]*\)|\b(?:https?|ftp):\/\/\S+|\bwww\.\S+/giu;
function proseOnly(text: string): string {
  // What ADDRESSES needs to match at all: most texts have none of it, and the scan is not cheap.
  if (!text.includes("[") && !text.includes("://") && !WWW.test(text)) return text;
  return text.replace(ADDRESSES, (match: string, label: string | undefined) => (label && !match.startsWith("!") ? ` ${label} ` : " "));
}

/**
 * The language a text (a question, a reading's prose) is written in: each language scores its stop words and
 * twice its own letters (ñ, ß, ção…); null when the text is too short or the best two tie, so that one word
 * never decides. A word two languages share ("de", "la") counts for both, and the margin decides.
 */
export function textLocale(written: string): Locale | null {
  if (written.length > QUESTION_MAX_LENGTH) return proseLocale(written);
  const known = TOLD.get(written);
  if (known !== undefined) return known;
  const locale = proseLocale(written);
  if (TOLD.size >= TOLD_BOUND) TOLD.delete(TOLD.keys().next().value!);
  TOLD.set(written, locale);
  return locale;
}

/**
 * The languages of the last questions told (texts no longer than a question may be): a reading's question is told
 * by the writer, its checks and each follow-up, several times each.
 */
const TOLD = new Map<string, Locale | null>();
const TOLD_BOUND = 256;

/** textLocale without its memory: for a writing's paragraphs, each told once. */
export function proseLocale(written: string): Locale | null {
  const text = proseOnly(written);
  const tokens = tokensOf(text);
  // Single letters ("a", "e", "o") are words in several languages and initials in all: they never decide alone.
  if (tokens.filter((token) => token.length > 1).length < 2) return null;
  const lower = text.toLowerCase();
  let best: { locale: Locale; score: number } | undefined;
  let second = -1;
  for (const { locale, stopWords, marks } of DETECTORS) {
    let score = 0;
    for (const token of tokens) if (stopWords.has(token)) score += 1;
    score += 2 * (lower.match(marks)?.length ?? 0);
    if (!best || score > best.score) {
      second = best?.score ?? -1;
      best = { locale, score };
    } else if (score > second) {
      second = score;
    }
  }
  if (!best || best.score < 2 || best.score === second) return null;
  return best.locale;
}

/** The language a question (or any short text) is written in, as the evaluation names languages; null when unsure. */
export function questionLanguage(text: string): QuestionLanguage | null {
  const locale = textLocale(text);
  return locale ? LOCALE_LANGUAGES[locale] : null;
}

/**
 * The language a reading is written in (docs/product.md#the-readers-language): the question's own, and,
 * when that cannot be told ("Tarot?"), the language of the page it was asked on; null when neither says.
 */
export function writingLanguage(question: string, locale?: Locale): QuestionLanguage | null {
  const language = questionLanguage(question);
  return language ?? (locale ? LOCALE_LANGUAGES[locale] : null);
}

/** The reader's language: the question's when it can be told, else the page's, else English. */
export function readerLocale(question: string, pageLocale?: Locale): Locale {
  return textLocale(question) ?? pageLocale ?? "en";
}

/** The language a reading is written in: its question's, else the page's it was asked on, else English. */
export function readingLocale({ question, locale }: Pick<ReadingPrompt<string>, "question" | "locale">): Locale {
  return readerLocale(question, locale);
}

/** The language a follow-up is answered in: its own question's, else the reading's (docs/product.md#the-readers-language). */
export function followUpLocale({ reading, question }: Pick<FollowUpPrompt<string>, "reading" | "question">): Locale {
  return textLocale(question) ?? readingLocale(reading);
}

/** The language a card of the day's message is written in: the reader's, English for everyone's. */
export function dailyLocale({ locale }: Pick<DailyPrompt, "locale">): Locale {
  return locale ?? "en";
}
