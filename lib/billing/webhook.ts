import { eq } from "drizzle-orm";
import { z } from "@/lib/zod";
import { getDb, schema } from "@/db";
import { jsonResponse } from "@/lib/http/respond";
import { getBillingProvider } from "./index";
import { constructWebhookEvent } from "./stripe-client";
import { syncCustomer } from "./sync";

const { stripeEvents, users } = schema;

/** Events that may change a customer's subscriptions: each is only a reason to sync, never a source of truth. */
export const SYNCING_EVENTS: ReadonlySet<string> = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

/** Stripe events are large; this is far above any we handle and far below anything harmful. */
const MAX_EVENT_BYTES = 512 * 1024;

const customerRef = z.union([z.string().min(1), z.object({ id: z.string().min(1) }).transform((customer) => customer.id)]).nullish();

/** The parts of an event we read. */
const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.object({ customer: customerRef }) }),
});

export type WebhookOutcome = "synced" | "duplicate" | "ignored";

const refusal = (message: string) => jsonResponse({ error: message }, { status: 400 });

/**
 * POST /api/payments/webhook (Stripe's, and the local checkout's): the signature is checked on the raw
 * body; a bad, missing or stale one is refused with nothing written. Each event id is processed once
 * (`stripe_events`); other types and unknown customers are acknowledged and change nothing. A failed
 * sync gives the event id back and answers 500, so that Stripe retries.
 */
export async function webhookResponse(request: Request): Promise<Response> {
  const signature = request.headers.get("stripe-signature");
  if (!signature) return refusal("Missing Stripe-Signature header.");
  const payload = await request.text();
  if (Buffer.byteLength(payload) > MAX_EVENT_BYTES) return jsonResponse({ error: "The event is too large." }, { status: 413 });

  const secret = await getBillingProvider().webhookSecret();
  let verified: unknown;
  try {
    verified = constructWebhookEvent(payload, signature, secret);
  } catch {
    return refusal("Invalid webhook signature.");
  }
  const parsed = eventSchema.safeParse(verified);
  if (!parsed.success) return jsonResponse({ received: true, outcome: "ignored" satisfies WebhookOutcome });
  return jsonResponse({ received: true, outcome: await processEvent(parsed.data) });
}

async function processEvent(event: z.infer<typeof eventSchema>): Promise<WebhookOutcome> {
  const customerId = event.data.object.customer;
  if (!SYNCING_EVENTS.has(event.type) || !customerId) return "ignored";
  const db = await getDb();
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  if (!known) return "ignored";

  const claimed = await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
  if (claimed.length === 0) return "duplicate";
  try {
    await syncCustomer(customerId);
  } catch (error) {
    await db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
    throw error;
  }
  return "synced";
}
