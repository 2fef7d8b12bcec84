import "server-only";
import { PREMIUM_SUBSCRIPTION_STATUSES } from "@/lib/domain/vocabularies";
import type { UserRole } from "@/lib/tarot/entitlements";

/**
 * Statuses that keep Premium (docs/architecture.md#a-subscription-change): `past_due` is Stripe's retry window, and a subscription
 * cancelled at period end stays `active` until that end.
 */
export const PREMIUM_STATUSES: ReadonlySet<string> = new Set(PREMIUM_SUBSCRIPTION_STATUSES);

/** The role that a customer's subscription statuses give: subscribed while any of them keeps Premium. */
export function roleForStatuses(statuses: readonly string[]): UserRole {
  return statuses.some((status) => PREMIUM_STATUSES.has(status)) ? "subscribed" : "free";
}

type DatedSubscription = { id: string; status: string; createdAt: Date };

/**
 * One subscription per customer: of those that keep Premium the oldest stays, and every other one is
 * surplus (paid through a second checkout) to be cancelled and refunded. Ties go by id, so that
 * concurrent syncs pick the same one.
 */
export function surplusSubscriptions<Subscription extends DatedSubscription>(subscriptions: readonly Subscription[]): Subscription[] {
  const keepingPremium = subscriptions
    .filter((subscription) => PREMIUM_STATUSES.has(subscription.status))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  return keepingPremium.slice(1);
}
