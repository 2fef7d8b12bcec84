import { describe, expect, it } from "vitest";
import { newestSimilar, normalisedQuestion } from "./similar-question";

describe("normalisedQuestion", () => {
  it.each([
    ["Will I find LOVE?", "will i find love"],
    ["¿Volverá mi ex conmigo?", "volvera mi ex conmigo"],
    ["  Should   I stay…  or go?! ", "should i stay or go"],
    ["Est-ce que je déménage à Paris ?", "est ce que je demenage a paris"],
    ["What's next?", "what s next"],
    ["?!…", ""],
  ])("makes %j into %j", (question, words) => {
    expect(normalisedQuestion(question)).toBe(words);
  });
});

describe("newestSimilar", () => {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day));
  const candidates = [
    { id: "newest", question: "Will it rain tomorrow?", createdAt: at(20), closeMatch: false },
    { id: "middle", question: "will I find love", createdAt: at(19), closeMatch: false },
    { id: "oldest", question: "Will I find love?", createdAt: at(18), closeMatch: false },
  ];

  it("answers the newest candidate with the same words", () => {
    expect(newestSimilar("WILL I FIND LOVE!", candidates)?.id).toBe("middle");
  });

  it("answers a close match the database found, even in other words", () => {
    expect(newestSimilar("Is love something I will find?", [{ ...candidates[2], closeMatch: true }])?.id).toBe("oldest");
  });

  it("answers null for another question, and for one of no words at all", () => {
    expect(newestSimilar("Will I find work?", candidates)).toBeNull();
    expect(newestSimilar("?!", [{ ...candidates[0], question: "…?" }])).toBeNull();
  });
});
