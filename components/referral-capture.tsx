"use client";

import { useEffect, useState } from "react";
import { useAppState } from "@/components/app-state";
import { useMessages } from "@/components/i18n/messages-provider";
import { captureReferral, referralCodeIn } from "@/lib/client/referral";
import { fill } from "@/lib/i18n/fill";
import { FREE_READINGS_PER_MONTH } from "@/lib/tarot/entitlements";
import styles from "./referral-capture.module.css";

/** What an invited reader is told on arriving through a friend's link, until they sign in (English: the catalog's `account.invited.welcome`). */
export const INVITED_WELCOME = `Welcome to Arcana: a friend invited you. Sign in for a card of your own each day and ${FREE_READINGS_PER_MONTH} free readings a month.`;

/**
 * Keeps the code of a `?ref=` link for the next sign-in, on whichever page the link opens, and welcomes
 * the invited reader in one line while they are signed out.
 */
export function ReferralCapture() {
  const { user, isUserLoading } = useAppState();
  const { account } = useMessages();
  // Read once, before the capture takes `ref` out of the address. The server renders nothing here, and so
  // does the first browser render (the session is still loading), so hydration matches.
  const [invited] = useState(() => typeof window !== "undefined" && referralCodeIn(window.location.href) !== null);
  useEffect(() => captureReferral(window.location, window.history), []);
  if (!invited || user || isUserLoading) return null;
  return (
    <p className={styles.welcome} role="status" data-testid="invited-welcome">
      {fill(account.invited.welcome, { free: FREE_READINGS_PER_MONTH })}
    </p>
  );
}
