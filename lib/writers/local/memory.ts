import "server-only";
import type { ReadingMemory } from "../types";
import { hopefulKeyword, type Drawn } from "./cards";
import type { Slot } from "./slots";

/** The reader's recent readings in the local writer: one sentence naming a drawn card's return, when one recurs. */

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

/** "third", "fourth", … "11th": how many times, this reading included. */
export function ordinal(count: number): string {
  return ORDINALS[count - 1] ?? `${count}th`;
}

/**
 * The pattern sentence (docs/product.md#readings-that-remember): the drawn card that has come up most in the
 * reader's recent readings, named with how often, this reading included: "The Tower, for the fourth time this
 * month, …". None when no drawn card recurs, or when the readings do not remember.
 */
export function patternSentence(cards: readonly Drawn[], memory: ReadingMemory | undefined): string | null {
  if (!memory) return null;
  const recurring = cards
    .map((card) => ({ card, before: memory.cards.find((entry) => entry.card === card.name)?.count ?? 0 }))
    .filter(({ before }) => before > 0)
    .sort((a, b) => b.before - a.before || a.card.index - b.card.index)[0];
  if (!recurring) return null;
  const { card, before } = recurring;
  return `${card.title}, for the ${ordinal(before + 1)} time this month, has come back to your readings: its theme of ${hopefulKeyword(card, 0)} is still asking for your attention.`;
}

/** The pattern sentence as the synthesis's opening line, always kept. */
export function memorySlots(cards: readonly Drawn[], memory: ReadingMemory | undefined, part: number): Slot[] {
  const sentence = patternSentence(cards, memory);
  return sentence ? [{ part, order: -1, tier: 0, text: sentence }] : [];
}
