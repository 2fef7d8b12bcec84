import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerInLanguage } from "@/e2e/writer-in-language";
import { LOCALES } from "@/lib/domain/vocabularies";
import { createAnthropicWriter } from "@/lib/writers/anthropic";
import { startFakeAnthropic } from "@/tests/helpers/fake-anthropic";
import { CORPUS_DAILIES, CORPUS_READINGS } from "./corpus";
import { checkWriting } from "./quality";
import { runWriter, type WriterRun } from "./run";

/**
 * The AI writer's structure in every language, end to end (issue 43): the whole corpus written through the
 * Messages API by a server that builds each answer only from what the prompt gave it (its language, its headings,
 * the verdict line it asks for, the cards in their positions: e2e/writer-in-language.ts). The checks then read those
 * answers with the one parser, so the prompt's words and the checks' must agree in each language: native headings
 * in order, the cards as the card pages print them, a verdict exactly where the question and spread ask for one and
 * the one the cards give, and the prose in the reader's language.
 */

const STRUCTURE_CHECKS = ["cards_named", "no_undrawn_cards", "sections_in_order", "question_language", "verdict_fits_question", "verdict_fits_cards"] as const;

let api: Awaited<ReturnType<typeof startFakeAnthropic>>;
let run: WriterRun;

beforeAll(async () => {
  api = await startFakeAnthropic(undefined, { answer: answerInLanguage });
  const writer = createAnthropicWriter({ apiKey: "test-key", model: "claude-haiku-5-5", baseUrl: api.url });
  run = await runWriter(writer, { readings: CORPUS_READINGS, dailies: CORPUS_DAILIES, check: checkWriting, concurrency: 8 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe("the AI writer's readings through the quality checks", () => {
  it("writes every reading, follow-up and card of the day of the corpus", () => {
    expect(run.scorecard.failed).toBe(0);
    expect(run.scorecard.written.reading).toBe(CORPUS_READINGS.length);
    expect(run.scorecard.written.daily).toBe(CORPUS_DAILIES.length);
  });

  it.each(LOCALES)("passes every structure check in %s, on readings, follow-ups and the card of the day", (locale) => {
    const card = run.byLanguage[locale];
    expect(card.written.reading).toBeGreaterThan(0);
    const tallies = (card.checks ?? []).filter((tally) => (STRUCTURE_CHECKS as readonly string[]).includes(tally.check) && tally.total > 0);
    // Every check ran on this language's readings (a verdict on some: the corpus has yes/no questions on verdict spreads).
    expect(new Set(tallies.filter((tally) => tally.kind === "reading").map((tally) => tally.check))).toEqual(new Set(STRUCTURE_CHECKS));
    expect(tallies.filter((tally) => tally.passed !== tally.total)).toEqual([]);
  });
});
