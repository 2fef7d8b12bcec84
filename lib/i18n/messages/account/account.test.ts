import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { FAIR_USE_READINGS_PER_DAY, UNLIMITED_READINGS, UNLIMITED_READINGS_PERK } from "@/lib/tarot/entitlements";
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

/** Texts that may read the same as in English: figures, and words the languages share. */
const SAME_AS_ENGLISH = new Set(["stats.counter", "toasts.label", "notifications.heading"]);

describe("the account catalogs", () => {
  const english = texts(accountEn);

  it("say what a subscription gives in readings with the one English constant", () => {
    expect(accountEn.unlimited).toEqual({ phrase: UNLIMITED_READINGS, perk: UNLIMITED_READINGS_PERK });
  });

  for (const locale of LOCALES.filter((each) => each !== "en")) {
    it(`${locale} translates every text, and names the same day's fair use`, () => {
      const { account } = messagesFor(locale);
      expect(account.unlimited.phrase).toContain(String(FAIR_USE_READINGS_PER_DAY));
      expect(account.unlimited.perk).toContain(String(FAIR_USE_READINGS_PER_DAY));
      const untranslated = [...texts(account)].filter(([key, text]) => text === english.get(key) && !SAME_AS_ENGLISH.has(key)).map(([key]) => key);
      expect(untranslated).toEqual([]);
    });
  }
});
