import type { Locale } from "@/lib/i18n/locales";

/** The one plan's monthly price in euros (English pages write it "EUR 3.99", components/billing/price.ts). */
const MONTHLY_PRICE_EUR = 3.99;

/** The monthly price as the language writes it: "3,99 €" in German, French, Spanish and Italian, "€ 3,99" in Brazilian Portuguese. */
export function monthlyPrice(locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(MONTHLY_PRICE_EUR);
}
