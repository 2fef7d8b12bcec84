import "server-only";
import Stripe from "stripe";
import { AppError } from "@/lib/errors";
import { createStripeClient } from "./stripe-client";
import type { BillingProvider, ProviderSubscription } from "./types";
import { webhookSecret } from "./webhook-secret";
import { log } from "@/lib/observability/log";

const PROVIDER_UNAVAILABLE_MESSAGE = "We could not reach our payment provider. Please try again in a moment.";

/** Subscriptions in these states are over or never started: nothing to cancel. */
const ENDED_STATUSES = new Set(["canceled", "incomplete_expired"]);

/** Logs what Stripe said (never the key) and gives the user a message they can act on. */
function unavailable(operation: string, error: unknown): AppError {
  const detail = error instanceof Stripe.errors.StripeError ? `${error.type}${error.code ? `/${error.code}` : ""} (status ${error.statusCode ?? "none"})` : "no answer";
  log.error("Stripe call failed", { operation, detail });
  return new AppError("billing_unavailable", PROVIDER_UNAVAILABLE_MESSAGE);
}

async function call<T>(operation: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw unavailable(operation, error);
  }
}

/** Since API 2025-03-31.basil the billing period lives on the items; a portal cancellation may set `cancel_at`. */
export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((end) => typeof end === "number");
  return {
    id: subscription.id,
    status: subscription.status,
    currentPeriodEnd: ends.length ? new Date(Math.max(...ends) * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    createdAt: new Date(subscription.created * 1000),
  };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

const isStripeError = (error: unknown, code: string) => error instanceof Stripe.errors.StripeError && error.code === code;

/** What a refund names: since API 2025-03-31.basil an invoice's payments are InvoicePayment objects, not a field of the invoice. */
function refundTarget({ payment }: Stripe.InvoicePayment): Pick<Stripe.RefundCreateParams, "payment_intent" | "charge"> | null {
  const paymentIntent = idOf(payment.payment_intent);
  if (paymentIntent) return { payment_intent: paymentIntent };
  const charge = idOf(payment.charge);
  return charge ? { charge } : null;
}

export function createStripeProvider({ secretKey, priceId, apiBase }: { secretKey: string; priceId: string; apiBase?: string }): BillingProvider {
  const stripe = createStripeClient({ secretKey, apiBase });

  return {
    kind: "stripe",

    createCustomer: ({ userId, email }) =>
      call("customer creation", async () => {
        // The same key for the same user: two concurrent first checkouts get one customer from Stripe.
        const customer = await stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `arcana-customer-${userId}` });
        return customer.id;
      }),

    createCheckoutSession: ({ customerId, userId, locale, successUrl, cancelUrl }) =>
      call("checkout session", async () => {
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          customer: customerId,
          client_reference_id: userId,
          line_items: [{ price: priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          // Stripe's own tags for our six languages are the same as ours.
          locale,
        });
        if (!session.url) throw new Error("Stripe answered a checkout session without a url");
        return { sessionId: session.id, url: session.url };
      }),

    retrieveCheckoutSession: async (sessionId) => {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          id: session.id,
          customerId: idOf(session.customer),
          paid: session.status === "complete" && session.payment_status !== "unpaid",
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === "resource_missing") return null;
        throw unavailable("checkout session retrieval", error);
      }
    },

    createPortalSession: ({ customerId, returnUrl }) =>
      call("portal session", async () => {
        const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        return { url: session.url };
      }),

    // Stripe holds its own records: the sync's transaction is not needed to read them.
    listSubscriptions: (_db, customerId) =>
      call("subscription list", async () => {
        const list = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 });
        return list.data.map(toProviderSubscription);
      }),

    expireOpenCheckoutSessions: (customerId) =>
      call("checkout session expiry", async () => {
        const open = await stripe.checkout.sessions.list({ customer: customerId, status: "open", limit: 100 });
        for (const session of open.data) {
          try {
            await stripe.checkout.sessions.expire(session.id);
          } catch (error) {
            // Paid or expired since the list was read: a payment that slipped through is a second subscription, which syncCustomer refunds.
            if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
          }
        }
      }),

    cancelAndRefundSubscription: (subscriptionId) =>
      call("second subscription refund", async () => {
        // Refund first, then cancel: a cancel that fails leaves the subscription live, so the next sync comes back
        // and finishes; the other way round a failed refund would leave a cancelled subscription nobody looks at again.
        const invoices = await stripe.invoices.list({ subscription: subscriptionId, status: "paid", limit: 100 });
        for (const invoice of invoices.data) {
          const payments = await stripe.invoicePayments.list({ invoice: invoice.id, status: "paid", limit: 100 });
          for (const payment of payments.data) {
            const target = refundTarget(payment);
            if (!target) continue;
            try {
              // The same key for the same payment: two syncs at once get one refund from Stripe.
              await stripe.refunds.create(
                { ...target, reason: "duplicate", metadata: { subscription: subscriptionId } },
                { idempotencyKey: `arcana-refund-${subscriptionId}-${payment.id}` },
              );
            } catch (error) {
              // Refunded earlier, beyond the idempotency key's 24 hours: nothing is left to give back.
              if (!isStripeError(error, "charge_already_refunded")) throw error;
            }
          }
        }
        try {
          await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `arcana-cancel-${subscriptionId}` });
        } catch (error) {
          // Stripe answers a cancelled subscription's cancel with resource_missing: it is already over.
          if (!isStripeError(error, "resource_missing")) throw error;
        }
      }),

    cancelSubscriptionsNow: (customerId) =>
      call("subscription cancellation", async () => {
        const list = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 });
        for (const subscription of list.data) {
          if (!ENDED_STATUSES.has(subscription.status)) await stripe.subscriptions.cancel(subscription.id);
        }
      }),

    webhookSecret,
  };
}
