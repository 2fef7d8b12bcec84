"use client";

import { createContext, useCallback, useContext, type ReactNode } from "react";
import { CARD_NAMES, type CardName } from "@/lib/tarot/deck";

/** The 22 cards' names in the page's language, by card id; null on an English page. */
const CardNamesContext = createContext<readonly string[] | null>(null);

/**
 * Hands the journal's screens the cards' names in the page's language. A page of another language than
 * English gives them (`localCardNames(locale)`, on the server): the journal then needs the 22 names only,
 * not every language's card texts in the browser's bundle. Without it, the cards keep their English names.
 */
export function CardNames({ names, children }: { names: readonly string[]; children: ReactNode }) {
  return <CardNamesContext value={names}>{children}</CardNamesContext>;
}

/** A card's name in the page's language, from its English name (as the API sends it). */
export function useCardName(): (name: CardName) => string {
  const names = useContext(CardNamesContext);
  return useCallback((name: CardName) => (names ? (names[CARD_NAMES.indexOf(name)] ?? name) : name), [names]);
}
