import { describe, expect, it } from "vitest";
import { composeReading } from "./local";
import { ordinal } from "./local/memory";
import type { ReadingPrompt } from "./types";

const THREE_CARDS: ReadingPrompt = { question: "Where is my work going?", type: "three_cards", category: "career", cards: ["The Star", "The Tower", "The Sun"] };
const synthesisOf = (reading: string) => reading.slice(reading.indexOf("## Synthesis"));

describe("the local writer's memory", () => {
  it("names a drawn card's return in the synthesis, counting this reading", () => {
    const reading = composeReading({ ...THREE_CARDS, memory: { cards: [{ card: "The Tower", count: 3 }], questions: ["Is it time?"] } });
    expect(synthesisOf(reading)).toMatch(/^## Synthesis\nThe Tower, for the fourth time this month, has come back to your readings/);
  });

  it("names the drawn card that recurred most when several did", () => {
    const reading = composeReading({
      ...THREE_CARDS,
      memory: { cards: [{ card: "The Moon", count: 5 }, { card: "The Sun", count: 2 }, { card: "The Star", count: 3 }], questions: [] },
    });
    expect(reading).toContain("The Star, for the fourth time this month");
    expect(reading).not.toContain("The Sun, for the third time");
    expect(reading).not.toContain("The Moon,");
  });

  it("says nothing of a pattern when no drawn card recurs, and writes the same reading as without memory", () => {
    const plain = composeReading(THREE_CARDS);
    const remembering = composeReading({ ...THREE_CARDS, memory: { cards: [{ card: "The Moon", count: 4 }], questions: ["Is it time?"] } });
    expect(remembering).toBe(plain);
    expect(plain).not.toMatch(/time this month/);
  });

  it("counts in words, then in figures", () => {
    expect([2, 3, 4, 10, 11].map(ordinal)).toEqual(["second", "third", "fourth", "tenth", "11th"]);
  });
});
