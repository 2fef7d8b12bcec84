/** Spec §1, §9: the one plan. */
export const SUBSCRIPTION_PRICE = "EUR 3.99/month";
export const PLAN_NAME = "Premium";

/** A date as the portal shows it, e.g. "22 December 2026" (UTC, like the billing periods). */
export function billingDate(date: Date): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
