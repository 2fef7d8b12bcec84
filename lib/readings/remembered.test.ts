import { describe, expect, it } from "vitest";
import { rememberedOf } from "./memory";
import { NOTHING_REMEMBERED, remembersReadings, rememberedSchema } from "./remembered";
import { rememberedLine } from "./remembered-line";

describe("rememberedLine", () => {
  it("lists the remembered cards with their counts and the questions, as the issue writes it", () => {
    expect(rememberedLine({ cards: [{ card: "The Tower", count: 3 }, { card: "The Star", count: 2 }], questions: 3 })).toBe(
      "This reading remembered: The Tower (3), The Star (2) and your last 3 questions.",
    );
  });

  it("names one card, one question, or only the questions without a stray 'and'", () => {
    expect(rememberedLine({ cards: [{ card: "Death", count: 2 }], questions: 0 })).toBe("This reading remembered: Death (2).");
    expect(rememberedLine({ cards: [], questions: 1 })).toBe("This reading remembered: your last question.");
    expect(rememberedLine({ cards: [{ card: "The Moon", count: 4 }], questions: 2 })).toBe("This reading remembered: The Moon (4) and your last 2 questions.");
  });

  it("is nothing when nothing was remembered", () => {
    expect(rememberedLine(NOTHING_REMEMBERED)).toBeNull();
  });
});

describe("remembersReadings", () => {
  it("is on for a subscriber who has not chosen, and follows a subscriber's choice", () => {
    expect(remembersReadings("subscribed", null)).toBe(true);
    expect(remembersReadings("subscribed", true)).toBe(true);
    expect(remembersReadings("subscribed", false)).toBe(false);
  });

  it("is never on for a free reader, whatever they chose", () => {
    expect(remembersReadings("free", null)).toBe(false);
    expect(remembersReadings("free", true)).toBe(false);
  });
});

describe("rememberedOf", () => {
  it("keeps the cards and counts the questions, never their words", () => {
    const remembered = rememberedOf({ cards: [{ card: "The Tower", count: 3 }], questions: ["Should I move?", "Is it time?"] });
    expect(remembered).toEqual({ cards: [{ card: "The Tower", count: 3 }], questions: 2 });
    expect(JSON.stringify(remembered)).not.toContain("move");
    expect(rememberedSchema.parse(remembered)).toEqual(remembered);
  });

  it("is empty without a memory", () => {
    expect(rememberedOf(null)).toEqual({ cards: [], questions: 0 });
  });
});
