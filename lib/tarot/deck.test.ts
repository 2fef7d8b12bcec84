import { describe, expect, it } from "vitest";
import { mulberry32 } from "@/lib/random";
import { DECK, cardByName, cardBySlug, deckNeighbours, shuffledIds, slugify } from "./deck";

const SPEC_SLUGS = [
  "the-fool", "the-magician", "the-high-priestess", "the-empress", "the-emperor", "the-hierophant",
  "the-lovers", "the-chariot", "strength", "the-hermit", "wheel-of-fortune", "justice", "the-hanged-man",
  "death", "temperance", "the-devil", "the-tower", "the-star", "the-moon", "the-sun", "judgement", "the-world",
];

const SPEC_NAMES = [
  "The Fool", "The Magician", "The High Priestess", "The Empress", "The Emperor", "The Hierophant",
  "The Lovers", "The Chariot", "Strength", "The Hermit", "Wheel of Fortune", "Justice", "The Hanged Man",
  "Death", "Temperance", "The Devil", "The Tower", "The Star", "The Moon", "The Sun", "Judgement", "The World",
];

const seeded = mulberry32;

describe("deck", () => {
  it("holds the 22 Major Arcana in the specification's order, each found by its id, name and slug", () => {
    expect(DECK.map((card) => card.name)).toEqual(SPEC_NAMES);
    SPEC_NAMES.forEach((name, id) => {
      expect(cardByName(name)?.id, name).toBe(id);
      expect(cardBySlug(SPEC_SLUGS[id])?.name, name).toBe(name);
    });
  });

  it("derives the spec's 22 slugs from the names", () => {
    expect(DECK.map((card) => card.slug)).toEqual(SPEC_SLUGS);
  });

  it("turns every run of non-alphanumerics into one hyphen", () => {
    expect(slugify("Wheel of Fortune")).toBe("wheel-of-fortune");
    expect(slugify("The  High--Priestess!")).toBe("the-high-priestess");
  });

  it("points each card at its image under /cards", () => {
    expect(DECK[13].image).toBe("/cards/death.jpg");
  });

  it("finds cards by slug and by exact name only", () => {
    expect(cardBySlug("the-star")?.id).toBe(17);
    expect(cardBySlug("the-stars")).toBeUndefined();
    expect(cardByName("The Moon")?.slug).toBe("the-moon");
    expect(cardByName("the moon")).toBeUndefined();
  });
});

describe("shuffledIds", () => {
  it("returns a permutation of all 22 ids", () => {
    const ids = shuffledIds(seeded(1));
    expect([...ids].sort((a, b) => a - b)).toEqual([...Array(22).keys()]);
  });

  it("is deterministic for the same random source and differs between sources", () => {
    expect(shuffledIds(seeded(7))).toEqual(shuffledIds(seeded(7)));
    expect(shuffledIds(seeded(7))).not.toEqual(shuffledIds(seeded(8)));
  });

  it("puts every card in every place about equally often", () => {
    const random = seeded(42);
    const firstPlace = new Array(22).fill(0);
    const runs = 22_000;
    for (let i = 0; i < runs; i++) firstPlace[shuffledIds(random)[0]]++;
    for (const count of firstPlace) expect(Math.abs(count - runs / 22)).toBeLessThan(200);
  });
});

describe("deckNeighbours", () => {
  it("gives The Fool only a next card", () => {
    const { previous, next } = deckNeighbours(DECK[0]);
    expect(previous).toBeUndefined();
    expect(next.name).toBe("The Magician");
  });

  it("links a middle card both ways in deck order", () => {
    const { previous, next } = deckNeighbours(DECK[10]);
    expect(previous?.name).toBe("The Hermit");
    expect(next.name).toBe("Justice");
  });

  it("links The World back to Judgement and on to The Fool", () => {
    const { previous, next } = deckNeighbours(DECK[21]);
    expect(previous?.name).toBe("Judgement");
    expect(next.name).toBe("The Fool");
  });
});
