import "server-only";
import Stripe from "stripe";

/**
 * Pinned, so that upgrading the SDK never changes the shape of the objects we read without a
 * deliberate change here (docs/architecture.md#a-subscription-change). The local provider's events carry it too.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

/** The SDK client; `apiBase` points it at another host (the tests' local server speaking Stripe's API). */
export function createStripeClient({ secretKey, apiBase }: { secretKey: string; apiBase?: string }): Stripe {
  const target = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === "https:" ? 443 : 80),
          protocol: target.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

/** Verifies a webhook's signature on the raw body (tolerance: the SDK's 5 minutes) and parses the event. */
export function constructWebhookEvent(payload: string, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(payload, signature, secret);
}

/** The `Stripe-Signature` header Stripe would send for `payload`; the local provider signs its events with it. */
export function signWebhookPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
