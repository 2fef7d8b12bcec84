import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { CARD_NAMES } from "@/lib/tarot/deck";
import type { ReadingPrompt } from "./types";
import { composeReading } from "./local";

/**
 * The local writer reads the question's own matter, not only its area of life: "Will I pass my driving test in
 * March?" is read for "your driving test in March", not for "your studies" (languages/focus-phrase.ts), in the
 * summary or the sections, unquoted (the step keeps its own words); and a question whose matter gives no clean phrase keeps the area's words.
 */

const ASKED: { locale: Locale; question: string; phrase: string }[] = [
  { locale: "en", question: "Will I pass my driving test in March?", phrase: "your driving test in March" },
  { locale: "es", question: "¿Aprobaré el examen del carné de conducir en marzo?", phrase: "el examen del carné de conducir en marzo" },
  { locale: "pt-BR", question: "Vou passar na prova da autoescola em março?", phrase: "prova da autoescola em março" },
  { locale: "fr", question: "Vais-je réussir l'examen du permis de conduire en mars ?", phrase: "l'examen du permis de conduire en mars" },
  { locale: "it", question: "Passerò l'esame della patente a marzo?", phrase: "esame della patente a marzo" },
];

function prompt(locale: Locale, question: string, type: ReadingPrompt["type"], offset: number): ReadingPrompt {
  const count = type === "three_cards" ? 3 : type === "tarot" ? 5 : 1;
  return { question, type, category: "general", cards: CARD_NAMES.slice(offset, offset + count), locale };
}

/** The reading without its quotations: a quoted question is not a reading of it. */
const unquoted = (text: string) => text.replace(/“[^”]*”|«[^»]*»|"[^"]*"/g, "");

describe("the local writer reads the question's own matter", () => {
  for (const { locale, question, phrase } of ASKED) {
    it(`carries "${phrase}" in its readings (${locale})`, () => {
      for (const [index, type] of (["one_card", "three_cards", "tarot"] as const).entries()) {
        const text = unquoted(composeReading(prompt(locale, question, type, index * 5)));
        expect(text, `${type}: ${text}`).toContain(phrase);
      }
    });
  }

  it("keeps the area's words where no clean phrase can be taken", () => {
    const text = unquoted(composeReading(prompt("en", "What will help my small bakery grow?", "three_cards", 3)));
    expect(text).not.toMatch(/bakery grow/);
  });
});
