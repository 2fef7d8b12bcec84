import { and, eq, inArray } from "drizzle-orm";
import { getDb, schema } from "@/db";
import type { SubscriptionSummary } from "@/lib/users/public-user";
import { PREMIUM_STATUSES } from "./roles";

const { subscriptions } = schema;

/**
 * What the profile shows of a subscriber's plan, from our rows (which syncCustomer keeps): whether
 * Premium ends at the end of the period, and when that is. A subscription that renews wins over one
 * that is cancelling; null when none keeps Premium.
 */
export async function subscriptionSummaryOf(userId: string): Promise<SubscriptionSummary | null> {
  const db = await getDb();
  const live = await db
    .select({ cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...PREMIUM_STATUSES])));
  const renewing = live.find((subscription) => !subscription.cancelAtPeriodEnd);
  const shown = renewing ?? live.sort((a, b) => (b.currentPeriodEnd?.getTime() ?? 0) - (a.currentPeriodEnd?.getTime() ?? 0))[0];
  if (!shown) return null;
  return { cancelAtPeriodEnd: shown.cancelAtPeriodEnd, currentPeriodEnd: shown.currentPeriodEnd?.toISOString() ?? null };
}
