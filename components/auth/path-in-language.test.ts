import { describe, expect, it } from "vitest";
import { pathInLanguage } from "./path-in-language";

describe("choosing a language in the profile", () => {
  it("goes to the same page in that language when it has one", () => {
    expect(pathInLanguage("/faq", "de")).toBe("/de/faq");
    expect(pathInLanguage("/de/cards/the-fool", "fr")).toBe("/fr/cards/the-fool");
    expect(pathInLanguage("/it/faq", "en")).toBe("/faq");
    expect(pathInLanguage("/", "pt-BR")).toBe("/pt-BR");
  });

  it("goes to that language's home from a page it does not have", () => {
    expect(pathInLanguage("/admin", "es")).toBe("/es");
    expect(pathInLanguage("/de/nowhere/else", "en")).toBe("/");
  });
});
