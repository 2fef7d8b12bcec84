import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { cardName } from "@/lib/tarot/cards/localized";
import { DECK } from "@/lib/tarot/deck";

/** The 22 cards' names in a language, by card id, for `<CardNames>` (components/journal/card-names.tsx). Server only: it reads every card text. */
export function localCardNames(locale: Locale): string[] {
  return DECK.map((card) => cardName(card, locale));
}
