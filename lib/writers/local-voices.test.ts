import { describe, expect, it } from "vitest";
import { sentencesOf, wordsIn } from "@/eval/figures";
import { cardText } from "@/lib/tarot/cards/localized";
import { cardByName } from "@/lib/tarot/deck";
import { getSpread } from "@/lib/tarot/spreads";
import { VOICES, type Voice } from "@/lib/tarot/voices";
import { blocks, LOCAL_LOCALES, localPrompts, proseWords } from "@/tests/helpers/local-readings";
import { composeFollowUp, composeReading } from "./local";
import { languageOf } from "./local/languages";
import type { ReadingPrompt } from "./types";

/** The local writer in each reader voice: the same cards and question read differently, in every language. */

const OTHER_VOICES = VOICES.filter((voice) => voice !== "gentle");

/** The sentences of a reading that are the writer's own phrasing: not our card texts, which every voice quotes alike. */
function ownSentences(reading: string, prompt: ReadingPrompt, locale: (typeof LOCAL_LOCALES)[number]): string[] {
  const texts = prompt.cards.map((name) => JSON.stringify(cardText(cardByName(name)!, locale)).toLowerCase());
  return sentencesOf(reading).filter((sentence) => !texts.some((text) => text.includes(sentence.split(": ").at(-1)!)));
}

describe.each(LOCAL_LOCALES)("the %s voice tables", (locale) => {
  const lang = languageOf(locale);

  it.each(OTHER_VOICES)("give %s its own openings, moods, verdicts, card lines, counsel, transitions and closings", (voice) => {
    expect(lang.summary.opening[voice]).not.toBe(lang.summary.opening.gentle);
    for (const mood of ["bright", "hard", "mixed"] as const) expect(lang.summary.mood[voice][mood].length).toBeGreaterThanOrEqual(2);
    for (const lean of ["yes", "no", "maybe"] as const) expect(lang.summary.verdict[voice][lean].length).toBeGreaterThanOrEqual(2);
    // A five-card spread opens five sections: enough voice lines that none repeats.
    expect(lang.section.voiceLine[voice].length).toBeGreaterThanOrEqual(4);
    expect(lang.synthesis.counsel[voice].length).toBeGreaterThanOrEqual(3);
    expect(lang.synthesis.transition[voice].length).toBeGreaterThanOrEqual(2);
    expect(lang.synthesis.closing[voice].length).toBeGreaterThanOrEqual(3);
  });

  it("give gentle no voice lines or transitions of its own, and a closing on hope", () => {
    expect(lang.section.voiceLine.gentle).toEqual([]);
    expect(lang.synthesis.transition.gentle).toEqual([]);
    expect(lang.synthesis.closing.gentle.length).toBeGreaterThanOrEqual(4);
  });
});

describe.each(LOCAL_LOCALES)("composeReading in a voice, in %s", (locale) => {
  const prompts = localPrompts(locale, 60, "voices");

  it("writes a gentle reading word for word as a reading that names no voice", () => {
    for (const prompt of prompts) expect(composeReading({ ...prompt, voice: "gentle" })).toBe(composeReading(prompt));
  });

  it("reads the same cards and question differently in every voice, beyond one sentence", () => {
    for (const prompt of prompts) {
      const readings = new Map<Voice, string>(VOICES.map((voice) => [voice, composeReading({ ...prompt, voice })]));
      for (const [index, voice] of VOICES.entries()) {
        for (const other of VOICES.slice(index + 1)) {
          const mine = ownSentences(readings.get(voice)!, prompt, locale);
          const theirs = new Set(ownSentences(readings.get(other)!, prompt, locale));
          const differ = mine.filter((sentence) => !theirs.has(sentence)).length;
          expect(differ, `${voice} vs ${other}\n${readings.get(voice)}\n${readings.get(other)}`).toBeGreaterThanOrEqual(Math.min(prompt.cards.length + 2, 4));
        }
      }
    }
  });

  it.each(OTHER_VOICES)("keeps the reading's shape and length in the %s voice, and ends it in the voice's own words", (voice) => {
    const endings = new Set(languageOf(locale).synthesis.closing[voice].map(String));
    for (const prompt of prompts) {
      const reading = composeReading({ ...prompt, voice });
      const parts = blocks(reading);
      expect(parts.length).toBe(getSpread(prompt.type).cardCount + 2);
      expect(parts.at(-1)!.body).not.toContain("\n");
      expect(proseWords(reading), reading).toBeGreaterThanOrEqual(110);
      expect(endings.size).toBeGreaterThan(0);
    }
  });
});

describe("the voices' sentences", () => {
  it("are shorter in Direct than in Mystic", () => {
    const prompt: ReadingPrompt = { question: "Will the move go well?", type: "three_cards", category: "general", cards: ["The Tower", "The Star", "The Sun"] };
    const mean = (voice: Voice) => {
      const sentences = sentencesOf(composeReading({ ...prompt, voice }));
      return sentences.reduce((sum, sentence) => sum + wordsIn(sentence), 0) / sentences.length;
    };
    expect(mean("direct")).toBeLessThan(mean("mystic"));
  });
});

describe("composeFollowUp in the reading's voice", () => {
  const reading: ReadingPrompt = { question: "How will the launch go?", type: "three_cards", category: "career", cards: ["The Lovers", "The Tower", "The Star"] };
  const ask = (voice?: Voice) => composeFollowUp({ reading: { ...reading, voice }, interpretation: "## Summary\nA shake-up, then hope.", question: "What should I tell my team?" });

  it("answers the same in every voice but for its closing, the voice's own", () => {
    expect(ask("gentle")).toBe(ask());
    const paragraphs = (answer: string) => answer.trim().split("\n\n");
    const lasts = VOICES.map((voice) => {
      const answer = paragraphs(ask(voice));
      expect(answer.slice(0, -1)).toEqual(paragraphs(ask()).slice(0, -1));
      return answer.at(-1);
    });
    expect(new Set(lasts).size).toBe(VOICES.length);
  });
});
