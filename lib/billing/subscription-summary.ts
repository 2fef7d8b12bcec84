import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, schema } from "@/db";
import type { Subscription } from "@/db/schema";
import { PREMIUM_STATUSES } from "./roles";

const { subscriptions } = schema;

/** The subscription that keeps a subscriber's Premium, as far as the profile needs it. */
export type PremiumPlan = Pick<Subscription, "cancelAtPeriodEnd" | "currentPeriodEnd">;

/**
 * What the profile shows of a subscriber's plan, from our rows (which syncCustomer keeps): whether
 * Premium ends at the end of the period, and when that is. A subscription that renews wins over one
 * that is cancelling; null when none keeps Premium. The user JSON (lib/users) says how it is shown.
 */
export async function subscriptionSummaryOf(userId: string): Promise<PremiumPlan | null> {
  const db = await getDb();
  const live = await db
    .select({ cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...PREMIUM_STATUSES])));
  const renewing = live.find((subscription) => !subscription.cancelAtPeriodEnd);
  return renewing ?? live.sort((a, b) => (b.currentPeriodEnd?.getTime() ?? 0) - (a.currentPeriodEnd?.getTime() ?? 0))[0] ?? null;
}
