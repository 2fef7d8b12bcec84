import type { CardKnowledge, CardTranslation } from "./cards";
import * as de from "./de";
import * as en from "./en";
import * as es from "./es";
import * as fr from "./fr";
import * as it from "./it";
import type { Locale } from "./languages";
import type { StaticPagesWords } from "./prose";
import * as ptBR from "./pt-BR";

import type { Messages } from "./en/messages";

export type { Messages };

/** A language's folder: its catalog, its static pages' prose and its 22 cards' texts. */
type LanguageFolder = { messages: Messages; pages: StaticPagesWords; cards: readonly CardTranslation[] };

/**
 * Every language's words, by code: one line per folder (a language of languages/languages.ts missing here
 * fails the type check). English's cards carry what every language shares too (numeral, yes/no leaning).
 */
const FOLDERS: Record<Exclude<Locale, "en">, LanguageFolder> & { en: Omit<LanguageFolder, "cards"> & { cards: readonly CardKnowledge[] } } = {
  en,
  es,
  "pt-BR": ptBR,
  de,
  fr,
  it,
};

/** The catalog of one language: the words of the screens, mail and pages outside the static pages' prose. */
export function messagesFor(locale: Locale): Messages {
  return FOLDERS[locale].messages;
}

/** The static pages of one language (About, FAQ, How to Use, maintenance, Privacy, Terms). */
export function staticPagesFor(locale: Locale): StaticPagesWords {
  return FOLDERS[locale].pages;
}

/** The 22 cards' texts in a language other than English, by card id (English: lib/tarot/cards). */
export function cardTranslationsFor(locale: Exclude<Locale, "en">): readonly CardTranslation[] {
  return FOLDERS[locale].cards;
}
