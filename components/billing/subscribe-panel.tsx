"use client";

import { useState } from "react";
import { CloseButton } from "@/components/modal-dialog";
import modalStyles from "@/components/modal-dialog.module.css";
import { PerkList } from "@/components/perk-list";
import buttonStyles from "@/components/button.module.css";
import { NETWORK_ERROR_MESSAGE, createCheckoutSession } from "@/lib/client/api";
import { FOLLOW_UPS_PER_READING } from "@/lib/tarot/entitlements";
import { SUBSCRIPTION_PRICE } from "./price";
import styles from "./subscribe-dialog.module.css";

const PERKS = [
  "Unlimited readings every month",
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
    try {
      const { url } = await createCheckoutSession();
      // The browser goes to the session's own page; the button stays busy until it has left.
      window.location.assign(url);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : NETWORK_ERROR_MESSAGE);
      setIsRedirecting(false);
    }
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
