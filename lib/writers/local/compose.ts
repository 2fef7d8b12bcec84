import "server-only";
import { rngFromText, type Rng } from "@/lib/random";
import { SPREADS, getSpread, type SpreadId, type SpreadTable } from "@/lib/tarot/spreads";
import type { ReadingPrompt } from "../types";
import { drawCards, keyCard } from "./cards";
import { languageNotice } from "./language-notice";
import { memorySlots } from "./memory";
import { ownPhrasing } from "./own-phrasing";
import { pickLeads, sectionSlots } from "./section";
import { fitToLength, type Slot } from "./slots";
import { summarySlots } from "./summary";
import { synthesisSlots } from "./synthesis";
import { wordCount } from "./text";

/** Puts a reading together: the drawn cards, the slots of each part, the length budget, then the markdown. */

type WordRange = { min: number; max: number };

const WORD_RANGE: Partial<Record<SpreadId, WordRange>> = {
  one_card: { min: 120, max: 200 },
  yes_no: { min: 250, max: 450 },
  three_cards: { min: 250, max: 450 },
  tarot: { min: 400, max: 650 },
};

/** A spread without a range of its own gets one that grows with its cards, close to the ranges above. */
const wordRangeFor = (cardCount: number): WordRange => ({ min: 50 + 70 * cardCount, max: 100 + 110 * cardCount });

function renderSection(slots: readonly Slot[], rng: Rng): string {
  const sorted = [...slots].sort((a, b) => a.order - b.order);
  const extras = sorted.filter((slot) => slot.order >= 20).length;
  const splitAt = sorted.findIndex((slot) => slot.order >= 20);
  if (extras >= 2 && sorted.length >= 5 && rng.next() < 0.7) {
    return [sorted.slice(0, splitAt), sorted.slice(splitAt)].map((group) => group.map((slot) => slot.text).join(" ")).join("\n\n");
  }
  return sorted.map((slot) => slot.text).join(" ");
}

/** A complete reading in the shared markdown shape, composed from our card texts, for a spread of the table. */
export function composeReading(prompt: ReadingPrompt<string>, spreads: SpreadTable = SPREADS): string {
  const spread = getSpread(prompt.type, spreads);
  const rng = rngFromText(JSON.stringify([prompt.question.replace(/\s+/g, " ").trim(), prompt.type, prompt.category, prompt.cards]));
  const cards = drawCards(prompt, spread, rng);
  const leads = pickLeads(cards, prompt, spread, rng);
  const key = keyCard(spread, cards);
  const used = new Set<string>();
  const synthesisPart = cards.length + 1;

  // A question in another language (or asked on a page in one, when the question does not tell) opens with a
  // sentence in that language on why the rest is English.
  const notice = languageNotice(prompt.question, prompt.locale);
  const slots: Slot[] = [
    ...(notice ? [{ part: 0, order: -1, tier: 0 as const, text: notice }] : []),
    ...summarySlots(prompt, spread, cards, rng),
    ...cards.flatMap((card, index) => sectionSlots(prompt, spread, card, leads[index], card === key, used, rng)),
    ...synthesisSlots(prompt, spread, cards, synthesisPart, rng),
    ...memorySlots(cards, prompt.memory, synthesisPart),
  ];

  const headings = ["Summary", ...cards.map((card) => `${card.position}: ${card.name}`), "Synthesis"];
  const headingWords = headings.reduce((sum, heading) => sum + wordCount(heading) + 1, 0);
  const chosen = fitToLength(slots, headingWords, ownPhrasing(WORD_RANGE, spread.id) ?? wordRangeFor(spread.cardCount), rng);

  const blocks = headings.map((heading, part) => {
    const partSlots = chosen.filter((slot) => slot.part === part);
    const prose = (texts: readonly Slot[]) => [...texts].sort((a, b) => a.order - b.order).map((slot) => slot.text).join(" ");
    // The language notice is a paragraph of its own, so the reading in English starts after it.
    const opening = part === 0 ? partSlots.filter((slot) => slot.order < 0) : [];
    const body =
      part === 0 || part === synthesisPart
        ? [prose(opening), prose(partSlots.filter((slot) => !opening.includes(slot)))].filter(Boolean).join("\n\n")
        : renderSection(partSlots, rng);
    return `## ${heading}\n${body}`;
  });
  return `${blocks.join("\n\n")}\n`;
}
