import type { Card } from "../deck";
import { CARDS } from "@/languages/en/cards";
import type { CardKnowledge } from "@/languages/cards";

export type { CardKnowledge, CardTranslation, YesNoLeaning } from "@/languages/cards";

/** Our texts for the 22 Major Arcana, indexed by card id: the English ones (languages/en/cards/). */
export const CARD_KNOWLEDGE: readonly CardKnowledge[] = CARDS;

export function knowledgeOf(card: Card | number): CardKnowledge {
  const id = typeof card === "number" ? card : card.id;
  const knowledge = CARD_KNOWLEDGE[id];
  if (!knowledge || knowledge.id !== id) throw new Error(`No card text for card ${id}`);
  return knowledge;
}
