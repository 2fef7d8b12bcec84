import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { askedOf } from "./local/ask";
import { languageOf } from "./local/languages";
import { composeReading } from "./local";

/**
 * A long question of several matters that tells of the asker's partner and of children is read as the asker's
 * situation, and the reading names what it is made of: the asker and that partner, and the question of children,
 * rather than only "your situation". The questions are written apart from eval/corpus.ts.
 */
const QUESTIONS: { locale: Locale; question: string; partner: RegExp; children: RegExp }[] = [
  {
    locale: "en",
    question:
      "My husband and I have been married for ten years and we are happy, but he wants kids and I am not sure I do. We have talked about it for a year without getting anywhere. What do we do now?",
    partner: /your husband/,
    children: /children/,
  },
  {
    locale: "it",
    question:
      "Con la mia fidanzata conviviamo da cinque anni e stiamo bene, però lei sogna dei bambini e io ho molti dubbi. Ne discutiamo spesso senza arrivare a niente. Che cosa possiamo fare?",
    partner: /la tua fidanzata/,
    children: /figli/,
  },
];

describe("the local writer names the partner and the children a long question tells of", () => {
  for (const { locale, question, partner, children } of QUESTIONS) {
    it(`names the partner and the question of children, not only the situation (${locale})`, () => {
      const read = askedOf(question, languageOf(locale));
      expect(read.about).toBe("situation");
      expect(read.who.person).toBe("self");
      expect(read.among?.partner?.person).toBe("partner");
      expect(read.among?.children?.person).toBe("child");
      expect(read.matters).toEqual(expect.arrayContaining(["love", "family"]));
      const text = composeReading({ question, type: "three_cards", category: "love", voice: "gentle", cards: ["The Sun", "Strength", "Justice"], locale });
      const prose = text.replace(question, "");
      expect(prose).toMatch(partner);
      expect(prose).toMatch(children);
    });
  }
});

describe("the local writer speaks to being near someone ill", () => {
  it("names the asker's time near a sick pet in more than one way, not one stiff phrase (it)", () => {
    const question = "Il mio vecchio gatto è malato da settimane. Come posso stargli vicino?";
    const text = composeReading({ question, type: "three_cards", category: "emotions", voice: "gentle", cards: ["The Star", "Temperance", "The Moon"], locale: "it" });
    const prose = text.replace(question, "");
    expect(prose).toMatch(/vicino al tuo gatto/);
    expect(prose).toMatch(/accanto al tuo gatto/);
  });
});
