import type { Metadata } from "next";
import { notFound } from "next/navigation";
import styles from "@/components/billing/local-billing.module.css";
import { PLAN_NAME, SUBSCRIPTION_PRICE } from "@/components/billing/price";
import buttonStyles from "@/components/button.module.css";
import prose from "@/components/content/prose.module.css";
import { getDb } from "@/db";
import { localBillingEnabled } from "@/lib/local-providers";
import { CHECKOUT_EXPIRED_MESSAGE } from "@/lib/billing/local-checkout";
import { findLocalCheckoutSession, findLocalCustomer } from "@/lib/billing/local-provider";
import { getConfig } from "@/lib/config";
import { localProviderPage } from "@/lib/http/local-provider";
import { UNLIMITED_READINGS_PERK } from "@/lib/tarot/entitlements";
import { isLineText } from "@/lib/text";

export const metadata: Metadata = { title: "Local checkout", robots: { index: false } };

type Props = { params: Promise<{ sessionId: string }> };

/** The local checkout (docs/architecture.md#local-checkout-and-its-event-outbox): stands in for Stripe Checkout; Pay and Cancel post to /api/dev/checkout. */
export default localProviderPage(localBillingEnabled, async function LocalCheckoutPage({ params }: Props) {
  const { sessionId } = await params;
  // An id with a control character names no session (lib/text.ts): the not-found page, as for any unknown one.
  const db = await getDb();
  const session = isLineText(sessionId) ? await findLocalCheckoutSession(db, sessionId) : undefined;
  if (!session) notFound();
  const customer = await findLocalCustomer(db, session.customerId);
  const { appName, appUrl } = getConfig();

  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="local-checkout-title">
      <h1 id="local-checkout-title">Local checkout</h1>
      <p className={prose.lead}>This stands in for Stripe Checkout while local providers are on. No card is charged.</p>
      <div className={styles.summary}>
        <p className={styles.product}>{`${appName} ${PLAN_NAME}`}</p>
        <p className={styles.price}>{SUBSCRIPTION_PRICE}</p>
        <p>{`${UNLIMITED_READINGS_PERK}, every spread and every category. Cancel anytime.`}</p>
        {customer ? <p className={styles.muted}>{`Billed to ${customer.email}`}</p> : null}
      </div>
      {session.status === "complete" ? (
        <p role="status">This checkout is already paid.</p>
      ) : session.status === "expired" ? (
        <>
          <p role="status">{CHECKOUT_EXPIRED_MESSAGE}</p>
          <div className={styles.actions}>
            <a href={`${appUrl}/`} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
              {`Back to ${appName}`}
            </a>
          </div>
        </>
      ) : (
        <form method="post" action={`/api/dev/checkout/${encodeURIComponent(session.id)}`} className={styles.actions}>
          <button type="submit" name="outcome" value="paid" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
            Pay EUR 3.99
          </button>
          <button type="submit" name="outcome" value="cancelled" className={buttonStyles.button}>
            Cancel
          </button>
        </form>
      )}
    </article>
  );
});
