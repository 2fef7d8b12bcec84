import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { oneMonthAfter } from "@/lib/time/period";
import { STRIPE_API_VERSION, signWebhookPayload } from "./stripe-client";
import type { BillingProvider } from "./types";
import { webhookSecret } from "./webhook-secret";

/**
 * The local checkout and portal (DESIGN.md §3): a small stand-in for Stripe that keeps its customers,
 * checkout sessions and subscriptions in our database (shared by every app instance) and tells the app
 * about each change with Stripe-shaped events, signed with the webhook secret and delivered through the
 * same webhook handler as Stripe's.
 */
const { localBillingCustomers: customers, localBillingCheckoutSessions: sessions, localBillingSubscriptions: subscriptions } = schema;

type LocalSubscription = typeof subscriptions.$inferSelect;
type LocalSession = typeof sessions.$inferSelect;

export const LOCAL_PRICE_ID = "price_local_monthly";
export type LocalSubscriptionAction = "cancel_at_period_end" | "resume" | "end_period";

const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("base64url")}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const localProvider: BillingProvider = {
  kind: "local",

  async createCustomer({ email }) {
    const db = await getDb();
    const [customer] = await db.insert(customers).values({ id: localId("cus"), email }).returning({ id: customers.id });
    return customer.id;
  },

  async createCheckoutSession({ customerId, userId, successUrl, cancelUrl }) {
    const db = await getDb();
    const id = localId("cs");
    await db.insert(sessions).values({ id, customerId, clientReferenceId: userId, successUrl, cancelUrl });
    return { sessionId: id, url: `${getConfig().appUrl}/dev/checkout/${id}` };
  },

  async retrieveCheckoutSession(sessionId) {
    const session = await findLocalCheckoutSession(sessionId);
    return session ? { id: session.id, customerId: session.customerId, paid: session.status === "complete" } : null;
  },

  async createPortalSession({ customerId }) {
    return { url: `${getConfig().appUrl}/dev/portal?customer=${encodeURIComponent(customerId)}` };
  },

  async listSubscriptions(customerId, db) {
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
    return rows.map((row) => ({ id: row.id, status: row.status, currentPeriodEnd: row.currentPeriodEnd, cancelAtPeriodEnd: row.cancelAtPeriodEnd }));
  },

  async cancelSubscriptionsNow(customerId) {
    const db = await getDb();
    await db
      .update(subscriptions)
      .set({ status: "canceled", cancelAtPeriodEnd: false })
      .where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.status, "active")));
  },

  webhookSecret,
};

export async function findLocalCheckoutSession(sessionId: string): Promise<LocalSession | undefined> {
  const db = await getDb();
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return session;
}

export async function findLocalCustomer(customerId: string) {
  const db = await getDb();
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return customer;
}

/** The customer's most recent subscription, live or ended. */
export async function latestLocalSubscription(customerId: string): Promise<LocalSubscription | undefined> {
  const db = await getDb();
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return subscription;
}

/**
 * 'Pay' or 'Cancel' on the local checkout page. Paying completes the session once (a second Pay finds
 * it complete and changes nothing), starts a monthly subscription and sends the events Stripe would;
 * the answer is where the browser goes next.
 */
export async function completeLocalCheckout(sessionId: string, outcome: "paid" | "cancelled"): Promise<{ url: string }> {
  const session = await findLocalCheckoutSession(sessionId);
  if (!session) throw new AppError("not_found", "This checkout session does not exist.");
  const successUrl = session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id);
  if (outcome === "cancelled") return { url: session.cancelUrl };

  const db = await getDb();
  const now = new Date();
  const created = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(sessions)
      .set({ status: "complete" })
      .where(and(eq(sessions.id, session.id), eq(sessions.status, "open")))
      .returning({ id: sessions.id });
    if (!claimed) return undefined;
    const [subscription] = await tx
      .insert(subscriptions)
      .values({ id: localId("sub"), customerId: session.customerId, status: "active", currentPeriodStart: now, currentPeriodEnd: oneMonthAfter(now) })
      .returning();
    await tx.update(sessions).set({ subscriptionId: subscription.id }).where(eq(sessions.id, session.id));
    return subscription;
  });
  if (created) {
    // Delivered after the commit, as Stripe's arrive: each one makes the app read the state above.
    await deliverEvent("customer.subscription.created", subscriptionObject(created));
    await deliverEvent("checkout.session.completed", checkoutSessionObject({ ...session, status: "complete", subscriptionId: created.id }));
    await deliverEvent("invoice.paid", invoiceObject(created));
  }
  return { url: successUrl };
}

/**
 * The local portal's buttons: cancel at period end, resume, and 'End period now', which moves the
 * local clock to the period's end: a subscription set to cancel ends (Free again), any other renews.
 */
export async function applyLocalSubscriptionAction(customerId: string, action: LocalSubscriptionAction): Promise<LocalSubscription> {
  const current = await latestLocalSubscription(customerId);
  if (!current || current.status !== "active") throw new AppError("no_subscription", "There is no active subscription to change.");
  const db = await getDb();
  const now = new Date();
  const changes: Partial<LocalSubscription> =
    action === "cancel_at_period_end"
      ? { cancelAtPeriodEnd: true }
      : action === "resume"
        ? { cancelAtPeriodEnd: false }
        : current.cancelAtPeriodEnd
          ? { status: "canceled", currentPeriodEnd: now }
          : { currentPeriodStart: now, currentPeriodEnd: oneMonthAfter(now) };
  const [updated] = await db
    .update(subscriptions)
    .set(changes)
    .where(and(eq(subscriptions.id, current.id), eq(subscriptions.status, "active")))
    .returning();
  if (!updated) throw new AppError("no_subscription", "There is no active subscription to change.");

  if (updated.status === "canceled") {
    await deliverEvent("customer.subscription.deleted", subscriptionObject(updated));
  } else {
    if (action === "end_period") await deliverEvent("invoice.paid", invoiceObject(updated));
    await deliverEvent("customer.subscription.updated", subscriptionObject(updated));
  }
  return updated;
}

function subscriptionObject(subscription: LocalSubscription) {
  return {
    id: subscription.id,
    object: "subscription",
    customer: subscription.customerId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? seconds(subscription.currentPeriodEnd) : null,
    created: seconds(subscription.createdAt),
    livemode: false,
    items: {
      object: "list",
      data: [
        {
          id: `si_${subscription.id}`,
          object: "subscription_item",
          current_period_start: seconds(subscription.currentPeriodStart),
          current_period_end: seconds(subscription.currentPeriodEnd),
          price: { id: LOCAL_PRICE_ID, object: "price", currency: "eur", unit_amount: 399, recurring: { interval: "month" } },
          quantity: 1,
        },
      ],
    },
  };
}

function checkoutSessionObject(session: LocalSession) {
  return {
    id: session.id,
    object: "checkout.session",
    mode: "subscription",
    customer: session.customerId,
    client_reference_id: session.clientReferenceId,
    subscription: session.subscriptionId,
    status: session.status,
    payment_status: session.status === "complete" ? "paid" : "unpaid",
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    livemode: false,
  };
}

function invoiceObject(subscription: LocalSubscription) {
  return {
    id: localId("in"),
    object: "invoice",
    customer: subscription.customerId,
    status: "paid",
    currency: "eur",
    amount_paid: 399,
    period_start: seconds(subscription.currentPeriodStart),
    period_end: seconds(subscription.currentPeriodEnd),
    livemode: false,
  };
}

/** Signs a Stripe-format event as Stripe does and hands it to the webhook handler, as if it came over HTTP. */
async function deliverEvent(type: string, object: Record<string, unknown>): Promise<void> {
  const event = {
    id: localId("evt"),
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: seconds(new Date()),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
  const payload = JSON.stringify(event);
  const request = new Request(`${getConfig().appUrl}/api/payments/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signWebhookPayload(payload, await webhookSecret()) },
    body: payload,
  });
  // Imported on use: the webhook handler reaches this provider through lib/billing/index.ts.
  const { webhookResponse } = await import("./webhook");
  const response = await webhookResponse(request);
  if (!response.ok) throw new Error(`The webhook refused the local ${type} event (status ${response.status})`);
}
