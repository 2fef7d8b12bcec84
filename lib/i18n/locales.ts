// Relative, not `@/`: next.config.ts reads this module (through paths.ts), and its loader knows no aliases.
import { DEFAULT_LOCALE, LANGUAGES, LOCALES, languageOf, type Locale } from "../../languages/languages";

/**
 * What the pages need to know of the languages Arcana speaks (docs/architecture.md#languages), all derived from
 * the one list, languages/languages.ts. English is the default and keeps every path of the specification
 * unprefixed; the others live under `/{locale}`.
 */
export { DEFAULT_LOCALE, LOCALES };
export type { Locale };

/** The languages with a path prefix: every one but English. */
export const PREFIXED_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, "en"> => locale !== DEFAULT_LOCALE);

export type PrefixedLocale = (typeof PREFIXED_LOCALES)[number];

/** Each language as its speakers write its name, for the language menu. */
export const LOCALE_NAMES = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.name])) as Record<Locale, string>;

/** Open Graph's `og:locale` for each language (language_TERRITORY). */
export const OPEN_GRAPH_LOCALES = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.openGraph])) as Record<Locale, string>;

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function isPrefixedLocale(value: string): value is PrefixedLocale {
  return (PREFIXED_LOCALES as readonly string[]).includes(value);
}

/**
 * The locale dates and numbers are written in: the page's language, except that English pages keep the
 * browser's own English (en-GB writes "25 November", en-US "November 25"), as before the other languages.
 */
export function formatLocale(locale: Locale): string | undefined {
  return languageOf(locale).formats ?? undefined;
}
