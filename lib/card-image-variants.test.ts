import { describe, expect, it } from "vitest";
import { isCardImageVariant } from "./card-image-variants";

const variant = (query: string) => isCardImageVariant(new URL(`http://localhost/_next/image?${query}`).searchParams);

describe("isCardImageVariant", () => {
  it("accepts a card image named exactly", () => {
    expect(variant("url=%2Fcards%2Fthe-moon.jpg&w=640&q=60")).toBe(true);
    expect(variant("url=/cards/wheel-of-fortune.jpg&w=384&q=60")).toBe(true);
  });

  it.each([
    ["a fragment", "url=%2Fcards%2Fthe-moon.jpg%23abc&w=640&q=60"],
    ["a query string", "url=%2Fcards%2Fthe-moon.jpg%3Fv%3D2&w=640&q=60"],
    ["an unknown card", "url=/cards/the-joker.jpg&w=640&q=60"],
    ["another folder", "url=/cards/../favicon.ico&w=640&q=60"],
    ["a remote URL", "url=https://evil.example/cards/the-moon.jpg&w=640&q=60"],
    ["two URLs", "url=/cards/the-moon.jpg&url=/cards/the-sun.jpg&w=640&q=60"],
    ["no URL", "w=640&q=60"],
    ["a capitalised name", "url=/cards/The-Moon.jpg&w=640&q=60"],
  ])("refuses %s", (_case, query) => {
    expect(variant(query)).toBe(false);
  });
});
