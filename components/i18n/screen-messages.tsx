import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/languages";
import { cardName } from "@/lib/tarot/cards/localized";
import { DECK } from "@/lib/tarot/deck";
import { CardNamesProvider } from "./card-names";
import { AreasProvider } from "./messages-provider";

/**
 * The reading screen's and the journal's words, for the pages that show them (the home page, My Readings,
 * a reading, its check-in), with the categories', the account's and the API's refusals they show too: the
 * other pages' payloads leave them out. In another language than English they bring the 22 cards' names
 * in it as well.
 */
export function ScreenMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { reading, journal, categories, account, errors } = messagesFor(locale);
  return (
    <AreasProvider messages={{ reading, journal, categories, account, errors }}>
      {locale === "en" ? children : <CardNamesProvider names={DECK.map((card) => cardName(card, locale))}>{children}</CardNamesProvider>}
    </AreasProvider>
  );
}
