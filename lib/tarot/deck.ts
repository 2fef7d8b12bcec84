import { CARD_NAMES } from "@/lib/domain/vocabularies";
import { shuffle } from "@/lib/random";

/** The 22 Major Arcana in deck order (docs/product.md#the-deck): a card's id is its index. */
export { CARD_NAMES };

export type CardName = (typeof CARD_NAMES)[number];

export type Card = {
  id: number;
  name: CardName;
  slug: string;
  /** Public path of the card's illustration. */
  image: string;
};

/** A card's slug (docs/product.md#the-deck): the lowercase name with every run of non-alphanumerics turned into one hyphen. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const DECK: readonly Card[] = CARD_NAMES.map((name, id) => {
  const slug = slugify(name);
  return { id, name, slug, image: `/cards/${slug}.jpg` };
});

export const DECK_SIZE = DECK.length;

export function cardBySlug(slug: string): Card | undefined {
  return DECK.find((card) => card.slug === slug);
}

export function cardByName(name: string): Card | undefined {
  return DECK.find((card) => card.name === name);
}

/**
 * A uniformly shuffled copy of the deck's ids.
 * `random` returns a float in [0, 1); tests pass a seeded one.
 */
export function shuffledIds(random: () => number = Math.random): number[] {
  return shuffle(DECK.map((card) => card.id), random);
}

/**
 * Previous and next card for the card pages (docs/product.md#card-pages): The Fool links only forward; The World
 * links back to Judgement and on to The Fool, closing the journey.
 */
export function deckNeighbours(card: Card): { previous?: Card; next: Card } {
  return {
    previous: card.id > 0 ? DECK[card.id - 1] : undefined,
    next: DECK[(card.id + 1) % DECK_SIZE],
  };
}
