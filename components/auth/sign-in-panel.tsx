"use client";

import { useState } from "react";
import { useAppState } from "@/components/app-state";
import buttonStyles from "@/components/button.module.css";
import { useFailureMessage } from "@/components/i18n/failure-message";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { track } from "@/lib/client/analytics";
import { signInWithGoogle } from "@/lib/client/api/auth";
import {
  MISSING_ID_TOKEN_MESSAGE,
  NONCE_MISMATCH_MESSAGE,
  POPUP_BLOCKED_MESSAGE,
  POPUP_CLOSED_MESSAGE,
  signInWithPopup,
} from "@/lib/client/popup-sign-in";
import { forgetReferral, pendingReferralCode } from "@/lib/client/referral";
import { notify } from "@/lib/client/toast";
import { fill } from "@/lib/i18n/fill";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import type { Messages } from "@/languages";
import { FREE_READINGS_PER_MONTH } from "@/lib/tarot/entitlements";
import { errorMessage } from "./error-message";
import { PerkList } from "@/components/perk-list";
import modalStyles from "@/components/modal-dialog.module.css";
import styles from "./auth-dialog.module.css";
import { unlimitedReadings } from "@/components/billing/unlimited-readings";

type AccountWords = Messages["account"];

/** The promo text of the login view (docs/product.md#sign-in-and-profile-dialog). */
function perks(account: AccountWords): string[] {
  const { signIn } = account;
  return [
    fill(signIn.perks.free, { free: FREE_READINGS_PER_MONTH }),
    fill(signIn.perks.upgrade, { unlimited: unlimitedReadings(account, "phrase") }),
    signIn.perks.noCard,
    signIn.perks.cancelAnytime,
  ];
}

/**
 * What the sign-in window's own failures say: its known messages in the page's language; another one
 * (the identity provider's own words, in English) as it is on an English page, else the default toast.
 */
function popupFailureMessage(error: unknown, { signIn }: AccountWords, english: boolean): string {
  const known = new Map([
    [POPUP_BLOCKED_MESSAGE, signIn.popupBlocked],
    [POPUP_CLOSED_MESSAGE, signIn.popupClosed],
    [NONCE_MISMATCH_MESSAGE, signIn.nonceMismatch],
    [MISSING_ID_TOKEN_MESSAGE, signIn.missingIdToken],
  ]);
  const message = errorMessage(error, signIn.failed);
  return known.get(message) ?? (english ? message : signIn.failed);
}

/** Signs in with the referral code of a `?ref=` link if one is kept; a sign-in that used it drops it, and is logged. */
async function signInWithReferral(idToken: string) {
  const referralCode = pendingReferralCode();
  const result = await signInWithGoogle({ idToken, referralCode });
  if (result.kind === "done") {
    if (referralCode) forgetReferral();
    track("auth_google");
  }
  return result;
}

/** The login view: the promo and the identity provider's button (docs/product.md#sign-in-and-profile-dialog). */
export function SignInPanel({ titleId }: { titleId: string }) {
  const { signIn } = useAppState();
  const { account } = useMessages();
  const locale = useLocale();
  const failureMessage = useFailureMessage();
  const [isSigningIn, setIsSigningIn] = useState(false);
  const words = account.signIn;

  const handleSignIn = () => {
    setIsSigningIn(true);
    // No await before this call: the popup must open inside the click, or popup blockers stop it.
    const idToken = signInWithPopup();
    void idToken
      .then(signInWithReferral)
      .then((result) => {
        if (result.kind !== "done") {
          void notify.error(failureMessage(result, { broken: account.invalidResponse, unreachable: words.failed }));
          return;
        }
        signIn(result.data);
        void notify.success(words.signedIn);
      })
      .catch((error: unknown) => {
        // The popup's own failures (blocked, closed, a stray answer).
        void notify.error(popupFailureMessage(error, account, locale === DEFAULT_LOCALE));
      })
      .finally(() => setIsSigningIn(false));
  };

  return (
    <>
      <h2 id={titleId} className={modalStyles.title}>
        {words.title}
      </h2>
      <PerkList perks={perks(account)} />
      <button
        type="button"
        className={`${buttonStyles.button} ${styles.googleButton}`}
        onClick={handleSignIn}
        disabled={isSigningIn}
        aria-busy={isSigningIn}
      >
        <GoogleMark />
        {isSigningIn ? words.signingIn : words.button}
      </button>
      <p className={styles.fineprint}>{words.fineprint}</p>
      {/* Said before it happens, at every width: the phone's strip has no room for the line the wide one shows. */}
      <p className={styles.fineprint}>{words.ownCardNote}</p>
    </>
  );
}

/** Google's "G", as its sign-in branding asks for on the button. */
function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
      <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
    </svg>
  );
}
