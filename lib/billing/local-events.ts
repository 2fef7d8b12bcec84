import "server-only";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { and, asc, eq, inArray, isNull, lte, notExists, sql } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db";
import { errorSummary } from "@/lib/observability/error-summary";
import { localId, type LocalSession, type LocalSubscription } from "./local-provider";
import { STRIPE_API_VERSION, signWebhookPayload } from "./stripe-client";
import { processEvent, verifyEvent } from "./webhook";
import { webhookSecret } from "./webhook-secret";
import { log } from "@/lib/observability/log";

/**
 * The local checkout's webhook events (docs/architecture.md#local-checkout-and-its-event-outbox), kept in `local_billing_events` until delivered:
 * each is written in the transaction of the change that causes it, so a crash after the commit loses
 * nothing, then signed exactly as Stripe signs and handed to verifyEvent and processEvent, the path
 * Stripe's events take. A delivery that fails is tried again later with a growing delay, as Stripe
 * retries its own; a customer's events go out in the order they were written.
 */
const { localBillingEvents: events } = schema;

type LocalEventType =
  | "checkout.session.completed"
  | "customer.subscription.created"
  | "customer.subscription.updated"
  | "customer.subscription.deleted"
  | "invoice.paid";

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export type LocalEvent = { type: LocalEventType; object: Record<string, unknown> };

/**
 * Writes the events of one change, Stripe-format, in the caller's transaction; they are due at once.
 * One statement, each event a microsecond after the one before: they keep their order also where the
 * clock counts only milliseconds (PGlite).
 */
export async function enqueueLocalEvents(db: Database, { now, events: written }: { now: Date; events: LocalEvent[] }) {
  await db.insert(events).values(
    written.map(({ type, object }, index) => {
      const id = localId("evt");
      const event = {
        id,
        object: "event",
        api_version: STRIPE_API_VERSION,
        created: seconds(now),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      };
      // clock_timestamp(), not now(): a later change's events come after this one's, even within one transaction.
      const createdAt = sql`clock_timestamp() + ${index} * interval '1 microsecond'`;
      return { id, type, payload: JSON.stringify(event), nextAttemptAt: now, createdAt };
    }),
  );
}

/** The first retry waits this long, each next one twice as long as the one before, up to the cap. */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 10 * 60_000;

/**
 * Delivers every local event that is due at `now` and answers how many were delivered. Safe when
 * several instances run it at once: each event is claimed by one statement (`for update skip locked`)
 * that also books its next attempt, so no other run takes it meanwhile, and if this one fails or the
 * process dies, it is due again after the delay. An event waits while an earlier one of its customer
 * is undelivered. The app's background loop calls this; so does each local checkout action, at once.
 */
export async function deliverDueLocalBillingEvents(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  let delivered = 0;
  for (let event = await claimDueEvent(db, now); event; event = await claimDueEvent(db, now)) {
    if (await deliverEvent(db, event, now)) delivered += 1;
  }
  return delivered;
}

/** The customer an event is about, read from its payload (every local event's object names one). */
const customerOf = (payload: AnyPgColumn) => sql`(${payload}::jsonb #>> '{data,object,customer}')`;

async function claimDueEvent(db: Database, now: Date) {
  const earlier = alias(events, "earlier");
  const earlierUndelivered = db
    .select({ id: earlier.id })
    .from(earlier)
    .where(
      and(
        isNull(earlier.deliveredAt),
        sql`${customerOf(earlier.payload)} = ${customerOf(events.payload)}`,
        sql`(${earlier.createdAt}, ${earlier.id}) < (${events.createdAt}, ${events.id})`,
      ),
    );
  const due = db
    .select({ id: events.id })
    .from(events)
    .where(and(isNull(events.deliveredAt), lte(events.nextAttemptAt, now), notExists(earlierUndelivered)))
    .orderBy(asc(events.createdAt), asc(events.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const retryAt = sql`${now.toISOString()}::timestamptz + least(${FIRST_RETRY_MS} * power(2, ${events.attempts}), ${MAX_RETRY_MS}) * interval '1 millisecond'`;
  const [claimed] = await db
    .update(events)
    .set({ attempts: sql`${events.attempts} + 1`, nextAttemptAt: retryAt })
    .where(inArray(events.id, due))
    .returning({ id: events.id, type: events.type, payload: events.payload, attempts: events.attempts });
  return claimed;
}

/** Hands the event to the webhook's own entry, as Stripe's arrive; only its delivery is marked here. */
async function deliverEvent(db: Database, event: { id: string; type: string; payload: string; attempts: number }, now: Date): Promise<boolean> {
  try {
    const signature = signWebhookPayload(event.payload, await webhookSecret());
    await processEvent(await verifyEvent(event.payload, signature));
  } catch (error) {
    log.error("Local billing event not delivered", { event: event.id, type: event.type, attempt: event.attempts, error: errorSummary(error) });
    return false;
  }
  await db.update(events).set({ deliveredAt: now }).where(eq(events.id, event.id));
  return true;
}

/** The objects the events carry, shaped as Stripe's (API version in stripe-client.ts). */

const LOCAL_PRICE_ID = "price_local_monthly";

export function subscriptionObject(subscription: LocalSubscription) {
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

export function checkoutSessionObject(session: LocalSession) {
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

export function invoiceObject(subscription: LocalSubscription) {
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
