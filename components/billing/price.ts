import { fill } from "@/lib/i18n/fill";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { accountEn } from "@/lib/i18n/messages/account/en";
import { readerDate, type DateStyleWhere } from "@/lib/time/format";

/** The one plan (docs/product.md#roles). */
export const SUBSCRIPTION_PRICE = "EUR 3.99/month";
export const PLAN_NAME = "Premium";
/** What the plan costs a month, in euros. */
export const MONTHLY_PRICE_EUR = 3.99;

/**
 * The plan's price in a language: English keeps the specification's 'EUR 3.99/month'; another language
 * writes the amount as it writes euros ("3,99 €") into its own 'per month' (`perMonth`, with `{price}`).
 */
export function subscriptionPrice(locale: Locale, perMonth: string): string {
  if (locale === DEFAULT_LOCALE) return SUBSCRIPTION_PRICE;
  const price = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(MONTHLY_PRICE_EUR);
  return fill(perMonth, { price });
}

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
