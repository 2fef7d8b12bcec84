import { fillCard } from "@/lib/i18n/card-in-sentence";
import type { Messages } from "@/languages";
import type { Locale } from "@/lib/i18n/locales";
import { normalisedQuestion } from "@/lib/readings/similar-question";
import { DECK, type Card } from "@/lib/tarot/deck";

/**
 * The own-draw picker's rules (docs/product.md#reading-screen), pure: which of the 22 cards a search
 * finds, which one Enter takes, and what is announced as the draw grows.
 */

const ENGLISH_NAMES: readonly string[] = DECK.map((card) => card.name);

/** Each card with the names a search looks in: its name in the page's language, and its English name beside it. */
function searchable(names: readonly string[]): { card: Card; words: string[] }[] {
  return DECK.map((card) => {
    const name = names[card.id] ?? card.name;
    const words = [normalisedQuestion(name)];
    if (name !== card.name) words.push(normalisedQuestion(card.name));
    return { card, words };
  });
}

const ENGLISH = searchable(ENGLISH_NAMES);

/**
 * The cards whose name holds the search's words (case, accents and punctuation aside), or whose number it
 * is ("16": The Tower); those with a word that starts with the search come first, each group in deck order.
 * `names` are the cards' names in the page's language (by card id); a card is found by its English name too.
 */
export function matchingCards(search: string, names: readonly string[] = ENGLISH_NAMES): readonly Card[] {
  const words = normalisedQuestion(search);
  if (words === "") return DECK;
  const cards = names === ENGLISH_NAMES ? ENGLISH : searchable(names);
  const number = /^\d+$/.test(words) ? Number(words) : null;
  const startsAWord = cards.filter(({ card, words: name }) => card.id === number || name.some((one) => one.startsWith(words) || one.includes(` ${words}`)));
  const inside = cards.filter(({ card, words: name }) => name.some((one) => one.includes(words)) && !startsAWord.some((match) => match.card === card));
  return [...startsAWord, ...inside].map(({ card }) => card);
}

/** What Enter in the search takes: the first match not already in the draw, or null. */
export function firstPickable(search: string, picked: readonly number[], names?: readonly string[]): Card | null {
  return matchingCards(search, names).find((card) => !picked.includes(card.id)) ?? null;
}

/** What a screen reader hears after a pick or a removal: the card (by `name`), its place, and how far the draw has come. */
export function drawAnnouncement(
  { name, added, picked, required }: { name: string; added: boolean; picked: readonly number[]; required: number },
  words: Messages["reading"]["ownDraw"],
  locale: Locale = "en",
): string {
  const count = picked.length;
  if (!added) return fillCard(locale, words.removed, { card: name, count, required });
  // A one-card draw is complete with its single card: no "All 1 chosen".
  if (count === required) return fillCard(locale, required === 1 ? words.allAdded.one : words.allAdded.other, { card: name, required });
  return fillCard(locale, words.added, { card: name, count, required });
}
