import "server-only";
import { getConfig } from "@/lib/config";
import { localBillingEnabled } from "@/lib/local-providers";
import { localProvider } from "./local-provider";
import { createStripeProvider } from "./stripe-provider";
import type { BillingProvider } from "./types";

let stripeProvider: BillingProvider | undefined;

/** Stripe when STRIPE_SECRET_KEY is set; the local checkout when local providers stand in for it. */
export function getBillingProvider(): BillingProvider {
  const { stripe } = getConfig();
  if (stripe.secretKey) {
    if (!stripe.priceId) throw new Error("STRIPE_PRICE_ID is not set");
    stripeProvider ??= createStripeProvider({ secretKey: stripe.secretKey, priceId: stripe.priceId, apiBase: stripe.apiBase });
    return stripeProvider;
  }
  if (localBillingEnabled()) return localProvider;
  throw new Error("No billing provider is configured (STRIPE_SECRET_KEY)");
}
