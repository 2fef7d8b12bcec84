import "server-only";
import type { AccountMail, NotificationRequest } from "@/lib/notifications/types";
import { PREMIUM_STATUSES } from "./roles";

/**
 * The account mails a change of subscriptions calls for (docs/architecture.md#notifications), worked out by
 * comparing our rows before a sync with the provider's truth after it. Pure: the sync puts them on the
 * queue in its own transaction. Each key names its subscription (and for a cancellation its end), so
 * syncing the same change again, from a duplicate event or the success page, queues nothing more.
 */

type SubscriptionState = { id: string; status: string; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean };

const keepsPremium = (subscription: SubscriptionState | undefined) => subscription !== undefined && PREMIUM_STATUSES.has(subscription.status);

const request = (userId: string, key: string, payload: { mail: AccountMail } & Record<string, unknown>): NotificationRequest => ({
  key: `account:${payload.mail}:${key}`,
  kind: "account",
  channel: "email",
  userId,
  payload,
});

export function subscriptionMails({
  userId,
  before,
  after,
  surplusIds,
  appUrl,
}: {
  userId: string;
  /** Our rows before the sync. */
  before: readonly SubscriptionState[];
  /** The provider's subscriptions, as our rows become. */
  after: readonly SubscriptionState[];
  /** Second subscriptions being refunded: no welcome for those. */
  surplusIds: readonly string[];
  appUrl: string;
}): NotificationRequest[] {
  const url = `${appUrl}/`;
  const previous = new Map(before.map((subscription) => [subscription.id, subscription]));
  const mails: NotificationRequest[] = [];

  for (const subscription of after) {
    if (!keepsPremium(subscription) || surplusIds.includes(subscription.id)) continue;
    const was = previous.get(subscription.id);
    if (!keepsPremium(was)) mails.push(request(userId, subscription.id, { mail: "subscription_started", url }));
    if (subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd && !(keepsPremium(was) && was?.cancelAtPeriodEnd)) {
      const periodEnd = subscription.currentPeriodEnd.toISOString().slice(0, 10);
      mails.push(request(userId, `${subscription.id}:${periodEnd}`, { mail: "cancellation_scheduled", periodEnd, url }));
    }
  }

  // Premium ended: it was theirs before and no subscription keeps it now (a refunded second one ends nothing).
  if (!after.some(keepsPremium)) {
    const current = new Map(after.map((subscription) => [subscription.id, subscription]));
    for (const subscription of before) {
      if (keepsPremium(subscription) && !keepsPremium(current.get(subscription.id))) {
        mails.push(request(userId, subscription.id, { mail: "premium_ended", url }));
      }
    }
  }
  return mails;
}

/** A renewal that could not be charged (Stripe's `invoice.payment_failed`), once per invoice. */
export function paymentFailedMail({ userId, invoiceId, portalUrl, appUrl }: { userId: string; invoiceId: string; portalUrl: string | null; appUrl: string }): NotificationRequest {
  return request(userId, invoiceId, { mail: "payment_failed", url: `${appUrl}/`, ...(portalUrl ? { portalUrl } : {}) });
}
