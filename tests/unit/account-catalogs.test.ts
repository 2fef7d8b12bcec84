import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesFor } from "@/languages";
import { accountEn } from "@/languages/en/messages/account";
import { unlimitedReadings } from "@/components/billing/unlimited-readings";
import { FAIR_USE_READINGS_PER_DAY } from "@/lib/tarot/entitlements";

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

  it("say what a subscription gives in readings with the day's fair use", () => {
    expect(unlimitedReadings(accountEn, "phrase")).toBe("unlimited readings, within fair use of 50 a day");
    expect(unlimitedReadings(accountEn, "perk")).toBe("Unlimited readings, within fair use of 50 a day");
  });

  for (const locale of LOCALES.filter((each) => each !== "en")) {
    it(`${locale} translates every text, and names the same day's fair use`, () => {
      const { account } = messagesFor(locale);
      expect(unlimitedReadings(account, "phrase")).toContain(String(FAIR_USE_READINGS_PER_DAY));
      expect(unlimitedReadings(account, "perk")).toContain(String(FAIR_USE_READINGS_PER_DAY));
      const untranslated = [...texts(account)].filter(([key, text]) => text === english.get(key) && !SAME_AS_ENGLISH.has(key)).map(([key]) => key);
      expect(untranslated).toEqual([]);
    });
  }
});
