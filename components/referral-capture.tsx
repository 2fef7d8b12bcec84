"use client";

import { useEffect, useState } from "react";
import { useAppState } from "@/components/app-state";
import { captureReferral, referralCodeIn } from "@/lib/client/referral";
import { FREE_READINGS_PER_MONTH } from "@/lib/tarot/entitlements";
import styles from "./referral-capture.module.css";

/** What an invited reader is told on arriving through a friend's link, until they sign in (English: the catalog's `account.invited.welcome`). */
export const INVITED_WELCOME = `Welcome to Arcana: a friend invited you. Sign in for a card of your own each day and ${FREE_READINGS_PER_MONTH} free readings a month.`;

/**
 * Keeps the code of a `?ref=` link for the next sign-in, on whichever page the link opens, and welcomes
 * the invited reader in one line while they are signed out (`welcome`: the page language's
 * `account.invited.welcome`, filled on the server, so that the account's words stay out of the page).
 */
export function ReferralCapture({ welcome }: { welcome: string }) {
  const { user, isUserLoading } = useAppState();
  // Read once, before the capture takes `ref` out of the address. The server renders nothing here, and so
  // does the first browser render (the session is still loading), so hydration matches.
  const [invited] = useState(() => typeof window !== "undefined" && referralCodeIn(window.location.href) !== null);
  useEffect(() => captureReferral(window.location, window.history), []);
  if (!invited || user || isUserLoading) return null;
  return (
    <p className={styles.welcome} role="status" data-testid="invited-welcome">
      {welcome}
    </p>
  );
}
