"use client";

import { useState } from "react";
import { CloseButton } from "@/components/modal-dialog";
import modalStyles from "@/components/modal-dialog.module.css";
import { PerkList } from "@/components/perk-list";
import buttonStyles from "@/components/button.module.css";
import { track } from "@/lib/client/analytics";
import { createCheckoutSession } from "@/lib/client/api/billing";
import { failureMessage } from "@/lib/client/api-result";
import { FOLLOW_UPS_PER_READING, UNLIMITED_READINGS_PERK } from "@/lib/tarot/entitlements";
import { SUBSCRIPTION_PRICE } from "./price";
import styles from "./subscribe-dialog.module.css";

/** The dialog's errors when the server gives none (docs/product.md#subscribe-dialog): no session in the answer, or no answer at all. */
const CHECKOUT_FAILED_MESSAGE = "Failed to start subscription.";
const NETWORK_ERROR_MESSAGE = "Network error.";

const PERKS = [
  UNLIMITED_READINGS_PERK,
  "Every spread: Three Cards and the full Tarot",
  "Every category, from Love to Creativity",
  `${FOLLOW_UPS_PER_READING.subscribed} follow-up questions on every reading (${FOLLOW_UPS_PER_READING.free} when free)`,
  "Insights into your readings over 90 days and all time",
] as const;

/**
 * The subscribe dialog (docs/product.md#subscribe-dialog): title, text, price, 'Subscribe Now' ('Redirecting...' while busy), a close
 * button (`onClose`, the content's close signal) and the footer. Errors show inline.
 */
export function SubscribePanel({ appName, titleId, onClose }: { appName: string; titleId: string; onClose: () => void }) {
  const [isRedirecting, setIsRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubscribe = async () => {
    setIsRedirecting(true);
    setError(null);
    const result = await createCheckoutSession();
    if (result.kind === "done") {
      track("payments_checkout");
      // The browser goes to the session's own page; the button stays busy until it has left.
      window.location.assign(result.data.url);
      return;
    }
    setError(failureMessage(result, { broken: CHECKOUT_FAILED_MESSAGE, unreachable: NETWORK_ERROR_MESSAGE }));
    setIsRedirecting(false);
  };

  return (
    <>
      <CloseButton onClick={onClose} />
      <h2 id={titleId} className={modalStyles.title}>
        {`Subscribe to ${appName}`}
      </h2>
      <p className={styles.text}>Get unlimited readings and access to all premium features, categories, and reading types.</p>
      <PerkList perks={PERKS} />
      <p className={styles.price}>{SUBSCRIPTION_PRICE}</p>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.subscribe}`}
        onClick={handleSubscribe}
        disabled={isRedirecting}
        aria-busy={isRedirecting}
      >
        {isRedirecting ? "Redirecting..." : "Subscribe Now"}
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p className={styles.footer}>Secure card payment by Stripe. Cancel anytime.</p>
    </>
  );
}
