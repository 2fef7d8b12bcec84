import type { Metadata } from "next";
import { notFound } from "next/navigation";
import styles from "@/components/billing/local-billing.module.css";
import { PLAN_NAME, monthlyPrice, subscriptionPrice } from "@/components/billing/price";
import buttonStyles from "@/components/button.module.css";
import prose from "@/components/content/prose.module.css";
import { getDb } from "@/db";
import { localBillingEnabled } from "@/lib/local-providers";
import { findLocalCheckoutSession, findLocalCustomer } from "@/lib/billing/local-provider";
import { getConfig } from "@/lib/config";
import { localProviderPage } from "@/lib/http/local-provider";
import { fill } from "@/lib/i18n/fill";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/languages";
import { localePath, splitLocalePath } from "@/lib/i18n/paths";
import { isLineText } from "@/lib/text";
import { unlimitedReadings } from "@/components/billing/unlimited-readings";

export const metadata: Metadata = { title: messagesFor("en").pages.localCheckout.title, robots: { index: false } };

/** The language the checkout was opened from: the one its return address is in (lib/billing/account.ts). */
function checkoutLocale(successUrl: string): Locale {
  try {
    return splitLocalePath(new URL(successUrl.replace("{CHECKOUT_SESSION_ID}", "")).pathname).locale;
  } catch {
    return DEFAULT_LOCALE;
  }
}

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
  const locale = checkoutLocale(session.successUrl);
  const { pages, account } = messagesFor(locale);
  const words = pages.localCheckout;
  const amount = monthlyPrice(locale);

  // In the language the reader subscribed from, as Stripe's own checkout is (lib/billing/account.ts).
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="local-checkout-title" lang={locale}>
      <h1 id="local-checkout-title">{words.title}</h1>
      <p className={prose.lead}>{words.lead}</p>
      <div className={styles.summary}>
        <p className={styles.product}>{`${appName} ${PLAN_NAME}`}</p>
        <p className={styles.price}>{subscriptionPrice(locale, account.subscribe.perMonth)}</p>
        <p>{fill(words.includes, { perk: unlimitedReadings(account, "perk") })}</p>
        {customer ? <p className={styles.muted}>{fill(words.billedTo, { email: customer.email })}</p> : null}
      </div>
      {session.status === "complete" ? (
        <p role="status">{words.alreadyPaid}</p>
      ) : session.status === "expired" ? (
        <>
          <p role="status">{words.expired}</p>
          <div className={styles.actions}>
            <a href={`${appUrl}${localePath(locale, "/")}`} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
              {fill(words.backTo, { appName })}
            </a>
          </div>
        </>
      ) : (
        <form method="post" action={`/api/dev/checkout/${encodeURIComponent(session.id)}`} className={styles.actions}>
          <button type="submit" name="outcome" value="paid" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
            {fill(words.pay, { price: amount })}
          </button>
          <button type="submit" name="outcome" value="cancelled" className={buttonStyles.button}>
            {words.cancel}
          </button>
        </form>
      )}
    </article>
  );
});
