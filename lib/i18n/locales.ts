import { LOCALES } from "@/lib/domain/vocabularies";

/**
 * The languages Arcana speaks (docs/architecture.md#languages). English is the default and keeps every
 * path of the specification unprefixed; the others live under `/{locale}`.
 */
export { LOCALES };

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE = "en" satisfies Locale;

/** The languages with a path prefix: every one but English. */
export const PREFIXED_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, "en"> => locale !== DEFAULT_LOCALE);

export type PrefixedLocale = (typeof PREFIXED_LOCALES)[number];

/** Each language as its speakers write its name, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  de: "Deutsch",
  fr: "Français",
  it: "Italiano",
};

/** Open Graph's `og:locale` for each language (language_TERRITORY). */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = {
  en: "en_US",
  es: "es_ES",
  "pt-BR": "pt_BR",
  de: "de_DE",
  fr: "fr_FR",
  it: "it_IT",
};

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
  return locale === DEFAULT_LOCALE ? undefined : locale;
}
