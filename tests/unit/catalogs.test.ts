import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesFor } from "@/languages";
import { CATEGORIES } from "@/lib/tarot/categories";

/** Every `a.b.c` path of a catalog with its text. */
function entries(catalog: object, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [inner, text] of entries(value as object, path)) found.set(inner, text);
  }
  return found;
}

const places = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

const english = entries(messagesFor("en"));

describe.each(LOCALES.filter((locale) => locale !== "en"))("the %s catalog", (locale) => {
  const catalog = entries(messagesFor(locale));

  it("has exactly the English catalog's keys", () => {
    expect([...catalog.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !catalog.has(key))).toEqual([]);
  });

  it("fills the same places as English in every message, and leaves none empty", () => {
    for (const [key, text] of catalog) {
      expect(text.trim(), key).not.toBe("");
      const englishPlaces = places(english.get(key) ?? "");
      // A plural's singular may say the number in words ('una pregunta'), leaving out `{count}`.
      if (key.endsWith(".one")) expect(englishPlaces, key).toEqual(expect.arrayContaining(places(text)));
      else expect(places(text), key).toEqual(englishPlaces);
    }
  });
});

describe("the English catalog", () => {
  it("names the categories as the reading options do", () => {
    const { categories } = messagesFor("en");
    expect(CATEGORIES.map((category) => categories[category.id])).toEqual(CATEGORIES.map((category) => category.label));
  });
});
