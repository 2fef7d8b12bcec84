"use client";

import { useState } from "react";
import dialogStyles from "@/components/auth/auth-dialog.module.css";
import buttonStyles from "@/components/button.module.css";
import { NETWORK_ERROR_MESSAGE, createCheckoutSession } from "@/lib/client/api";
import { SUBSCRIPTION_PRICE } from "./price";
import styles from "./subscribe-dialog.module.css";

const PERKS = ["Unlimited readings every month", "Every spread: Three Cards and the full Tarot", "Every category, from Love to Creativity"] as const;

/**
 * Spec §2 "Subscribe dialog": title, text, price, 'Subscribe Now' ('Redirecting...' while busy), a close
 * button (`onClose`, the content's close signal) and the footer. Errors show inline (spec §8).
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
      <button type="button" className={dialogStyles.closeButton} aria-label="Close" onClick={onClose}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <h2 id={titleId} className={dialogStyles.title}>
        {`Subscribe to ${appName}`}
      </h2>
      <p className={styles.text}>Get unlimited readings and access to all premium features, categories, and reading types.</p>
      <ul className={dialogStyles.perks}>
        {PERKS.map((perk) => (
          <li key={perk}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {perk}
          </li>
        ))}
      </ul>
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
