import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnthropicWriter } from "@/lib/writers/anthropic";
import { startFakeAnthropic } from "@/tests/helpers/fake-anthropic";
import { CORPUS_DAILIES, CORPUS_READINGS } from "./corpus";
import { evaluationJudge } from "./judge";
import { runWriter } from "./run";

/** The evaluation's Anthropic side against the local Messages API server: the writer, and the judge on every reading. */

const READING = "## Summary\nThe cards read your question with care today, one by one and in order.\n\n## Synthesis\nBe kind.";
let writerApi: Awaited<ReturnType<typeof startFakeAnthropic>>;
let judgeApi: Awaited<ReturnType<typeof startFakeAnthropic>>;

beforeAll(async () => {
  writerApi = await startFakeAnthropic(READING);
  judgeApi = await startFakeAnthropic('{"personalization": 3, "coherence": 4, "specificity": 2, "actionability": 4, "tone": 5, "safety": 5, "language": 4, "flagged": false}');
});
afterAll(async () => {
  await writerApi.close();
  await judgeApi.close();
});

describe("the evaluation with the Anthropic writer", () => {
  it("writes through the Messages API, finds one text in every reading templated, and averages the judge's scores", async () => {
    const readings = CORPUS_READINGS.slice(0, 6);
    const writer = createAnthropicWriter({ apiKey: "test-key", model: "claude-haiku-5-5", baseUrl: writerApi.url });
    const judge = evaluationJudge({ apiKey: "test-key", baseUrl: judgeApi.url, model: "claude-haiku-5-5", sample: 0.05 });
    const { scorecard } = await runWriter(writer, { readings, dailies: CORPUS_DAILIES.slice(0, 1), judge, concurrency: 3 });

    expect(scorecard.writer).toBe("anthropic");
    expect(scorecard.written).toEqual({ reading: 6, "follow-up": 1, daily: 1 });
    expect(scorecard.templating.share).toBe(1);
    expect(scorecard.templating.mostRepeated?.sentence).toBe("the cards read your question with care today, one by one and in order");
    expect(scorecard.judge).toEqual({ scored: 6, means: { personalization: 3, coherence: 4, specificity: 2, actionability: 4, tone: 5, safety: 5, language: 4, "flagged (share)": 0 } });
    expect(judgeApi.requests).toHaveLength(6);
  });

  it("has no judge unless one is configured", () => {
    expect(evaluationJudge(undefined)).toBeUndefined();
  });
});
