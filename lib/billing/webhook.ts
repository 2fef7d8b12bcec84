import "server-only";
import { eq } from "drizzle-orm";
import { z } from "@/lib/zod";
import { getDb, schema, type Database } from "@/db";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { mailEnabled } from "@/lib/notifications/mail/send";
import { enqueueNotification } from "@/lib/notifications/queue";
import { countWebhookEvent } from "@/lib/observability/metrics";
import { lineText } from "@/lib/text";
import { paymentFailedMail } from "./account-mails";
import { getBillingProvider } from "./index";
import { constructWebhookEvent } from "./stripe-client";
import { syncCustomer } from "./sync";

/**
 * Billing events, Stripe's and the local checkout's alike: `verifyEvent` checks one's signature on the
 * raw body, `processEvent` acts on it. POST /api/payments/webhook calls both; so does the local
 * checkout's delivery, so that its events take exactly the path Stripe's do.
 */
const { stripeEvents, users } = schema;

/** Events that may change a customer's subscriptions: each is only a reason to sync, never a source of truth. */
const SYNCING_EVENTS: ReadonlySet<string> = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

// Signed or not, the ids we read are held to the text rule (lib/text.ts) before any query sees them.
const customerRef = z.union([lineText().min(1), z.object({ id: lineText().min(1) }).transform((customer) => customer.id)]).nullish();

/**
 * What a failed invoice's mail needs: its id (the mail goes once per invoice), why it was raised (the first
 * payment fails in front of the customer at checkout; a renewal's fails unseen), and Stripe's page to pay it.
 */
const invoiceSchema = z
  .object({
    id: lineText().min(1),
    billing_reason: lineText().nullish(),
    hosted_invoice_url: z.url({ protocol: /^https?$/ }).nullish().catch(null),
  })
  .transform(({ id, billing_reason, hosted_invoice_url }) => ({ id, billingReason: billing_reason ?? null, payUrl: hosted_invoice_url ?? null }))
  .optional()
  .catch(undefined);

/** The parts of an event we read; an object we cannot read names no customer, so the event changes nothing. */
const eventSchema = z
  .object({
    id: lineText().min(1),
    type: lineText().min(1),
    data: z.looseObject({ object: z.looseObject({ customer: customerRef }) }).catch({ object: { customer: null } }),
  })
  .transform(({ id, type, data }) => ({
    id,
    type,
    customerId: data.object.customer ?? null,
    invoice: type === "invoice.payment_failed" ? invoiceSchema.parse(data.object) : undefined,
  }));

type BillingEvent = z.output<typeof eventSchema>;

type WebhookOutcome = "synced" | "duplicate" | "ignored";

/** A webhook that did not come from the billing provider (answered 400, with nothing written). */
class InvalidWebhookError extends AppError {
  constructor(message: string) {
    super("invalid_request", message);
    this.name = "InvalidWebhookError";
  }
}

/** Checks the signature on the raw body (a bad, missing or stale one throws) and reads the event. */
export async function verifyEvent(payload: string | (() => Promise<string>), signature: string | null): Promise<BillingEvent> {
  try {
    return await verifiedEvent(payload, signature);
  } catch (error) {
    if (error instanceof InvalidWebhookError) countWebhookEvent("unknown", "invalid");
    throw error;
  }
}

/** `payload` may be read only once the signature is known to be there: an unsigned request is refused unread. */
async function verifiedEvent(readPayload: string | (() => Promise<string>), signature: string | null): Promise<BillingEvent> {
  if (!signature) throw new InvalidWebhookError("Missing Stripe-Signature header.");
  const payload = typeof readPayload === "string" ? readPayload : await readPayload();
  const secret = await getBillingProvider().webhookSecret();
  let verified: unknown;
  try {
    verified = constructWebhookEvent(payload, signature, secret);
  } catch {
    throw new InvalidWebhookError("Invalid webhook signature.");
  }
  const parsed = eventSchema.safeParse(verified);
  if (!parsed.success) throw new InvalidWebhookError("The event has no id or type.");
  return parsed.data;
}

/**
 * Each event id is processed once (`stripe_events`); other types and unknown customers are
 * acknowledged and change nothing. A failed sync gives the event id back and throws, so that the
 * sender tries again. Counted in the metrics by type (those we act on; "other" for the rest) and outcome.
 */
export async function processEvent(event: BillingEvent): Promise<WebhookOutcome> {
  const type = SYNCING_EVENTS.has(event.type) ? event.type : "other";
  try {
    // An event we do not act on is acknowledged without asking the database anything.
    const { customerId } = event;
    const outcome = type === "other" || !customerId ? "ignored" : await syncedEvent(await getDb(), { ...event, customerId });
    countWebhookEvent(type, outcome);
    return outcome;
  } catch (error) {
    countWebhookEvent(type, "failed");
    throw error;
  }
}

/** A syncing event about a customer: synced once per event id, ignored when no user has that customer. */
async function syncedEvent(db: Database, { id, type, customerId, invoice }: BillingEvent & { customerId: string }): Promise<WebhookOutcome> {
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  if (!known) return "ignored";

  const claimed = await db.insert(stripeEvents).values({ id, type }).onConflictDoNothing().returning({ id: stripeEvents.id });
  if (claimed.length === 0) return "duplicate";
  try {
    await syncCustomer(db, customerId);
    // A renewal that failed unseen: the customer hears of it (the first payment fails at checkout, in front of them).
    if (invoice && invoice.billingReason !== "subscription_create" && mailEnabled()) {
      await enqueueNotification(paymentFailedMail({ userId: known.id, invoiceId: invoice.id, portalUrl: invoice.payUrl, appUrl: getConfig().appUrl }));
    }
  } catch (error) {
    await db.delete(stripeEvents).where(eq(stripeEvents.id, id));
    throw error;
  }
  return "synced";
}
