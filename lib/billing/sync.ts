import { and, eq, notInArray } from "drizzle-orm";
import { getDb, schema } from "@/db";
import type { UserRole } from "@/lib/tarot/access";
import { getBillingProvider } from "./index";
import { roleForStatuses } from "./roles";

const { users, subscriptions } = schema;

export type SyncResult = { userId: string; role: UserRole };

/**
 * The only writer of subscription state (DESIGN.md §4): reads the customer's subscriptions from the
 * billing provider and converges our rows and the user's role to them in one transaction. Events are
 * only a reason to call it, so duplicates and any arrival order end in the same state. The user's row
 * is locked first, so concurrent syncs of one customer run one after the other, each reading the
 * provider afresh. Null when no user has this customer.
 */
export async function syncCustomer(customerId: string): Promise<SyncResult | null> {
  const db = await getDb();
  const provider = getBillingProvider();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).for("update");
    if (!user) return null;

    const current = await provider.listSubscriptions(customerId, tx);
    const ids = current.map((subscription) => subscription.id);
    await tx
      .delete(subscriptions)
      .where(ids.length ? and(eq(subscriptions.userId, user.id), notInArray(subscriptions.id, ids)) : eq(subscriptions.userId, user.id));
    const now = new Date();
    for (const subscription of current) {
      const values = {
        status: subscription.status,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        updatedAt: now,
      };
      await tx
        .insert(subscriptions)
        .values({ id: subscription.id, userId: user.id, ...values })
        .onConflictDoUpdate({ target: subscriptions.id, set: { userId: user.id, ...values } });
    }

    const role = roleForStatuses(current.map((subscription) => subscription.status));
    await tx.update(users).set({ role }).where(eq(users.id, user.id));
    return { userId: user.id, role };
  });
}
