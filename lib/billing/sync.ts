import "server-only";
import { and, eq, notInArray } from "drizzle-orm";
import { schema, type Database } from "@/db";
import { getConfig } from "@/lib/config";
import { mailEnabled } from "@/lib/notifications/mail/send";
import { enqueueNotification } from "@/lib/notifications/queue";
import type { UserRole } from "@/lib/tarot/entitlements";
import { subscriptionMails } from "./account-mails";
import { getBillingProvider } from "./index";
import { roleForStatuses, surplusSubscriptions } from "./roles";
import { log } from "@/lib/observability/log";

const { users, subscriptions } = schema;

type SyncResult = { userId: string; role: UserRole };

/**
 * The only writer of subscription state (docs/decisions.md#converging-billing-sync): reads the customer's subscriptions from the
 * billing provider and converges our rows and the user's role to them. Events are only a reason to
 * call it, so duplicates and any arrival order end in the same state. Null when no user has this
 * customer.
 *
 * A customer pays for one subscription: when a second one keeps Premium too (two checkouts paid), the
 * newer is refunded and ended at the provider, outside the transaction so that no row stays locked
 * while the provider answers, and the state converges again. Two syncs doing this at once ask the
 * provider twice; its cancel-and-refund is idempotent, so nothing is refunded twice.
 */
export async function syncCustomer(db: Database, customerId: string): Promise<SyncResult | null> {
  const converged = await convergeCustomer(db, customerId);
  if (!converged?.surplusIds.length) return converged?.result ?? null;

  const provider = getBillingProvider();
  for (const subscriptionId of converged.surplusIds) {
    await provider.cancelAndRefundSubscription(subscriptionId);
    // Ids only: enough to find it at the provider, nothing about the person.
    log.warn("Cancelled and refunded a second subscription", { customer: customerId, subscription: subscriptionId });
  }
  return (await convergeCustomer(db, customerId))?.result ?? null;
}

/**
 * One transaction: the user's row is locked first, so concurrent syncs of one customer run one after
 * the other, each reading the provider afresh; our rows and the role become what the provider says,
 * and the account mails the change calls for are queued with them (a crash loses neither).
 */
async function convergeCustomer(db: Database, customerId: string): Promise<{ result: SyncResult; surplusIds: string[] } | null> {
  const provider = getBillingProvider();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).for("update");
    if (!user) return null;

    const current = await provider.listSubscriptions(tx, customerId);
    const before = await tx.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const ids = current.map((subscription) => subscription.id);
    await tx
      .delete(subscriptions)
      .where(ids.length ? and(eq(subscriptions.userId, user.id), notInArray(subscriptions.id, ids)) : eq(subscriptions.userId, user.id));
    const now = new Date();
    for (const subscription of current) {
      const values = {
        status: subscription.status,
        createdAt: subscription.createdAt,
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
    const surplusIds = surplusSubscriptions(current).map((subscription) => subscription.id);
    if (mailEnabled()) {
      for (const mail of subscriptionMails({ userId: user.id, before, after: current, surplusIds, appUrl: getConfig().appUrl })) {
        await enqueueNotification(mail, tx);
      }
    }
    return { result: { userId: user.id, role }, surplusIds };
  });
}
