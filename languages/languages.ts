/**
 * The languages Arcana speaks, one line each (docs/architecture.md#languages). Everything else derives from
 * this list: the paths (`/{code}/…`) and hreflang, the language menu and suggestion, the formats of dates and
 * prices, Open Graph, Stripe's checkout page, the writers' names for a language and the database's check on
 * `users.locale`. A language's words are the folder beside this file that bears its code (`languages/de/`),
 * registered in `languages/index.ts`. This file imports nothing, so that every layer may read it.
 */
export type Language = {
  /** BCP 47: the path prefix, the hreflang, `<html lang>` and what `users.locale` stores. */
  code: string;
  /** The language as its speakers write it (the language menu). */
  name: string;
  /** The language as the writers' instructions name it ("Write in German"). */
  englishName: string;
  /** Open Graph's `og:locale` (language_TERRITORY). */
  openGraph: string;
  /** The locale of Stripe's checkout page (one of Stripe's own). */
  stripe: string;
  /** The tag dates and numbers are formatted with; null keeps the browser's own (en-GB or en-US for English). */
  formats: string | null;
  /**
   * The first of the month as the language writes it where `Intl` leaves a bare "1" ("1er décembre", "1º de
   * dezembro"); null where "1" is right (lib/time/format.ts).
   */
  firstOfMonth: string | null;
  /** Whether a count of zero takes the plural although CLDR files it under `one` ("Restam 0 leituras"; lib/i18n/fill.ts). */
  zeroIsPlural: boolean;
  /**
   * The articles a card's name may begin with, as its cards write them (every name's first word in
   * `languages/<code>/cards/`: "Der", "L'"); none in English, which keeps "The Fool" a title (lib/i18n/card-in-sentence.ts).
   */
  cardArticles: readonly string[];
  /** A preposition and an article the language writes as one word, by preposition then article: "de" + "le" → "du". */
  contractions: Readonly<Record<string, Readonly<Record<string, string>>>>;
};

/** English first: the default, at the specification's paths with no prefix. */
export const LANGUAGES = [
  { code: "en", name: "English", englishName: "English", openGraph: "en_US", stripe: "en", formats: null, firstOfMonth: null, zeroIsPlural: false, cardArticles: [], contractions: {} },
  { code: "es", name: "Español", englishName: "Spanish", openGraph: "es_ES", stripe: "es", formats: "es", firstOfMonth: null, zeroIsPlural: false, cardArticles: ["El", "La", "Los", "Las"], contractions: { de: { el: "del" }, a: { el: "al" } } },
  { code: "pt-BR", name: "Português (Brasil)", englishName: "Brazilian Portuguese", openGraph: "pt_BR", stripe: "pt-BR", formats: "pt-BR", firstOfMonth: "1º", zeroIsPlural: true,
    cardArticles: ["O", "A", "Os", "As"],
    contractions: {
      de: { o: "do", a: "da", os: "dos", as: "das" },
      em: { o: "no", a: "na", os: "nos", as: "nas" },
      a: { o: "ao", a: "à", os: "aos", as: "às" },
      por: { o: "pelo", a: "pela", os: "pelos", as: "pelas" },
    },
  },
  { code: "de", name: "Deutsch", englishName: "German", openGraph: "de_DE", stripe: "de", formats: "de", firstOfMonth: null, zeroIsPlural: false, cardArticles: ["Der", "Die", "Das"], contractions: {} },
  { code: "fr", name: "Français", englishName: "French", openGraph: "fr_FR", stripe: "fr", formats: "fr", firstOfMonth: "1er", zeroIsPlural: false, cardArticles: ["Le", "La", "Les", "L'"], contractions: { de: { le: "du", les: "des" }, à: { le: "au", les: "aux" } } },
  { code: "it", name: "Italiano", englishName: "Italian", openGraph: "it_IT", stripe: "it", formats: "it", firstOfMonth: "1º", zeroIsPlural: false,
    cardArticles: ["Il", "Lo", "La", "I", "Gli", "Le", "L'"],
    contractions: {
      di: { il: "del", lo: "dello", la: "della", i: "dei", gli: "degli", le: "delle", "l'": "dell'" },
      a: { il: "al", lo: "allo", la: "alla", i: "ai", gli: "agli", le: "alle", "l'": "all'" },
      da: { il: "dal", lo: "dallo", la: "dalla", i: "dai", gli: "dagli", le: "dalle", "l'": "dall'" },
      in: { il: "nel", lo: "nello", la: "nella", i: "nei", gli: "negli", le: "nelle", "l'": "nell'" },
      su: { il: "sul", lo: "sullo", la: "sulla", i: "sui", gli: "sugli", le: "sulle", "l'": "sull'" },
    },
  },
] as const satisfies readonly Language[];

type Codes<List extends readonly { code: string }[]> = { [Index in keyof List]: List[Index]["code"] };

/** The languages' codes, in the list's order (a tuple, as zod's and drizzle's enums want it). */
export const LOCALES = LANGUAGES.map((language) => language.code) as unknown as Codes<typeof LANGUAGES>;

export type Locale = (typeof LANGUAGES)[number]["code"];

/** The language of the specification's unprefixed paths. */
export const DEFAULT_LOCALE = "en" satisfies Locale;

/** A language's line of the list. */
export function languageOf(locale: Locale): (typeof LANGUAGES)[number] {
  return LANGUAGES.find((language) => language.code === locale)!;
}
