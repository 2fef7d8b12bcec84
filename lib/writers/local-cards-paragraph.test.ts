import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { cardText } from "@/lib/tarot/cards/localized";
import { cardByName, CARD_NAMES } from "@/lib/tarot/deck";
import { askedOf } from "./local/ask";
import { languageOf } from "./local/languages";
import { splitSentences } from "./local/text";
import { composeReadingFor } from "./local/reading";

/**
 * The card paragraphs of a reading read like a careful reader's: beside someone else's or a pet's health, no card
 * sentence turns to the asker's own body or self-care (sleep, food, exercise, "your energy"). The questions are
 * our own, written apart from eval/corpus.ts and the review's samples.
 */

const LOCALES = ["en", "es", "pt-BR", "de", "fr", "it"] as const;

const OTHERS_HEALTH: Record<Locale, string> = {
  en: "My grandmother is in hospital with pneumonia. Will she pull through?",
  es: "Mi abuela está ingresada con neumonía. ¿Saldrá adelante?",
  "pt-BR": "Minha avó está internada com pneumonia. Ela vai sair dessa?",
  de: "Meine Oma liegt mit einer Lungenentzündung im Krankenhaus. Wird sie es schaffen?",
  fr: "Ma grand-mère est hospitalisée pour une pneumonie. Va-t-elle s'en sortir ?",
  it: "Mia nonna è ricoverata per una polmonite. Ce la farà?",
};

/** Every sentence of a card's texts (its categories' and its upright meaning's) that speaks of the asker's own body or self-care. */
function selfCareSentences(locale: Locale, name: string): string[] {
  const text = cardText(cardByName(name)!, locale);
  const { selfCare } = languageOf(locale).text;
  return [...Object.values(text.categories), text.upright, text.summary]
    .flatMap((block) => block.split(/\n\s*\n/).flatMap(splitSentences))
    .filter((sentence) => selfCare.test(sentence))
    .map((sentence) => sentence.slice(1, 45));
}

/** The card sections of a reading (the summary and the synthesis left out). */
const cardSections = (reading: string) => reading.split(/^## /m).slice(2, -1).join("\n");

describe("card paragraphs beside someone else's health", () => {
  for (const locale of LOCALES) {
    it(`${locale}: quote no card sentence about the asker's own body, whether the question reads as another's illness or only names another under Health`, () => {
      const read = askedOf(OTHERS_HEALTH[locale], languageOf(locale));
      // A question about a relative that reads no illness of theirs, asked under Health: the category's texts speak of the asker's own sleep, food and energy.
      const relative = { ...read, othersHealth: false, domain: undefined, illness: undefined, who: { person: "relative" as const, relation: "grandmother" as const, gender: "f" as const } };
      let quoted = 0;
      for (const asked of [read, relative]) {
        for (let first = 0; first < CARD_NAMES.length; first += 1) {
          const cards = [0, 1, 2].map((offset) => CARD_NAMES[(first + offset * 7) % CARD_NAMES.length]!);
          const reading = cardSections(composeReadingFor({ question: OTHERS_HEALTH[locale], type: "three_cards", category: "health", cards, locale }, asked));
          for (const name of cards) {
            for (const sentence of selfCareSentences(locale, name)) {
              quoted += 1;
              expect(reading, `${locale} ${cards.join(", ")}`).not.toContain(sentence);
            }
          }
        }
      }
      expect(quoted).toBeGreaterThan(0);
    });
  }
});
