import type { Metadata } from "next";
import { notFound } from "next/navigation";
import styles from "@/components/billing/local-billing.module.css";
import { PLAN_NAME, SUBSCRIPTION_PRICE, billingDate } from "@/components/billing/price";
import buttonStyles from "@/components/button.module.css";
import prose from "@/components/content/prose.module.css";
import { getDb } from "@/db";
import { localBillingEnabled } from "@/lib/local-providers";
import type { LocalSubscriptionAction } from "@/lib/billing/local-checkout";
import { currentLocalSubscription, findLocalCustomer } from "@/lib/billing/local-provider";
import { getConfig } from "@/lib/config";
import { localProviderPage } from "@/lib/http/local-provider";
import { isLineText } from "@/lib/text";

export const metadata: Metadata = { title: "Local customer portal", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The local customer portal (docs/product.md#local-provider-pages): cancel at period end, resume, and 'End period now', which
 * moves the local clock to the end of the billing period. Each button posts to /api/dev/portal.
 */
export default localProviderPage(localBillingEnabled, async function LocalPortalPage({ searchParams }: Props) {
  const { customer: customerParam } = await searchParams;
  // An id with a control character names nobody (lib/text.ts): the not-found page, as for any unknown customer.
  const db = await getDb();
  const customer = typeof customerParam === "string" && isLineText(customerParam) ? await findLocalCustomer(db, customerParam) : undefined;
  if (!customer) notFound();
  const subscription = await currentLocalSubscription(db, customer.id);
  const { appName, appUrl } = getConfig();
  const live = subscription?.status === "active";

  const action = (name: LocalSubscriptionAction, label: string, primary = false) => (
    <button type="submit" name="action" value={name} className={`${buttonStyles.button} ${primary ? buttonStyles.primary : ""}`}>
      {label}
    </button>
  );

  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="local-portal-title">
      <h1 id="local-portal-title">Local customer portal</h1>
      <p className={prose.lead}>This stands in for Stripe&apos;s customer portal while local providers are on.</p>
      <div className={styles.summary}>
        <p className={styles.product}>{`${appName} ${PLAN_NAME}`}</p>
        <p className={styles.price}>{SUBSCRIPTION_PRICE}</p>
        <p className={styles.muted}>{customer.email}</p>
        <p role="status" data-testid="subscription-status">
          {!subscription
            ? "No subscription yet."
            : !live
              ? `Ended on ${billingDate(subscription.currentPeriodEnd)}.`
              : subscription.cancelAtPeriodEnd
                ? `Cancels on ${billingDate(subscription.currentPeriodEnd)}. Premium stays until then.`
                : `Active. Renews on ${billingDate(subscription.currentPeriodEnd)}.`}
        </p>
      </div>
      {live ? (
        <form method="post" action="/api/dev/portal" className={styles.actions}>
          <input type="hidden" name="customer" value={customer.id} />
          {subscription.cancelAtPeriodEnd ? action("resume", "Resume subscription", true) : action("cancel_at_period_end", "Cancel subscription")}
          {action("end_period", "End period now")}
        </form>
      ) : null}
      {live ? <p className={styles.muted}>&apos;End period now&apos; moves the local clock to the end of this billing period.</p> : null}
      <div className={styles.actions}>
        {/* Like Stripe's return_url: a full page load, so the app reads the user (and its role) afresh. */}
        <a href={`${appUrl}/`} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          {`Back to ${appName}`}
        </a>
      </div>
    </article>
  );
});
