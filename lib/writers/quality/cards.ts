import "server-only";
import { cardsInText } from "@/lib/tarot/card-names";
import type { CardName } from "@/lib/tarot/deck";
import type { Locale } from "../words";

/**
 * Which cards a text names in the reader's language, in any form its prose gives them ("the Tower", "del
 * Ermitaño", "des Narren", "l'Étoile"): lib/tarot/card-names.ts. `strict`, for the check that no other card is
 * named (`strictly`), leaves out what may be the plain word: a one-word name opening a sentence without its article, a German
 * everyday noun that is also a card's name unless marked, English astrology ("linked to the Moon").
 */
export function cardsNamed(text: string, locale: Locale = "en"): { named: Set<CardName>; strictly: Set<CardName> } {
  return cardsInText(text, locale);
}
