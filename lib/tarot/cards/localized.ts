import type { LOCALES } from "@/lib/domain/vocabularies";
import type { Card } from "../deck";
import { CARDS as de } from "./data/de";
import { CARDS as es } from "./data/es";
import { CARDS as fr } from "./data/fr";
import { CARDS as it } from "./data/it";
import { CARDS as ptBR } from "./data/pt-BR";
import { knowledgeOf } from "./index";
import type { CardKnowledge, CardTranslation } from "./types";

/** One of our languages (lib/i18n/locales.ts names the same list; lib/tarot stays below lib/i18n). */
type Locale = (typeof LOCALES)[number];

/** A card's page in one language: its texts and name, with the facts (numeral, yes/no leaning) every language shares. */
export type CardText = CardTranslation & Pick<CardKnowledge, "id" | "numeral" | "yesNo">;

const TRANSLATIONS: Record<Exclude<Locale, "en">, readonly CardTranslation[]> = { es, "pt-BR": ptBR, de, fr, it };

/** The words of a card's page in a language; English comes from the texts the local writer reads too. */
export function cardText(card: Card, locale: Locale): CardText {
  const knowledge = knowledgeOf(card);
  const facts = { id: knowledge.id, numeral: knowledge.numeral, yesNo: knowledge.yesNo };
  if (locale === "en") return { ...knowledge, ...facts, name: card.name };
  const translation = TRANSLATIONS[locale][card.id];
  if (!translation) throw new Error(`No ${locale} text for card ${card.id}`);
  return { ...translation, ...facts };
}

/** A card's name in a language (the footer's list, the pager, the breadcrumb). */
export function cardName(card: Card, locale: Locale): string {
  return locale === "en" ? card.name : cardText(card, locale).name;
}
