import { cardTranslationsFor } from "@/languages";
import type { CardKnowledge, CardTranslation } from "@/languages/cards";
import type { Locale } from "@/languages/languages";
import type { Card } from "../deck";
import { knowledgeOf } from "./index";

/** A card's page in one language: its texts and name, with the facts (numeral, yes/no leaning) every language shares. */
export type CardText = CardTranslation & Pick<CardKnowledge, "id" | "numeral" | "yesNo">;

/** The words of a card's page in a language; English comes from the texts the local writer reads too. */
export function cardText(card: Card, locale: Locale): CardText {
  const knowledge = knowledgeOf(card);
  const facts = { id: knowledge.id, numeral: knowledge.numeral, yesNo: knowledge.yesNo };
  if (locale === "en") return { ...knowledge, ...facts, name: card.name };
  const translation = cardTranslationsFor(locale)[card.id];
  if (!translation) throw new Error(`No ${locale} text for card ${card.id}`);
  return { ...translation, ...facts };
}

/** A card's name in a language (the footer's list, the pager, the breadcrumb). */
export function cardName(card: Card, locale: Locale): string {
  return locale === "en" ? card.name : cardText(card, locale).name;
}
