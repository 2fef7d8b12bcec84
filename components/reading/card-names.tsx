"use client";

import { createContext, useContext, type ReactNode } from "react";
import { DECK, type Card } from "@/lib/tarot/deck";

/**
 * The 22 cards' names in the page's language, by card id. The page works them out on the server
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

/** A card's name in the page's language. */
export function useCardName(): (card: Card) => string {
  const names = useCardNames();
  return (card) => names[card.id] ?? card.name;
}
