import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { knowledgeOf, type YesNoLeaning } from "@/lib/tarot/cards";
import { cardText, type CardText } from "@/lib/tarot/cards/localized";
import { cardByName, type CardName } from "@/lib/tarot/deck";
import type { Position, Spread } from "@/lib/tarot/spreads";
import type { Element, Place } from "./contract";

/** The drawn cards as the local writer sees them: the card, our texts for it in the reader's language, its place. */

export type DrawnCard = {
  name: CardName;
  id: number;
  /** Our texts for the card in the reader's language (its name as the card pages print it, its meaning, advice…). */
  text: CardText;
  /** The English keywords, the same list in every language: what the writer knows of a card's light and shadow. */
  keywordsEn: readonly string[];
  leaning: YesNoLeaning;
  /** The card's element, in English (the text's `element` is its name in the reader's language). */
  element: Element;
  index: number;
  position: Position;
  /** Where it lies as a section speaks of it; none for a position without a role (read under its label). */
  place: Place | undefined;
};

export function drawnCard(name: CardName, position: Position, index: number, locale: Locale, verdictSpread = false): DrawnCard {
  const card = cardByName(name);
  if (!card) throw new Error(`Unknown card: ${name}`);
  const knowledge = knowledgeOf(card);
  const place: Place | undefined = verdictSpread ? undefined : position.role;
  return { name: card.name, id: card.id, text: cardText(card, locale), keywordsEn: knowledge.keywords.upright, leaning: knowledge.yesNo, element: knowledge.element, index, position, place };
}

export function drawCards(cards: readonly CardName[], spread: Spread<string>, locale: Locale): DrawnCard[] {
  if (cards.length !== spread.cardCount) throw new Error(`${spread.id} takes ${spread.cardCount} cards, got ${cards.length}`);
  return cards.map((name, index) => drawnCard(name, spread.positions[index], index, locale, spread.verdict));
}
