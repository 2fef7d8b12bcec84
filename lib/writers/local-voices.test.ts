import { describe, expect, it } from "vitest";
import { blocks, randomPrompt, sentenceCount, sentences, words } from "@/tests/helpers/readings-text";
import { mulberry32 } from "@/lib/random";
import { knowledgeOf } from "@/lib/tarot/cards";
import { cardByName } from "@/lib/tarot/deck";
import { getSpread, type SpreadId } from "@/lib/tarot/spreads";
import { VOICES, type Voice } from "@/lib/tarot/voices";
import { questionShape } from "./question-shape";
import { composeFollowUp, composeReading } from "./local";
import { OPENINGS, TONES, VERDICT_MEANING } from "./local/phrases/summary";
import { CODAS, LEADS } from "./local/phrases/sections";
import { COUNSEL } from "./local/phrases/synthesis";
import { VOICE_PHRASES } from "./local/phrases/voices";
import type { ReadingPrompt } from "./types";

/** The local writer in each reader voice: the same cards and seed read differently, gentle exactly as before. */


const OTHER_VOICES = VOICES.filter((voice) => voice !== "gentle");

/** The sentences of a reading that are the writer's own phrasing: not our card texts, which every voice quotes alike. */
function ownSentences(reading: string, prompt: ReadingPrompt): string[] {
  const cardTexts = prompt.cards.map((name) => JSON.stringify(knowledgeOf(cardByName(name)!)));
  return blocks(reading)
    .flatMap((block) => sentences(block.body))
    .filter((sentence) => !cardTexts.some((text) => text.includes(sentence.replace(/^\*\*Verdict: \w+\.\*\* /, ""))));
}

describe("the voice tables", () => {
  it("gives gentle the writer's own tables, so a gentle reading is what it always was", () => {
    const gentle = VOICE_PHRASES.gentle;
    expect(gentle.openings).toBe(OPENINGS);
    expect(gentle.tones).toBe(TONES);
    expect(gentle.verdictMeaning).toBe(VERDICT_MEANING);
    expect(gentle.counsel).toBe(COUNSEL);
    expect(gentle.leads.role("past")).toBe(LEADS.past);
    expect(gentle.codas.role("future")).toBe(CODAS.future);
    expect(gentle.transitions).toEqual([]);
    expect(gentle.closings).toEqual([]);
  });

  it.each(OTHER_VOICES)("gives %s its own openings, leads, codas, counsel, transitions and closings", (voice) => {
    const phrases = VOICE_PHRASES[voice];
    expect(phrases.openings).not.toBe(OPENINGS);
    for (const mood of ["bright", "hard", "mixed"] as const) expect(phrases.tones[mood].length).toBeGreaterThanOrEqual(2);
    for (const leaning of ["yes", "no", "maybe"] as const) expect(phrases.verdictMeaning[leaning].length).toBeGreaterThanOrEqual(2);
    // A yes-or-no spread has three cards and a tarot spread two of the tension places: enough leads that none repeats.
    expect(phrases.leads.verdict.length).toBeGreaterThanOrEqual(3);
    expect(phrases.leads.role("challenge").length).toBeGreaterThanOrEqual(2);
    expect(phrases.leads.generic.length).toBeGreaterThanOrEqual(4);
    expect(phrases.counsel.some((counsel) => counsel.last)).toBe(true);
    expect(phrases.counsel.some((counsel) => !counsel.last)).toBe(true);
    expect(phrases.transitions.length).toBeGreaterThanOrEqual(2);
    expect(phrases.closings.length).toBeGreaterThanOrEqual(2);
  });
});

describe("composeReading in a voice", () => {
  it("writes a gentle reading word for word as a reading that names no voice", () => {
    const random = mulberry32(31);
    for (let i = 0; i < 100; i++) {
      const prompt = randomPrompt(random);
      expect(composeReading({ ...prompt, voice: "gentle" })).toBe(composeReading(prompt));
    }
  });

  it("reads the same cards and question differently in every voice, beyond one sentence", () => {
    const random = mulberry32(32);
    for (let i = 0; i < 60; i++) {
      const prompt = randomPrompt(random);
      const readings = new Map<Voice, string>(VOICES.map((voice) => [voice, composeReading({ ...prompt, voice })]));
      for (const [index, voice] of VOICES.entries()) {
        for (const other of VOICES.slice(index + 1)) {
          const mine = ownSentences(readings.get(voice)!, prompt);
          const theirs = new Set(ownSentences(readings.get(other)!, prompt));
          const shared = mine.filter((sentence) => theirs.has(sentence));
          // The opening, each section's lead and the synthesis's close all differ; only the category's step may be shared.
          expect(mine.length - shared.length, `${voice} vs ${other}\n${readings.get(voice)}\n${readings.get(other)}`).toBeGreaterThanOrEqual(prompt.cards.length + 2);
        }
      }
    }
  });

  it("opens the summary and each section, and closes the synthesis, in the voice's own words", () => {
    const prompt: ReadingPrompt = { question: "Will the move go well?", type: "three_cards", category: "general", cards: ["The Tower", "The Star", "The Sun"] };
    const [gentle, direct, mystic] = (["gentle", "direct", "mystic"] as const).map((voice) => blocks(composeReading({ ...prompt, voice })));
    for (const part of [0, 1, 2, 3]) {
      expect(sentences(direct[part].body)[0]).not.toBe(sentences(gentle[part].body)[0]);
      expect(sentences(mystic[part].body)[0]).not.toBe(sentences(direct[part].body)[0]);
    }
    expect(sentences(direct[4].body).at(-1)).not.toBe(sentences(gentle[4].body).at(-1));
    // Direct speaks in short sentences; Mystic in long ones.
    const mean = (part: { body: string }[]) => words(part.map((block) => block.body).join(" ")) / sentenceCount(part.map((block) => block.body).join(" "));
    expect(mean(direct)).toBeLessThan(mean(mystic));
  });

  it.each(OTHER_VOICES)("keeps the reading's shape, length and rules in the %s voice", (voice) => {
    const BANDS: Record<SpreadId, [number, number]> = { one_card: [120, 200], yes_no: [250, 450], three_cards: [250, 450], tarot: [400, 650] };
    const random = mulberry32(33);
    for (let i = 0; i < 150; i++) {
      const prompt = { ...randomPrompt(random), voice };
      const reading = composeReading(prompt);
      const parts = blocks(reading);
      const positions = getSpread(prompt.type).positions;
      expect(parts.map((part) => part.heading)).toEqual(["Summary", ...positions.map((position, index) => `${position.label}: ${prompt.cards[index]}`), "Synthesis"]);
      const summarySentences = sentenceCount(parts[0].body.replace(/^\*\*Verdict: \w+\.\*\* /, ""));
      expect(summarySentences, reading).toBeGreaterThanOrEqual(2);
      expect(summarySentences, reading).toBeLessThanOrEqual(4);
      expect(parts.at(-1)!.body).not.toContain("\n");
      expect(words(reading), reading).toBeGreaterThanOrEqual(BANDS[prompt.type][0]);
      expect(words(reading), reading).toBeLessThanOrEqual(BANDS[prompt.type][1]);
      // A verdict answers a yes-or-no question on a verdict spread, not a choice or an open question.
      expect(reading.startsWith("## Summary\n**Verdict: ")).toBe(prompt.type === "yes_no" && questionShape(prompt.question).kind === "yes_no");
      // The key card's advice is still given.
      const advice = prompt.cards.map((name) => knowledgeOf(cardByName(name)!).advice);
      // An opening phrase may lowercase the advice's first word.
      expect(advice.some((text) => parts.at(-1)!.body.toLowerCase().includes(text.toLowerCase()))).toBe(true);
      expect((reading.match(/qualified professional/g) ?? []).length).toBe(prompt.category === "health" ? 1 : 0);
    }
  });

  it.each(OTHER_VOICES)("keeps the future open in Future and Outcome positions in the %s voice", (voice) => {
    const random = mulberry32(34);
    for (let i = 0; i < 40; i++) {
      const reading = composeReading({ ...randomPrompt(random, i % 2 ? "tarot" : "three_cards"), voice });
      const last = blocks(reading).at(-2)!;
      expect(last.heading).toMatch(/^(Future|Outcome): /);
      expect(last.body).toMatch(/not a fate|Nothing here is locked|can still|revise|not a statue/i);
    }
  });
});

describe("composeFollowUp in the reading's voice", () => {
  const reading: ReadingPrompt = { question: "How will the launch go?", type: "three_cards", category: "career", cards: ["The Lovers", "The Tower", "The Star"] };
  const ask = (voice?: Voice) => composeFollowUp({ reading: { ...reading, voice }, interpretation: "## Summary\nA shake-up, then hope.", question: "What should I tell my team?" });

  it("answers a gentle reading's follow-up as before, and signs off in the reading's own voice otherwise", () => {
    expect(ask("gentle")).toBe(ask());
    const signOffs = OTHER_VOICES.map((voice) => {
      const answer = ask(voice);
      // The same answer, then one line of the voice's own.
      expect(answer.startsWith(`${ask().trimEnd()} `), answer).toBe(true);
      return answer.slice(ask().trimEnd().length).trim();
    });
    expect(new Set(signOffs).size).toBe(OTHER_VOICES.length);
    for (const line of signOffs) expect(line).toMatch(/^[A-Z].*[.!]$/);
  });
});
