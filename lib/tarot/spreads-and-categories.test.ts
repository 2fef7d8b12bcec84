import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_IDS, getCategory } from "./categories";
import { categoryIdSchema, spreadIdSchema } from "./schemas";
import { SPREAD_IDS } from "@/lib/domain/vocabularies";
import { FREE_SPREADS, SPREADS, getSpread } from "./spreads";

describe("spreads", () => {
  it("are the four spreads with their labels, counts and premium flags", () => {
    expect(SPREADS.map(({ id, label, cardCount, premium }) => ({ id, label, cardCount, premium }))).toEqual([
      { id: "one_card", label: "One Card", cardCount: 1, premium: false },
      { id: "yes_no", label: "Yes or No", cardCount: 3, premium: false },
      { id: "three_cards", label: "Three Cards (Past/Present/Future)", cardCount: 3, premium: true },
      { id: "tarot", label: "Tarot (Full Tarot)", cardCount: 5, premium: true },
    ]);
  });

  it("name each card's position as the specification does, in draw order", () => {
    expect(Object.fromEntries(SPREADS.map((spread) => [spread.id, spread.positions.map((position) => position.label)]))).toEqual({
      one_card: ["The heart of the matter"],
      yes_no: ["First card", "Second card", "Third card"],
      three_cards: ["Past", "Present", "Future"],
      tarot: ["Situation", "Challenge", "Hidden influence", "Advice", "Outcome"],
    });
    expect(getSpread("three_cards").positions.map((position) => position.role)).toEqual(["past", "present", "future"]);
  });

  it("declare every spread id once, in the Type dropdown's order, each position with an id of its own", () => {
    expect(SPREADS.map((spread) => spread.id)).toEqual([...SPREAD_IDS]);
    for (const spread of SPREADS) expect(new Set(spread.positions.map((position) => position.id)).size, spread.id).toBe(spread.cardCount);
    expect(FREE_SPREADS).toEqual(["one_card", "yes_no"]);
  });

  it("reject unknown ids on the wire", () => {
    expect(spreadIdSchema.safeParse("celtic_cross").success).toBe(false);
    expect(spreadIdSchema.parse("tarot")).toBe("tarot");
  });
});

describe("categories", () => {
  it("are the nine categories with their labels, only General free", () => {
    expect(CATEGORY_IDS).toEqual([
      "general", "love", "career", "health", "personal_development", "spirituality", "projects", "emotions", "creativity",
    ]);
    expect(CATEGORIES.map((c) => c.label)).toEqual([
      "General question", "Love and relationships", "Career and finances", "Health and wellness",
      "Personal development", "Spirituality", "Projects and planning", "Personal emotions", "Personal creativity",
    ]);
    expect(CATEGORIES.filter((c) => !c.premium).map((c) => c.id)).toEqual(["general"]);
  });

  it("look up by id and reject unknown ids on the wire", () => {
    expect(getCategory("love").label).toBe("Love and relationships");
    expect(categoryIdSchema.safeParse("money").success).toBe(false);
  });
});
