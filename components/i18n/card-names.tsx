"use client";

import { createContext, useCallback, useContext, type ReactNode } from "react";
import { CARD_NAMES, DECK, type Card, type CardName } from "@/lib/tarot/deck";

/**
 * The 22 cards' names in the page's language, by card id. ScreenMessages works them out on the server
 * (`cardName` of lib/tarot/cards/localized.ts) and hands down the names alone, so the cards' texts in six
 * languages stay out of the browser's bundle. Without a provider (English pages) the deck's own names.
 */
const CardNamesContext = createContext<readonly string[] | null>(null);

const ENGLISH_NAMES: readonly string[] = DECK.map((card) => card.name);

export function CardNamesProvider({ names, children }: { names: readonly string[]; children: ReactNode }) {
  return <CardNamesContext value={names}>{children}</CardNamesContext>;
}

/** Every card's name in the page's language, by card id. */
export function useCardNames(): readonly string[] {
  return useContext(CardNamesContext) ?? ENGLISH_NAMES;
}

/** A card's name in the page's language, from the card or from its English name (as the API sends it). */
export function useCardName(): (card: Card | CardName) => string {
  const names = useCardNames();
  return useCallback(
    (card: Card | CardName) => {
      const id = typeof card === "string" ? CARD_NAMES.indexOf(card) : card.id;
      return names[id] ?? (typeof card === "string" ? card : card.name);
    },
    [names],
  );
}
