import { describe, expect, it } from "vitest";
import { followUpLimitMessage } from "@/lib/follow-ups/limit-message";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesFor } from "@/languages";
import { en } from "@/languages/en/messages";
import { rememberedLine } from "@/lib/readings/remembered-line";
import type { Remembered } from "@/lib/readings/remembered";
import { CATEGORIES } from "@/lib/tarot/categories";
import { QUESTION_MAX_LENGTH } from "@/lib/tarot/question";
import { premiumNote } from "@/lib/tarot/premium-note";
import { SAMPLE_QUESTIONS } from "@/lib/tarot/sample-questions";
import { SPREADS } from "@/lib/tarot/spreads";
import { VOICE_CHOICES } from "@/lib/tarot/voices";
import { followUpLimitText, joinList, monthLabel, positionLabel, premiumNoteWords, rememberedText, spreadName, spreadShortName } from "./words";

const reading = en.reading;

describe("the reading catalog's English", () => {
  it("names the spreads, positions, voices and categories as lib/tarot declares them", () => {
    for (const spread of SPREADS) {
      expect(spreadName(reading, spread)).toBe(spread.label);
      expect(spreadShortName(reading, spread)).toBe(spread.shortLabel);
      expect(spread.positions.map((position) => positionLabel(reading, spread, position))).toEqual(spread.positions.map((position) => position.label));
      expect(Object.keys(reading.spreads[spread.id].positions)).toEqual(spread.positions.map((position) => position.id));
    }
    expect(Object.keys(reading.spreads)).toEqual(SPREADS.map((spread) => spread.id));
    expect(VOICE_CHOICES.map((voice) => reading.voices[voice.id])).toEqual(VOICE_CHOICES.map((voice) => voice.label));
    expect(CATEGORIES.map((category) => en.categories[category.id])).toEqual(CATEGORIES.map((category) => category.label));
  });

  it("offers the same 35 sample questions, in the same order", () => {
    expect(reading.sampleQuestions).toEqual(SAMPLE_QUESTIONS);
  });

  it("writes the premium note, the follow-up limit and the remembered line as before", () => {
    expect(premiumNote(premiumNoteWords(reading, "en"))).toBe("Three Cards, Full Tarot and 8 more categories come with Premium");
    for (const role of ["free", "subscribed"] as const) expect(followUpLimitText(role, reading.followUps, "en")).toBe(followUpLimitMessage(role));
    const cases: Remembered[] = [
      { cards: [{ card: "The Tower", count: 3 }, { card: "The Star", count: 2 }], questions: 3 },
      { cards: [{ card: "Death", count: 2 }], questions: 0 },
      { cards: [], questions: 1 },
      { cards: [{ card: "The Moon", count: 4 }], questions: 2 },
      { cards: [], questions: 0 },
    ];
    for (const remembered of cases) expect(rememberedText(remembered, reading, "en", (name) => name)).toBe(rememberedLine(remembered));
  });

  it("keeps the profile's month label in English and writes it in the page's language elsewhere", () => {
    expect(monthLabel("November 2026", "en")).toBe("November 2026");
    expect(monthLabel("November 2026", "de")).toBe("November 2026");
    expect(monthLabel("November 2026", "es")).toBe("noviembre de 2026");
    expect(monthLabel("March 2027", "fr")).toBe("mars 2027");
    expect(monthLabel("not a month", "it")).toBe("not a month");
  });

  it("joins a list the language's way", () => {
    expect(joinList([], reading.list)).toBe("");
    expect(joinList(["A"], reading.list)).toBe("A");
    expect(joinList(["A", "B", "C"], reading.list)).toBe("A, B and C");
  });
});

describe("every language's reading catalog", () => {
  for (const locale of LOCALES) {
    const words = messagesFor(locale).reading;

    it(`${locale}: has 35 distinct sample questions that fit the question box`, () => {
      expect(words.sampleQuestions).toHaveLength(SAMPLE_QUESTIONS.length);
      expect(new Set(words.sampleQuestions).size).toBe(SAMPLE_QUESTIONS.length);
      for (const question of words.sampleQuestions) {
        expect(question.length).toBeLessThanOrEqual(QUESTION_MAX_LENGTH);
        expect(question.endsWith("?")).toBe(true);
      }
    });

    it(`${locale}: names every spread's positions and fills every place it writes`, () => {
      for (const spread of SPREADS) expect(Object.keys(words.spreads[spread.id].positions)).toEqual(spread.positions.map((position) => position.id));
      const note = premiumNote(premiumNoteWords(words, locale));
      expect(note).not.toMatch(/[{}]/);
      expect(rememberedText({ cards: [{ card: "The Tower", count: 3 }], questions: 2 }, words, locale, (name) => name)).not.toMatch(/[{}]/);
      for (const role of ["free", "subscribed"] as const) expect(followUpLimitText(role, words.followUps, locale)).not.toMatch(/[{}]/);
    });

    it(`${locale}: uses the same places in every text as English (a singular may spell out its one)`, () => {
      const places = (text: string, path: string) =>
        [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].filter((place) => !(path.endsWith(".one") && place === "count")).sort();
      const walk = (source: unknown, translated: unknown, path: string) => {
        if (typeof source === "string") {
          expect(places(translated as string, path), path).toEqual(places(source, path));
          return;
        }
        for (const key of Object.keys(source as object)) walk((source as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], `${path}.${key}`);
      };
      walk(reading, words, "reading");
    });
  }
});
