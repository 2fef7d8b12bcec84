import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSourceFiles } from "@/tests/helpers/import-graph";
import { unlimitedReadings } from "@/components/billing/unlimited-readings";
import { accountEn } from "@/languages/en/messages/account";
import { FAIR_USE_READINGS_PER_DAY } from "@/lib/tarot/entitlements";
import { parseConfig } from "@/lib/config";

/**
 * Issue 34, item 3: what a subscription gives in readings is said in one way, the FAQ's and the terms'
 * ("within fair use of 50 a day"), by the English account catalog's `unlimited` with the day's fair use
 * filled in. Any other "unlimited readings" in the app's words is one of the spec's calls to action listed
 * here, each with the perk it leads to.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

/** The spec's fixed sentences (docs/product.md), which lead to a dialog that lists the perk. */
const SPEC_CALLS_TO_ACTION: readonly string[] = [
  "Subscribe for unlimited readings, or invite friends to earn bonus readings.",
  "Get unlimited readings and access to all premium features, categories, and reading types.",
  "Get unlimited readings",
];

/** The one place the English words are written: the account catalog (`unlimited`). */
const OWNER = "languages/en/messages/account.ts";

/**
 * The places the issue found saying 'Unlimited readings' on its own. The sign-in and subscribe dialogs,
 * the local checkout and the payment success page say it from the account catalog (`unlimitedReadings`),
 * and so do the FAQ and the terms (their prose's `unlimitedReadings`, components/content/pages/static-page.tsx).
 */
const PERK_PLACES = ["components/auth/sign-in-panel.tsx", "components/billing/subscribe-panel.tsx", "languages/en/pages/faq.tsx", "languages/en/pages/terms.tsx"];

describe("the words for a subscriber's readings", () => {
  const files = readSourceFiles(root);

  it("name the fair use of the FAQ and the terms", () => {
    expect(unlimitedReadings(accountEn, "phrase")).toBe("unlimited readings, within fair use of 50 a day");
    expect(unlimitedReadings(accountEn, "perk")).toBe("Unlimited readings, within fair use of 50 a day");
  });

  it("name the day's ceiling the server applies by default", () => {
    expect(parseConfig({}).subscriberReadingsPerDay).toBe(FAIR_USE_READINGS_PER_DAY);
  });

  it("come from the one catalog phrase in every place that offers, sells or confirms the subscription", () => {
    for (const place of PERK_PLACES) {
      const text = files.get(place);
      expect(text, place).toBeDefined();
      expect(text, place).toMatch(/\bunlimitedReadings\b/);
    }
  });

  it("are never written out anywhere else in the app", () => {
    const written: string[] = [];
    for (const [file, text] of files) {
      if (file.endsWith(".test.ts") || file.endsWith(".test.tsx") || file === OWNER) continue;
      if (!/^(app|components|lib|languages)\//.test(file)) continue;
      let rest = text;
      for (const sentence of SPEC_CALLS_TO_ACTION) rest = rest.replaceAll(sentence, "");
      // Comments may speak of "unlimited" readings; strings shown to readers may not.
      const strings = rest.match(/(["'`])(?:(?!\1)[^\\\n]|\\.)*unlimited (tarot )?readings(?:(?!\1)[^\\\n]|\\.)*\1/gi) ?? [];
      const jsxText = rest.split("\n").filter((line) => /unlimited (tarot )?readings/i.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) && !/["'`]/.test(line));
      for (const found of [...strings, ...jsxText]) written.push(`${file}: ${found.trim()}`);
    }
    expect(written).toEqual([]);
  });
});
