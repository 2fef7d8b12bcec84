import { describe, expect, it } from "vitest";
import { QUESTION_MAX_LENGTH } from "./question";
import { SAMPLE_QUESTIONS, suggestQuestion } from "./sample-questions";

describe("sample questions", () => {
  it("are 35 distinct questions that fit the question box", () => {
    expect(SAMPLE_QUESTIONS).toHaveLength(35);
    expect(new Set(SAMPLE_QUESTIONS).size).toBe(35);
    for (const question of SAMPLE_QUESTIONS) {
      expect(question.length).toBeLessThanOrEqual(QUESTION_MAX_LENGTH);
      expect(question.endsWith("?")).toBe(true);
    }
  });

  it("offers one question picked by the random source", () => {
    expect(suggestQuestion(() => 0)).toBe(SAMPLE_QUESTIONS[0]);
    expect(suggestQuestion(() => 0.999999)).toBe(SAMPLE_QUESTIONS[34]);
  });

  it("never offers the same question twice in a row", () => {
    for (let i = 0; i < 35; i++) {
      const previous = SAMPLE_QUESTIONS[i];
      expect(suggestQuestion(() => i / 35, previous)).not.toBe(previous);
    }
  });
});
