import { describe, expect, it } from "vitest";
import { messagesFor } from "@/languages";
import { billingDate, planEndsLine, subscriptionPrice } from "./price";

describe("billing dates", () => {
  it("names the end of a cancelled plan in the reader's date style, locale and zone", () => {
    expect(planEndsLine(new Date("2027-03-12T09:30:00Z"), { locale: "en-GB", timeZone: "UTC" })).toBe("Premium until 12 March 2027, then Free");
    // 23:30 UTC is already the 13th in Tokyo: the reader's own day.
    expect(planEndsLine(new Date("2027-03-12T23:30:00Z"), { locale: "en-GB", timeZone: "Asia/Tokyo" })).toBe("Premium until 13 March 2027, then Free");
  });

  it("names it in the page's language", () => {
    const line = (locale: "de" | "fr") => planEndsLine(new Date("2027-03-12T09:30:00Z"), { locale, timeZone: "UTC" }, messagesFor(locale).account.stats.planEnds);
    expect(line("de")).toBe("Premium bis zum 12. März 2027, danach kostenlos");
    expect(line("fr")).toBe("Premium jusqu'au 12 mars 2027, puis Gratuit");
  });

  it("keeps the year on the portal's dates", () => {
    expect(billingDate(new Date("2026-12-22T00:00:00Z"))).toBe("22 December 2026");
  });
});

describe("the price", () => {
  const price = (locale: Parameters<typeof subscriptionPrice>[0]) => subscriptionPrice(locale, messagesFor(locale).account.subscribe.perMonth);

  it("stays the specification's words in English", () => {
    expect(price("en")).toBe("EUR 3.99/month");
  });

  it("is written as each language writes euros, per month in its words", () => {
    // Intl separates the amount and the sign with a no-break space.
    expect(price("de").replace(/\s/g, " ")).toBe("3,99 €/Monat");
    expect(price("fr").replace(/\s/g, " ")).toBe("3,99 €/mois");
    expect(price("es").replace(/\s/g, " ")).toBe("3,99 €/mes");
    expect(price("it").replace(/\s/g, " ")).toBe("3,99 €/mese");
    expect(price("pt-BR").replace(/\s/g, " ")).toBe("€ 3,99/mês");
  });
});
