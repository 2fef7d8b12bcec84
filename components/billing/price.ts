import { readerDate, type DateStyleWhere } from "@/lib/time/format";

/** The one plan (docs/product.md#roles). */
export const SUBSCRIPTION_PRICE = "EUR 3.99/month";
export const PLAN_NAME = "Premium";

/** A date as the local portal (a server page) shows it, e.g. "22 December 2026" (UTC, like the billing periods). */
export function billingDate(date: Date): string {
  return readerDate(date, { locale: "en-GB", timeZone: "UTC" });
}

/** The profile's line for a subscription cancelled at period end, in the reader's date style, locale and zone: Premium stays until then. */
export function planEndsLine(periodEnd: Date, where: DateStyleWhere = {}): string {
  return `${PLAN_NAME} until ${readerDate(periodEnd, where)}, then Free`;
}
