import { describe, expect, it } from "vitest";
import { composeReading } from "./local";
import type { ReadingPrompt } from "./types";

const THREE_CARDS: ReadingPrompt = { question: "Where is my work going?", type: "three_cards", category: "career", cards: ["The Star", "The Tower", "The Sun"] };
const synthesisOf = (reading: string) => reading.slice(reading.search(/^## (?:Synthesis|Síntesis)/m));

describe("the local writer's memory", () => {
  it("names a drawn card's return at the start of the synthesis, counting this reading", () => {
    const reading = composeReading({ ...THREE_CARDS, memory: { cards: [{ card: "The Tower", count: 3 }], questions: ["Is it time?"] } });
    expect(synthesisOf(reading)).toMatch(/^## Synthesis\n(?:The Tower, for the fourth time this month, has come back|This is the fourth time this month that the Tower has appeared)/);
  });

  it("says it in the reader's language", () => {
    const reading = composeReading({ ...THREE_CARDS, question: "¿Adónde va mi trabajo?", memory: { cards: [{ card: "The Tower", count: 2 }], questions: [] } });
    expect(synthesisOf(reading)).toMatch(/^## Síntesis\n(?:La Torre, por tercera vez este mes, ha vuelto|Es la tercera vez este mes que la Torre aparece)/);
  });

  it("names the drawn card that recurred most when several did", () => {
    const reading = composeReading({
      ...THREE_CARDS,
      memory: { cards: [{ card: "The Moon", count: 5 }, { card: "The Sun", count: 2 }, { card: "The Star", count: 3 }], questions: [] },
    });
    expect(synthesisOf(reading)).toMatch(/(?:The Star|the Star)(?:, for the| has appeared)[^.]*fourth time|fourth time this month that the Star/);
    expect(reading).not.toMatch(/the Sun,? for the third time|third time this month that the Sun/i);
    expect(reading).not.toMatch(/The Moon,/);
  });

  it("says nothing of a pattern when no drawn card recurs, and writes the same reading as without memory", () => {
    const plain = composeReading(THREE_CARDS);
    const remembering = composeReading({ ...THREE_CARDS, memory: { cards: [{ card: "The Moon", count: 4 }], questions: ["Is it time?"] } });
    expect(remembering).toBe(plain);
    expect(plain).not.toMatch(/time this month/);
  });
});
