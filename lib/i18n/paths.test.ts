import { describe, expect, it } from "vitest";
import { isTranslatedPage, languagePaths, localePath, splitLocalePath } from "./paths";

describe("a page's address in each language", () => {
  it("keeps English unprefixed and puts the others under their tag", () => {
    expect(localePath("en", "/faq")).toBe("/faq");
    expect(localePath("de", "/faq")).toBe("/de/faq");
    expect(localePath("pt-BR", "/")).toBe("/pt-BR");
    expect(localePath("fr", "/cards/the-fool")).toBe("/fr/cards/the-fool");
  });

  it("splits a path into its language and its English path", () => {
    expect(splitLocalePath("/de/cards/the-fool")).toEqual({ locale: "de", path: "/cards/the-fool" });
    expect(splitLocalePath("/pt-BR")).toEqual({ locale: "pt-BR", path: "/" });
    expect(splitLocalePath("/faq")).toEqual({ locale: "en", path: "/faq" });
    // Not one of ours: an English path like any other (the not-found page answers it).
    expect(splitLocalePath("/nl/faq")).toEqual({ locale: "en", path: "/nl/faq" });
    expect(splitLocalePath("/en/faq")).toEqual({ locale: "en", path: "/en/faq" });
  });

  it("names every language's address of a page that has them, and none for an English-only page", () => {
    expect(languagePaths("/cards/the-sun")).toEqual({
      en: "/cards/the-sun",
      es: "/es/cards/the-sun",
      "pt-BR": "/pt-BR/cards/the-sun",
      de: "/de/cards/the-sun",
      fr: "/fr/cards/the-sun",
      it: "/it/cards/the-sun",
    });
    expect(isTranslatedPage("/")).toBe(true);
    expect(isTranslatedPage("/readings/abc/check-in")).toBe(true);
    expect(languagePaths("/admin")).toBeNull();
    expect(languagePaths("/daily/2026-11-25/the-sun")).toBeNull();
    expect(languagePaths("/dev/mailbox")).toBeNull();
  });
});
