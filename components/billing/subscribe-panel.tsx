"use client";

import { useState } from "react";
import { CloseButton } from "@/components/modal-dialog";
import modalStyles from "@/components/modal-dialog.module.css";
import { PerkList } from "@/components/perk-list";
import buttonStyles from "@/components/button.module.css";
import { useFailureMessage } from "@/components/i18n/failure-message";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { track } from "@/lib/client/analytics";
import { createCheckoutSession } from "@/lib/client/api/billing";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/languages";
import { FOLLOW_UPS_PER_READING } from "@/lib/tarot/entitlements";
import { subscriptionPrice } from "./price";
import styles from "./subscribe-dialog.module.css";
import { unlimitedReadings } from "./unlimited-readings";

function perks(account: Messages["account"]): string[] {
  const { subscribe } = account;
  return [
    unlimitedReadings(account, "perk"),
    subscribe.perks.spreads,
    subscribe.perks.categories,
    fill(subscribe.perks.followUps, { subscribed: FOLLOW_UPS_PER_READING.subscribed, free: FOLLOW_UPS_PER_READING.free }),
    subscribe.perks.insights,
  ];
}

/**
 * The subscribe dialog (docs/product.md#subscribe-dialog): title, text, price, 'Subscribe Now' ('Redirecting...' while busy), a close
 * button (`onClose`, the content's close signal) and the footer. Errors show inline.
 */
export function SubscribePanel({ appName, titleId, onClose }: { appName: string; titleId: string; onClose: () => void }) {
  const { account } = useMessages();
  const locale = useLocale();
  const failureMessage = useFailureMessage();
  const words = account.subscribe;
  const [isRedirecting, setIsRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubscribe = async () => {
    setIsRedirecting(true);
    setError(null);
    // Checkout speaks the page's language and comes back to its pages.
    const result = await createCheckoutSession(locale);
    if (result.kind === "done") {
      track("payments_checkout");
      // The browser goes to the session's own page; the button stays busy until it has left.
      window.location.assign(result.data.url);
      return;
    }
    // The dialog's errors when the server gives none (docs/product.md#subscribe-dialog): no session in the answer, or no answer at all.
    setError(failureMessage(result, { broken: words.checkoutFailed, unreachable: words.networkError }));
    setIsRedirecting(false);
  };

  return (
    <>
      <CloseButton onClick={onClose} label={account.dialog.close} />
      <h2 id={titleId} className={modalStyles.title}>
        {fill(words.title, { appName })}
      </h2>
      <p className={styles.text}>{words.text}</p>
      <PerkList perks={perks(account)} />
      <p className={styles.price}>{subscriptionPrice(locale, words.perMonth)}</p>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.subscribe}`}
        onClick={handleSubscribe}
        disabled={isRedirecting}
        aria-busy={isRedirecting}
      >
        {isRedirecting ? words.redirecting : words.subscribe}
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p className={styles.footer}>{words.footer}</p>
    </>
  );
}
