import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db";
import { getConfig } from "@/lib/config";
import type { BillingProvider } from "./types";
import { webhookSecret } from "./webhook-secret";

/**
 * The local checkout and portal (docs/architecture.md#local-checkout-and-its-event-outbox): a small stand-in for Stripe that keeps its customers,
 * checkout sessions and subscriptions in our database (shared by every app instance). This is its API,
 * what the app asks of it as it asks Stripe; what the customer does on its pages (pay, cancel, the
 * portal's buttons) is lib/billing/local-checkout.ts, and the events that tell the app about it are
 * lib/billing/local-events.ts. Like Stripe's API calls, these send no events: the app converges after
 * each of them itself. And like them, each call of the provider's API finds the database itself, but
 * for the sync's list, which reads through the sync's transaction.
 */
const { localBillingCustomers: customers, localBillingCheckoutSessions: sessions, localBillingSubscriptions: subscriptions } = schema;

export type LocalSubscription = typeof subscriptions.$inferSelect;
export type LocalSession = typeof sessions.$inferSelect;

export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("base64url")}`;

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
    const session = await findLocalCheckoutSession(await getDb(), sessionId);
    return session ? { id: session.id, customerId: session.customerId, paid: session.status === "complete" } : null;
  },

  async createPortalSession({ customerId }) {
    return { url: `${getConfig().appUrl}/dev/portal?customer=${encodeURIComponent(customerId)}` };
  },

  async listSubscriptions(db, customerId) {
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      createdAt: row.createdAt,
    }));
  },

  async expireOpenCheckoutSessions(customerId) {
    const db = await getDb();
    await db
      .update(sessions)
      .set({ status: "expired" })
      .where(and(eq(sessions.customerId, customerId), eq(sessions.status, "open")));
  },

  async cancelAndRefundSubscription(subscriptionId) {
    const db = await getDb();
    // Only a live subscription changes: a second call, or a concurrent one, finds it cancelled and refunds nothing.
    await db
      .update(subscriptions)
      .set({ status: "canceled", cancelAtPeriodEnd: false, refundedAt: new Date() })
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, "active")));
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

export async function findLocalCheckoutSession(db: Database, sessionId: string): Promise<LocalSession | undefined> {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return session;
}

export async function findLocalCustomer(db: Database, customerId: string) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return customer;
}

/** The customer's live subscription, or else its most recent one (a refunded second one never hides the live one). */
export async function currentLocalSubscription(db: Database, customerId: string): Promise<LocalSubscription | undefined> {
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId))
    .orderBy(desc(sql`${subscriptions.status} = 'active'`), desc(subscriptions.createdAt))
    .limit(1);
  return subscription;
}
