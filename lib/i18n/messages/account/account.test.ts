import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { accountEn } from "./en";

type Tree = { [key: string]: string | Tree };

/** Every text of a catalog area by its dotted key. */
function texts(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [inner, text] of texts(value, path)) found.set(inner, text);
  }
  return found;
}

const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** English fills its one constant into `{unlimited}`; the other languages write the words with `{perDay}`. */
const OWN_PLACES: Record<string, string[]> = { "unlimited.phrase": ["perDay"], "unlimited.perk": ["perDay"] };

describe("the account catalogs", () => {
  const english = texts(accountEn);

  for (const locale of LOCALES.filter((each) => each !== "en")) {
    it(`${locale} has every text, with the places English fills`, () => {
      const translated = texts(messagesFor(locale).account);
      expect([...translated.keys()]).toEqual([...english.keys()]);
      for (const [key, text] of translated) {
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
        expect(places(text), `${locale} ${key}`).toEqual(OWN_PLACES[key] ?? places(english.get(key)!));
      }
    });
  }

  it("keeps the specification's English words", () => {
    expect(messagesFor("en").account).toBe(accountEn);
    expect(accountEn.unlimited).toEqual({ phrase: "{unlimited}", perk: "{unlimited}" });
    expect(accountEn.subscribe.title).toBe("Subscribe to {appName}");
    expect(accountEn.deleteAccount.confirm).toBe("Are you sure you want to delete your account? This action cannot be undone.");
  });
});
