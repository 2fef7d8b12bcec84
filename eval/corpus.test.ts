import { describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "@/lib/tarot/categories";
import { CARD_NAMES } from "@/lib/tarot/deck";
import { SPREADS, getSpread } from "@/lib/tarot/spreads";
import { LOCALES } from "@/lib/domain/vocabularies";
import { LANGUAGE_LOCALES } from "@/lib/writers/language";
import { analyseQuestion } from "@/lib/writers/question";
import { CORPUS_DAILIES, CORPUS_READINGS, LANGUAGES, QUESTION_KINDS, cardsFor } from "./corpus";

describe("the evaluation's corpus", () => {
  it("holds about 400 readings with ids of their own, each asked on its language's page", () => {
    expect(CORPUS_READINGS.length).toBeGreaterThanOrEqual(370);
    expect(CORPUS_READINGS.length).toBeLessThanOrEqual(420);
    for (const reading of CORPUS_READINGS) expect(reading.prompt.locale).toBe(LANGUAGE_LOCALES[reading.language]);
    expect(new Set(CORPUS_READINGS.map((reading) => reading.id)).size).toBe(CORPUS_READINGS.length);
  });

  it("asks each language enough questions that one sentence in two readings is not already a stock phrase (over 5 %)", () => {
    for (const language of LANGUAGES) expect(CORPUS_READINGS.filter((reading) => reading.language === language).length, language).toBeGreaterThanOrEqual(55);
  });

  it("asks an either/or question on every spread in every language", () => {
    for (const language of LANGUAGES) {
      const spreads = new Set(CORPUS_READINGS.filter((reading) => reading.language === language && reading.kind === "either_or").map((reading) => reading.prompt.type));
      expect(spreads, language).toEqual(new Set(SPREADS.map((spread) => spread.id)));
    }
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

  it("asks what readers met, in every language: another's illness, debts, an exam, a pet, legal trouble, a pregnancy, very long and one-word questions", () => {
    for (const language of LANGUAGES) {
      const asked = CORPUS_READINGS.filter((reading) => reading.language === language).map((reading) => analyseQuestion(reading.prompt.question, reading.prompt.locale));
      expect(asked.some((question) => question.othersHealth && question.subject.kind === "person"), `${language} relative`).toBe(true);
      expect(asked.some((question) => question.othersHealth && question.subject.kind === "pet"), `${language} pet`).toBe(true);
      for (const domain of ["debt", "study", "law", "pregnancy"] as const) expect(asked.some((question) => question.domains.includes(domain)), `${language} ${domain}`).toBe(true);
      expect(asked.filter((question) => question.shape === "one_word").length, `${language} one-word`).toBeGreaterThanOrEqual(3);
      const kinds = CORPUS_READINGS.filter((reading) => reading.language === language);
      expect(kinds.filter((reading) => reading.kind === "long").length, `${language} long`).toBeGreaterThanOrEqual(4);
      expect(new Set(kinds.filter((reading) => reading.kind === "either_or").map((reading) => reading.prompt.type)).size, `${language} either/or spreads`).toBeGreaterThanOrEqual(3);
    }
  });

  it("asks follow-ups in each language and card of the day messages for cards of the deck", () => {
    const followUps = CORPUS_READINGS.filter((reading) => reading.followUp);
    expect(followUps.length).toBeGreaterThanOrEqual(30);
    expect(new Set(followUps.map((reading) => reading.language))).toEqual(new Set(LANGUAGES));
    expect(CORPUS_DAILIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CORPUS_DAILIES.map((daily) => daily.locale))).toEqual(new Set(LOCALES));
    for (const daily of CORPUS_DAILIES) expect(CARD_NAMES).toContain(daily.card);
  });
});
