import { describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "@/lib/tarot/categories";
import { CARD_NAMES } from "@/lib/tarot/deck";
import { SPREADS, getSpread } from "@/lib/tarot/spreads";
import { CORPUS_DAILIES, CORPUS_READINGS, LANGUAGES, QUESTION_KINDS, cardsFor } from "./corpus";

describe("the evaluation's corpus", () => {
  it("holds about 200 readings with ids of their own", () => {
    expect(CORPUS_READINGS.length).toBeGreaterThanOrEqual(190);
    expect(CORPUS_READINGS.length).toBeLessThanOrEqual(220);
    expect(new Set(CORPUS_READINGS.map((reading) => reading.id)).size).toBe(CORPUS_READINGS.length);
  });

  it("asks every kind of question in every language", () => {
    for (const language of LANGUAGES) {
      for (const kind of QUESTION_KINDS) {
        expect(CORPUS_READINGS.some((reading) => reading.language === language && reading.kind === kind), `${language} ${kind}`).toBe(true);
      }
    }
  });

  it("covers every spread and category, and lands either/or questions on Yes or No", () => {
    expect(new Set(CORPUS_READINGS.map((reading) => reading.prompt.type))).toEqual(new Set(SPREADS.map((spread) => spread.id)));
    expect(new Set(CORPUS_READINGS.map((reading) => reading.prompt.category))).toEqual(new Set(CATEGORY_IDS));
    expect(CORPUS_READINGS.filter((reading) => reading.kind === "either_or" && reading.prompt.type === "yes_no").length).toBeGreaterThanOrEqual(10);
  });

  it("draws distinct cards of the deck, one per position, the same on every run", () => {
    for (const { id, prompt } of CORPUS_READINGS) {
      expect(prompt.cards).toHaveLength(getSpread(prompt.type).cardCount);
      expect(new Set(prompt.cards).size).toBe(prompt.cards.length);
      for (const card of prompt.cards) expect(CARD_NAMES).toContain(card);
      expect(cardsFor(id, prompt.cards.length)).toEqual(prompt.cards);
    }
    // Seeded by the id: of 22 cards one-card draws repeat, but draws of three or five cards hardly ever do.
    const longerDraws = CORPUS_READINGS.filter((reading) => reading.prompt.cards.length >= 3).map((reading) => reading.prompt.cards.join());
    expect(new Set(longerDraws).size).toBeGreaterThan(longerDraws.length * 0.95);
  });

  it("asks follow-ups in each language and card of the day messages for cards of the deck", () => {
    const followUps = CORPUS_READINGS.filter((reading) => reading.followUp);
    expect(followUps.length).toBeGreaterThanOrEqual(30);
    expect(new Set(followUps.map((reading) => reading.language))).toEqual(new Set(LANGUAGES));
    expect(CORPUS_DAILIES.length).toBeGreaterThanOrEqual(10);
    for (const daily of CORPUS_DAILIES) expect(CARD_NAMES).toContain(daily.card);
  });
});
