import "server-only";
import { CARD_NAMES, type CardName } from "@/lib/tarot/deck";

/**
 * Which cards a text names. A card is named as the deck prints it, capitalised: "The Tower" or "the Tower",
 * "Death", "the Wheel of Fortune", "the Lovers card". Lowercase words ("the world", "inner strength") are
 * not cards. A one-word name opening a sentence ("Strength grows…") may be the plain word, so it counts as
 * the card where a card must be named, and not where a card must not be.
 */

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "The Tower" matches "The Tower" and "the Tower"; "Wheel of Fortune" also "the Wheel of Fortune". */
const CARD_PATTERNS: readonly { card: CardName; pattern: RegExp; oneWord: boolean }[] = CARD_NAMES.map((card) => {
  const body = card.startsWith("The ") ? `[Tt]he ${escapeRegExp(card.slice(4))}` : escapeRegExp(card);
  return { card, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "gu"), oneWord: !card.includes(" ") };
});

/** Where a sentence begins: the text's start, a line's, or after . ! ? with any markdown marks or quotes before the word. */
function opensSentence(text: string, at: number): boolean {
  const before = text.slice(0, at).replace(/[*_“"'‘(¡¿«\s]+$/u, "");
  return before === "" || /[.!?…\n]$/.test(before) || /\n\s*$/.test(text.slice(0, at));
}

/** "Linked to the Moon", "ties to the Sun": the card's astrology names the heavenly body, not the card. */
const CELESTIAL = new Set<CardName>(["The Sun", "The Moon"]);

/**
 * The cards the text names. `strict`: a one-word name that only ever opens a sentence does not count, for the
 * check that no other card is named (a "Death" or "Strength" opening a sentence may be the word, not the card).
 */
export function cardsNamed(text: string, { strict = false }: { strict?: boolean } = {}): Set<CardName> {
  const named = new Set<CardName>();
  for (const { card, pattern, oneWord } of CARD_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (strict && oneWord && opensSentence(text, match.index)) continue;
      if (strict && CELESTIAL.has(card) && /(?:linked|tied|ruled|ties|ruler)\s+(?:to|by|of)\s+$/i.test(text.slice(Math.max(0, match.index - 20), match.index))) continue;
      named.add(card);
      break;
    }
  }
  return named;
}
