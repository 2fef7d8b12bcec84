import { describe, expect, it } from "vitest";
import { PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { CATEGORY_IDS } from "../categories";
import { DECK } from "../deck";
import { knowledgeOf } from "./index";
import { cardName, cardText } from "./localized";

const paragraphs = (text: string) => text.split("\n\n").length;

describe.each(PREFIXED_LOCALES)("the %s card texts", (locale) => {
  it.each(DECK.map((card) => [card.name, card] as const))("%s has every English text, in the same shape, in this language", (_, card) => {
    const english = knowledgeOf(card);
    const text = cardText(card, locale);
    expect(text.id).toBe(card.id);
    expect(text.numeral).toBe(english.numeral);
    expect(text.yesNo).toBe(english.yesNo);
    expect(text.name).not.toBe(card.name);
    expect(cardName(card, locale)).toBe(text.name);
    expect(text.keywords.upright).toHaveLength(english.keywords.upright.length);
    expect(text.keywords.reversed).toHaveLength(english.keywords.reversed.length);
    expect(paragraphs(text.upright)).toBe(paragraphs(english.upright));
    expect(paragraphs(text.reversed)).toBe(paragraphs(english.reversed));
    // The prose is written in the language, not left in English.
    for (const field of ["summary", "upright", "reversed", "advice", "yesNoReason", "imageAlt"] as const) {
      expect(text[field].trim(), field).not.toBe("");
      expect(text[field], field).not.toBe(english[field]);
    }
    for (const category of CATEGORY_IDS) {
      expect(text.categories[category].trim(), category).not.toBe("");
      expect(text.categories[category], category).not.toBe(english.categories[category]);
    }
  });
});

describe("the English card texts", () => {
  it("are the texts the local writer reads, under the deck's names", () => {
    for (const card of DECK) {
      expect(cardText(card, "en")).toMatchObject({ ...knowledgeOf(card), name: card.name });
      expect(cardName(card, "en")).toBe(card.name);
    }
  });
});
