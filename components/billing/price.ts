/** The one plan (docs/product.md#roles). */
export const SUBSCRIPTION_PRICE = "EUR 3.99/month";
export const PLAN_NAME = "Premium";

/** A date as the portal shows it, e.g. "22 December 2026" (UTC, like the billing periods). */
export function billingDate(date: Date): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** A billing day without the year, as the profile names the end of a cancelled plan: "12 March" (UTC, like the periods). */
function billingDay(date: Date): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });
}

/** The profile's line for a subscription cancelled at period end: Premium stays until then. */
export function planEndsLine(periodEnd: Date): string {
  return `${PLAN_NAME} until ${billingDay(periodEnd)}, then Free`;
}
