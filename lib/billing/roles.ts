import type { UserRole } from "@/lib/tarot/access";

/**
 * Statuses that keep Premium (DESIGN.md §4): `past_due` is Stripe's retry window, and a subscription
 * cancelled at period end stays `active` until that end.
 */
export const PREMIUM_STATUSES: ReadonlySet<string> = new Set(["active", "trialing", "past_due"]);

/** The role that a customer's subscription statuses give: subscribed while any of them keeps Premium. */
export function roleForStatuses(statuses: readonly string[]): UserRole {
  return statuses.some((status) => PREMIUM_STATUSES.has(status)) ? "subscribed" : "free";
}
