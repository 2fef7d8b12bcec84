import { describe, expect, it } from "vitest";
import { cardsVerdict, verdictOf } from "./verdict";

describe("the verdict rule", () => {
  it("gives yes or no on a strict majority of the cards", () => {
    expect(verdictOf(["yes", "yes", "no"])).toBe("yes");
    expect(verdictOf(["no", "maybe", "no"])).toBe("no");
    expect(verdictOf(["yes"])).toBe("yes");
    expect(verdictOf(["yes", "yes", "yes", "no", "no"])).toBe("yes");
  });

  it("gives maybe on a tie or without a majority", () => {
    expect(verdictOf(["yes", "no", "maybe"])).toBe("maybe");
    expect(verdictOf(["yes", "maybe", "maybe"])).toBe("maybe");
    expect(verdictOf(["yes", "no"])).toBe("maybe");
    expect(verdictOf([])).toBe("maybe");
  });

  it("reads the cards' own leanings: the Magician with Wheel of Fortune and Justice is no yes", () => {
    expect(cardsVerdict(["The Magician", "Wheel of Fortune", "Justice"])).toBe("maybe");
    expect(cardsVerdict(["The Sun", "The Star", "The Tower"])).toBe("yes");
  });
});
