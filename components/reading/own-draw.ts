import { normalisedQuestion } from "@/lib/readings/similar-question";
import { DECK, type Card } from "@/lib/tarot/deck";

/**
 * The own-draw picker's rules (docs/product.md#reading-screen), pure: which of the 22 cards a search
 * finds, which one Enter takes, and what is announced as the draw grows.
 */

const NAMES = DECK.map((card) => ({ card, words: normalisedQuestion(card.name) }));

/**
 * The cards whose name holds the search's words (case, accents and punctuation aside), or whose number it
 * is ("16": The Tower); those with a word that starts with the search come first, each group in deck order.
 */
export function matchingCards(search: string): readonly Card[] {
  const words = normalisedQuestion(search);
  if (words === "") return DECK;
  const number = /^\d+$/.test(words) ? Number(words) : null;
  const startsAWord = NAMES.filter(({ card, words: name }) => card.id === number || name.startsWith(words) || name.includes(` ${words}`));
  const inside = NAMES.filter(({ words: name }) => name.includes(words) && !startsAWord.some((match) => match.words === name));
  return [...startsAWord, ...inside].map(({ card }) => card);
}

/** What Enter in the search takes: the first match not already in the draw, or null. */
export function firstPickable(search: string, picked: readonly number[]): Card | null {
  return matchingCards(search).find((card) => !picked.includes(card.id)) ?? null;
}

/** What a screen reader hears after a pick or a removal: the card, its place, and how far the draw has come. */
export function drawAnnouncement({ card, added, picked, required }: { card: Card; added: boolean; picked: readonly number[]; required: number }): string {
  if (!added) return `${card.name} taken out. ${picked.length} of ${required} chosen.`;
  if (picked.length === required) return `${card.name} added. All ${required} chosen: Reveal and interpret when you are ready.`;
  return `${card.name} added as card ${picked.length}. ${picked.length} of ${required} chosen.`;
}
