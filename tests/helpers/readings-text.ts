import { CATEGORY_IDS, type CategoryId } from "@/lib/tarot/categories";
import { CARD_NAMES, type CardName } from "@/lib/tarot/deck";
import { SAMPLE_QUESTIONS } from "@/lib/tarot/sample-questions";
import { SPREADS, getSpread, type SpreadId } from "@/lib/tarot/spreads";
import type { ReadingPrompt } from "@/lib/writers/types";

/** A reading request drawn by `random`: a sample question, a spread (or `type`), a category (or `category`) and distinct cards. */
export function randomPrompt(random: () => number, type?: SpreadId, category?: CategoryId): ReadingPrompt {
  const spread = type ? getSpread(type) : SPREADS[Math.floor(random() * SPREADS.length)];
  const deck = [...CARD_NAMES];
  const cards: CardName[] = [];
  for (let i = 0; i < spread.cardCount; i++) cards.push(deck.splice(Math.floor(random() * deck.length), 1)[0]);
  return {
    question: SAMPLE_QUESTIONS[Math.floor(random() * SAMPLE_QUESTIONS.length)],
    type: spread.id,
    category: category ?? CATEGORY_IDS[Math.floor(random() * CATEGORY_IDS.length)],
    cards,
  };
}

export type Block = { heading: string; body: string };

/** A written reading's `## ` sections, each with its heading and its body. */
export function blocks(reading: string): Block[] {
  return reading
    .trim()
    .split(/^## /m)
    .slice(1)
    .map((block) => {
      const newline = block.indexOf("\n");
      return { heading: block.slice(0, newline), body: block.slice(newline + 1).trim() };
    });
}

export const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
export const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z“])/).filter(Boolean);
export const sentenceCount = (text: string) => (text.match(/[.!?](?=\s|$)/g) ?? []).length;
