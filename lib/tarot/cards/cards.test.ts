import { describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "../categories";
import { DECK } from "../deck";
import { CARD_KNOWLEDGE, knowledgeOf } from "./index";

// The traditional correspondences of docs/product.md#card-correspondences.
const FACTS: [element: string, astrology: string, yesNo: string][] = [
  ["Air", "Uranus", "maybe"], ["Air", "Mercury", "yes"], ["Water", "Moon", "maybe"], ["Earth", "Venus", "yes"],
  ["Fire", "Aries", "yes"], ["Earth", "Taurus", "maybe"], ["Air", "Gemini", "yes"], ["Water", "Cancer", "yes"],
  ["Fire", "Leo", "yes"], ["Earth", "Virgo", "maybe"], ["Fire", "Jupiter", "maybe"], ["Air", "Libra", "maybe"],
  ["Water", "Neptune", "maybe"], ["Water", "Scorpio", "no"], ["Fire", "Sagittarius", "yes"], ["Earth", "Capricorn", "no"],
  ["Fire", "Mars", "no"], ["Air", "Aquarius", "yes"], ["Water", "Pisces", "maybe"], ["Fire", "Sun", "yes"],
  ["Fire", "Pluto", "yes"], ["Earth", "Saturn", "yes"],
];

const NUMERALS = ["0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"];

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

describe("card knowledge base", () => {
  it("has one entry per card, in deck order, with Waite's numerals", () => {
    expect(CARD_KNOWLEDGE).toHaveLength(22);
    CARD_KNOWLEDGE.forEach((card, index) => {
      expect(card.id).toBe(index);
      expect(card.numeral).toBe(NUMERALS[index]);
    });
    expect(knowledgeOf(DECK[8]).numeral).toBe("VIII");
  });

  it("matches the traditional element, planet or sign, and yes/no leaning", () => {
    CARD_KNOWLEDGE.forEach((card, index) => {
      expect([card.element, card.astrology, card.yesNo]).toEqual(FACTS[index]);
    });
  });

  it.each(CARD_KNOWLEDGE.map((card) => [DECK[card.id].name, card] as const))("%s has rich, complete texts", (_name, card) => {
    expect(card.keywords.upright.length).toBeGreaterThanOrEqual(5);
    expect(card.keywords.reversed.length).toBeGreaterThanOrEqual(5);
    expect(card.summary.length).toBeGreaterThan(40);
    expect(card.summary.length).toBeLessThanOrEqual(220);
    for (const meaning of [card.upright, card.reversed]) {
      expect(meaning.split("\n\n")).toHaveLength(2);
      expect(words(meaning)).toBeGreaterThanOrEqual(100);
    }
    expect(Object.keys(card.categories).sort()).toEqual([...CATEGORY_IDS].sort());
    for (const text of Object.values(card.categories)) expect(words(text)).toBeGreaterThanOrEqual(20);
    expect(card.advice.length).toBeGreaterThan(20);
    expect(card.yesNoReason.length).toBeGreaterThan(20);
    expect(card.imageAlt.length).toBeGreaterThan(40);
    expect(card.imageAlt).not.toMatch(/^image of/i);
  });

  it("frames health as reflection, never diagnosis or treatment", () => {
    for (const card of CARD_KNOWLEDGE) {
      expect(card.categories.health).not.toMatch(/\b(diagnos(e|is)|cure|prescri|medication|dosage)\b/i);
    }
  });

  it("does not repeat itself across cards", () => {
    const summaries = new Set(CARD_KNOWLEDGE.map((card) => card.summary));
    const advice = new Set(CARD_KNOWLEDGE.map((card) => card.advice));
    expect(summaries.size).toBe(22);
    expect(advice.size).toBe(22);
  });

  it("refuses an id it has no text for", () => {
    expect(() => knowledgeOf(22)).toThrow();
  });
});
