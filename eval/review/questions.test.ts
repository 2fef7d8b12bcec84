import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/domain/vocabularies";
import { getSpread } from "@/lib/tarot/spreads";
import { CORPUS_READINGS } from "../corpus";
import { REVIEW_DAILIES, REVIEW_KINDS, REVIEW_READINGS, fileOrder, reviewQuestionsSchema, reviewReadingsOf } from "./questions";

describe("the blind review's sample", () => {
  it("asks each of the ten kinds once in every language, two with a follow-up, and two cards of the day", () => {
    for (const locale of LOCALES) {
      const readings = REVIEW_READINGS.filter((reading) => reading.locale === locale);
      expect(readings.map((reading) => reading.kind).sort()).toEqual([...REVIEW_KINDS].sort());
      expect(readings.filter((reading) => reading.followUp).length).toBe(2);
      expect(REVIEW_DAILIES.filter((daily) => daily.locale === locale).length).toBe(2);
    }
  });

  it("asks nothing the evaluation's corpus asks, so the writer is not tuned on it", () => {
    const corpus = new Set(CORPUS_READINGS.map((reading) => reading.prompt.question.trim().toLowerCase()));
    for (const reading of REVIEW_READINGS) expect(corpus.has(reading.prompt.question.trim().toLowerCase()), reading.id).toBe(false);
  });

  it("draws distinct cards, one per position, and shuffles each language's files the same way on every run", () => {
    for (const { prompt } of REVIEW_READINGS) {
      expect(prompt.cards.length).toBe(getSpread(prompt.type).cardCount);
      expect(new Set(prompt.cards).size).toBe(prompt.cards.length);
    }
    for (const locale of LOCALES) {
      const order = fileOrder(locale).map((reading) => reading.id);
      expect(fileOrder(locale).map((reading) => reading.id)).toEqual(order);
      expect(order).not.toEqual(REVIEW_READINGS.filter((reading) => reading.locale === locale).map((reading) => reading.id));
    }
  });

  it("reads a held-out set of the same shape, draws that set's own cards, and refuses one that leaves out a language or asks a kind twice", () => {
    const asTable = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        REVIEW_READINGS.filter((reading) => reading.locale === locale).map(({ kind, prompt, followUp }) => ({
          kind,
          category: prompt.category,
          type: prompt.type,
          voice: prompt.voice,
          question: `${prompt.question} (held out)`,
          ...(followUp ? { followUp } : {}),
        })),
      ]),
    );
    const heldOut = reviewReadingsOf(reviewQuestionsSchema.parse(asTable), "held-out:test.json");
    const tableCards = new Map(REVIEW_READINGS.map((reading) => [reading.id, reading.prompt.cards.join()]));
    expect(heldOut.map((reading) => reading.id).sort()).toEqual([...tableCards.keys()].sort());
    const sameCards = heldOut.filter((reading) => reading.prompt.cards.join() === tableCards.get(reading.id));
    expect(sameCards.length).toBeLessThan(heldOut.length / 4);
    const withoutEnglish = Object.fromEntries(Object.entries(asTable).filter(([locale]) => locale !== "en"));
    expect(reviewQuestionsSchema.safeParse(withoutEnglish).success).toBe(false);
    const englishTwiceOneKind = { ...asTable, en: asTable.en!.map((item, index) => (index === 1 ? { ...item, kind: asTable.en![0]!.kind } : item)) };
    expect(reviewQuestionsSchema.safeParse(englishTwiceOneKind).success).toBe(false);
  });
});
