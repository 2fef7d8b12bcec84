import "server-only";
import type { Database } from "@/db";
import type { Locale } from "@/lib/i18n/locales";

/** What `syncCustomer` needs of one subscription, whichever provider holds it. */
export type ProviderSubscription = {
  id: string;
  /** The provider's status: active, trialing, past_due, canceled, incomplete, unpaid, ... */
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When the subscription began: of two that keep Premium, the older one stays. */
  createdAt: Date;
};

type CheckoutSessionState = {
  id: string;
  customerId: string | null;
  /** Completed and paid: the subscription exists at the provider. */
  paid: boolean;
};

/**
 * The billing seam (docs/architecture.md#providers): Stripe when STRIPE_SECRET_KEY is set, the local checkout when local
 * providers stand in for it. Routes, the webhook and `syncCustomer` never know which one runs.
 * Every method throws AppError("billing_unavailable") when the provider fails.
 */
export type BillingProvider = {
  kind: "stripe" | "local";
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  createCheckoutSession(input: {
    customerId: string;
    userId: string;
    /** The page's language: the provider's checkout speaks it. */
    locale: Locale;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ sessionId: string; url: string }>;
  /** Null when the provider does not know the session. */
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState | null>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Every subscription of the customer, ended ones included, as the provider has them now; `db` is the
   * sync's transaction, through which the local provider reads its records.
   */
  listSubscriptions(db: Database, customerId: string): Promise<ProviderSubscription[]>;
  /** Expires the customer's open checkout sessions, so that only the newest one can still be paid. */
  expireOpenCheckoutSessions(customerId: string): Promise<void>;
  /**
   * Refunds what the subscription was paid and ends it at once (a customer's second subscription).
   * Idempotent: calling it again, also concurrently, refunds nothing twice.
   */
  cancelAndRefundSubscription(subscriptionId: string): Promise<void>;
  /** Ends every live subscription of the customer at once (account deletion). */
  cancelSubscriptionsNow(customerId: string): Promise<void>;
  /** The secret that webhook events are signed with. */
  webhookSecret(): Promise<string>;
};
