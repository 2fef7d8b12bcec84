import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { AppError } from "@/lib/errors";
import { oneMonthAfter } from "@/lib/time/period";
import { checkoutSessionObject, deliverDueLocalBillingEvents, enqueueLocalEvents, invoiceObject, subscriptionObject, type LocalEvent } from "./local-events";
import { currentLocalSubscription, findLocalCheckoutSession, localId, type LocalSubscription } from "./local-provider";

/**
 * What the customer does on the local checkout and portal pages (docs/architecture.md#local-checkout-and-its-event-outbox): pay or cancel a
 * checkout, and the portal's buttons. Each change is written with the events Stripe would send, in one
 * transaction, and those events are delivered right after the commit; one that fails to arrive stays
 * queued for the next delivery run (lib/billing/local-events.ts).
 */
const { localBillingCheckoutSessions: sessions, localBillingSubscriptions: subscriptions } = schema;

export type LocalSubscriptionAction = "cancel_at_period_end" | "resume" | "end_period";

export const CHECKOUT_EXPIRED_MESSAGE = "This checkout has expired because a newer one was opened. Nothing was charged; please subscribe again from your profile.";
const NO_ACTIVE_SUBSCRIPTION_MESSAGE = "There is no active subscription to change.";

/**
 * 'Pay' or 'Cancel' on the local checkout page. Paying completes an open session once (a second Pay
 * finds it complete and changes nothing) and starts a monthly subscription; an expired session (a
 * newer checkout was opened) cannot be paid. The answer is where the browser goes next.
 */
export async function completeLocalCheckout(sessionId: string, outcome: "paid" | "cancelled"): Promise<{ url: string }> {
  const db = await getDb();
  const session = await findLocalCheckoutSession(db, sessionId);
  if (!session) throw new AppError("not_found", "This checkout session does not exist.");
  const successUrl = session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id);
  if (outcome === "cancelled") return { url: session.cancelUrl };

  const now = new Date();
  const paid = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(sessions)
      .set({ status: "complete" })
      .where(and(eq(sessions.id, session.id), eq(sessions.status, "open")))
      .returning();
    if (!claimed) {
      // Read again: it may have expired since the page was loaded.
      const [current] = await tx.select({ status: sessions.status }).from(sessions).where(eq(sessions.id, session.id));
      if (current?.status === "expired") throw new AppError("checkout_expired", CHECKOUT_EXPIRED_MESSAGE);
      return false;
    }
    const [subscription] = await tx
      .insert(subscriptions)
      .values({ id: localId("sub"), customerId: session.customerId, status: "active", currentPeriodStart: now, currentPeriodEnd: oneMonthAfter(now) })
      .returning();
    const [completed] = await tx.update(sessions).set({ subscriptionId: subscription.id }).where(eq(sessions.id, session.id)).returning();
    await enqueueLocalEvents(tx, {
      now,
      events: [
        { type: "customer.subscription.created", object: subscriptionObject(subscription) },
        { type: "checkout.session.completed", object: checkoutSessionObject(completed) },
        { type: "invoice.paid", object: invoiceObject(subscription) },
      ],
    });
    return true;
  });
  if (paid) await deliverDueLocalBillingEvents();
  return { url: successUrl };
}

/**
 * The local portal's buttons: cancel at period end, resume, and 'End period now', which moves the
 * local clock to the period's end: a subscription set to cancel ends (Free again), any other renews.
 */
export async function applyLocalSubscriptionAction(customerId: string, action: LocalSubscriptionAction): Promise<LocalSubscription> {
  const db = await getDb();
  const current = await currentLocalSubscription(db, customerId);
  if (!current || current.status !== "active") throw new AppError("no_subscription", NO_ACTIVE_SUBSCRIPTION_MESSAGE);
  const now = new Date();
  const changes: Partial<LocalSubscription> =
    action === "cancel_at_period_end"
      ? { cancelAtPeriodEnd: true }
      : action === "resume"
        ? { cancelAtPeriodEnd: false }
        : current.cancelAtPeriodEnd
          ? { status: "canceled", currentPeriodEnd: now }
          : { currentPeriodStart: now, currentPeriodEnd: oneMonthAfter(now) };

  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(subscriptions)
      .set(changes)
      .where(and(eq(subscriptions.id, current.id), eq(subscriptions.status, "active")))
      .returning();
    if (!changed) throw new AppError("no_subscription", NO_ACTIVE_SUBSCRIPTION_MESSAGE);
    const events: LocalEvent[] =
      changed.status === "canceled"
        ? [{ type: "customer.subscription.deleted", object: subscriptionObject(changed) }]
        : [
            // A renewal is paid first, then the subscription says so, as Stripe sends them.
            ...(action === "end_period" ? [{ type: "invoice.paid", object: invoiceObject(changed) } satisfies LocalEvent] : []),
            { type: "customer.subscription.updated", object: subscriptionObject(changed) },
          ];
    await enqueueLocalEvents(tx, { now, events });
    return changed;
  });
  await deliverDueLocalBillingEvents();
  return updated;
}
