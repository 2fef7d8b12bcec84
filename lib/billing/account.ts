import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db";
import type { User } from "@/db/schema";
import { getConfig } from "@/lib/config";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import { AppError } from "@/lib/errors";
import { errorSummary } from "@/lib/observability/error-summary";
import { getBillingProvider } from "./index";
import { syncCustomer } from "./sync";
import { hasPremiumAccess } from "@/lib/tarot/entitlements";
import { isLineText } from "@/lib/text";
import { log } from "@/lib/observability/log";

const { users } = schema;

export const ALREADY_SUBSCRIBED_MESSAGE = "You already have an active subscription. You can manage it from your profile.";
const NO_CUSTOMER_MESSAGE = "You have no subscription to manage yet.";
/** The 'Failed to delete account' toast (docs/product.md#messages), with the reason. */
const DELETION_BLOCKED_MESSAGE = "Failed to delete account: we could not cancel your subscription, so nothing was deleted. Please try again.";

/**
 * The user's billing customer, created at the provider on first need and stored once. Two concurrent
 * first checkouts store one of them (the conditional update) and both go on with the stored one.
 */
async function ensureCustomer(db: Database, user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const created = await getBillingProvider().createCustomer({ userId: user.id, email: user.email });
  const stored = await db
    .update(users)
    .set({ stripeCustomerId: created })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)))
    .returning({ customerId: users.stripeCustomerId });
  if (stored[0]?.customerId) return stored[0].customerId;
  const [current] = await db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!current?.customerId) throw new AppError("not_found", "This account no longer exists.");
  return current.customerId;
}

/**
 * POST /api/payments/create-checkout-session: a subscription-mode Checkout Session for the user's
 * customer. A subscriber is refused, also one whose payment went through a moment ago and whose
 * webhook has not arrived yet (the provider is asked first), so no one pays twice. The user's earlier
 * open sessions expire first, so only the newest can be paid; a second subscription that still comes
 * about (two tabs paying at once) is refunded by syncCustomer. `locale` is the page's language.
 */
export async function startCheckout(user: User, locale: Locale = DEFAULT_LOCALE): Promise<{ sessionId: string; url: string }> {
  const db = await getDb();
  const synced = !hasPremiumAccess(user.role) && user.stripeCustomerId ? await syncCustomer(db, user.stripeCustomerId) : null;
  if (hasPremiumAccess(synced?.role ?? user.role)) throw new AppError("already_subscribed", ALREADY_SUBSCRIBED_MESSAGE);
  const customerId = await ensureCustomer(db, user);
  const provider = getBillingProvider();
  await provider.expireOpenCheckoutSessions(customerId);
  const { appUrl } = getConfig();
  // Checkout speaks the page's language and comes back to that language's pages.
  return provider.createCheckoutSession({
    customerId,
    userId: user.id,
    locale,
    successUrl: `${appUrl}${localePath(locale, "/stripe/success")}?session_id={CHECKOUT_SESSION_ID}`,
    // Leaving checkout is no failure: that page says nothing was charged (/stripe/error is for payments that failed).
    cancelUrl: `${appUrl}${localePath(locale, "/stripe/cancelled")}`,
  });
}

/** POST /api/payments/create-portal-session: the provider's customer portal, coming back to the home page. */
export async function openPortal(user: User): Promise<{ url: string }> {
  if (!user.stripeCustomerId) throw new AppError("no_billing_customer", NO_CUSTOMER_MESSAGE);
  return getBillingProvider().createPortalSession({ customerId: user.stripeCustomerId, returnUrl: `${getConfig().appUrl}/` });
}

export type CheckoutConfirmation = "confirmed" | "pending" | "unknown";

/**
 * The success page's check: the named Checkout Session is complete and paid, and its customer is
 * synced, so a user who returns before the webhook sees Premium at once. No id, one no provider could
 * have made (too long, a control character: lib/text.ts), or one the provider does not know is "unknown":
 * there is no payment to wait for. An unpaid session or a provider that does not answer is "pending",
 * never a false success.
 */
export async function confirmCheckout(sessionId: string | undefined): Promise<CheckoutConfirmation> {
  if (!sessionId || sessionId.length > 255 || !isLineText(sessionId)) return "unknown";
  try {
    const session = await getBillingProvider().retrieveCheckoutSession(sessionId);
    if (!session) return "unknown";
    if (!session.paid || !session.customerId) return "pending";
    const synced = await syncCustomer(await getDb(), session.customerId);
    return synced && hasPremiumAccess(synced.role) ? "confirmed" : "pending";
  } catch (error) {
    log.error("Could not confirm a checkout session", { error: errorSummary(error) });
    return "pending";
  }
}

/**
 * Before an account is deleted, its subscriptions end at the provider at once; if the provider
 * refuses, the deletion must not go ahead (nobody keeps paying for an account that is gone).
 */
export async function cancelBillingFor(user: User): Promise<void> {
  if (!user.stripeCustomerId) return;
  try {
    await getBillingProvider().cancelSubscriptionsNow(user.stripeCustomerId);
  } catch (error) {
    if (error instanceof AppError) throw new AppError("billing_unavailable", DELETION_BLOCKED_MESSAGE);
    throw error;
  }
}
