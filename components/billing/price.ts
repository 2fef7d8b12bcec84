import { fill } from "@/lib/i18n/fill";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { accountEn } from "@/languages/en/messages/account";
import { readerDate, type DateStyleWhere } from "@/lib/time/format";

/** The one plan (docs/product.md#roles). */
export const PLAN_NAME = "Premium";
/** What the plan costs a month, in euros: the one figure every price on a page is written from. */
export const MONTHLY_PRICE_EUR = 3.99;

/**
 * The monthly amount as a language writes it: English keeps the specification's "EUR 3.99"; another
 * language writes euros its own way ("3,99 €" in German, "€ 3,99" in Brazilian Portuguese).
 */
export function monthlyPrice(locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return `EUR ${MONTHLY_PRICE_EUR.toFixed(2)}`;
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(MONTHLY_PRICE_EUR);
}

/** The plan's price a month in a language's words (`perMonth`, its `{price}/month`): "EUR 3.99/month", "3,99 €/Monat". */
export function subscriptionPrice(locale: Locale, perMonth: string): string {
  return fill(perMonth, { price: monthlyPrice(locale) });
}

/** The specification's English price, as the local portal (an English page) shows it. */
export const SUBSCRIPTION_PRICE = subscriptionPrice(DEFAULT_LOCALE, accountEn.subscribe.perMonth);

/** A date as the local portal (a server page) shows it, e.g. "22 December 2026" (UTC, like the billing periods). */
export function billingDate(date: Date): string {
  return readerDate(date, { locale: "en-GB", timeZone: "UTC" });
}

/**
 * The profile's line for a subscription cancelled at period end, in the reader's date style, locale and
 * zone: Premium stays until then. `template` is the page language's line (`{plan}`, `{date}`).
 */
export function planEndsLine(periodEnd: Date, where: DateStyleWhere = {}, template: string = accountEn.stats.planEnds): string {
  return fill(template, { plan: PLAN_NAME, date: readerDate(periodEnd, where) });
}
