import { describe, expect, it } from "vitest";
import { mulberry32, rngFromText, shuffle } from "./random";

describe("shuffle", () => {
  it("returns a permutation and leaves the input as it was", () => {
    const items = ["a", "b", "c", "d", "e"] as const;
    const shuffled = shuffle(items, mulberry32(1));
    expect([...shuffled].sort()).toEqual([...items]);
    expect(items).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("repeats its order for the same seed", () => {
    const items = [...Array(10).keys()];
    expect(shuffle(items, mulberry32(9))).toEqual(shuffle(items, mulberry32(9)));
    expect(shuffle(items, mulberry32(9))).not.toEqual(shuffle(items, mulberry32(10)));
  });

  it("copes with no items and with one", () => {
    expect(shuffle([], mulberry32(1))).toEqual([]);
    expect(shuffle(["only"], mulberry32(1))).toEqual(["only"]);
  });
});

describe("rngFromText", () => {
  it("makes the same choices for the same text and other choices for another", () => {
    const choices = (seedText: string) => {
      const rng = rngFromText(seedText);
      return [rng.next(), rng.pick(["a", "b", "c", "d"]), ...rng.shuffle([1, 2, 3, 4, 5, 6])];
    };
    expect(choices("Will it rain?")).toEqual(choices("Will it rain?"));
    expect(choices("Will it rain?")).not.toEqual(choices("Will it snow?"));
  });

  it("picks only items it was given", () => {
    const rng = rngFromText("seed");
    for (let i = 0; i < 100; i++) expect(["x", "y", "z"]).toContain(rng.pick(["x", "y", "z"]));
  });
});
