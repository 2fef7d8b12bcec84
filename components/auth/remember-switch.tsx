"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useAppState } from "@/components/app-state";
import buttonStyles from "@/components/button.module.css";
import { useFailureMessage } from "@/components/i18n/failure-message";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { savePreferences } from "@/lib/client/api/auth";
import { notify } from "@/lib/client/toast";
import { accountEn } from "@/languages/en/messages/account";
import { localePath } from "@/lib/i18n/paths";
import { hasPremiumAccess } from "@/lib/tarot/entitlements";
import type { PublicUser } from "@/lib/users/public-user";
import switchStyles from "@/components/switch.module.css";
import styles from "./remember-switch.module.css";

/** The switch's English label, as the issue names it (docs/product.md#readings-that-remember). */
export const REMEMBER_LABEL = accountEn.remember.label;

/**
 * 'Let readings remember my recent readings' in the profile: a subscriber turns it on or off (on until they
 * choose); a free reader sees it locked, as a premium feature, with the way to subscribe.
 */
export function RememberSwitch({ user }: { user: PublicUser }) {
  const { openSubscribe, refreshUser } = useAppState();
  const { account } = useMessages();
  const locale = useLocale();
  const failureMessage = useFailureMessage();
  const words = account.remember;
  const [remembers, setRemembers] = useState(user.remember_readings);
  const [isSaving, setIsSaving] = useState(false);
  const hintId = useId();
  const premium = hasPremiumAccess(user.role);

  const handleChange = async (rememberReadings: boolean) => {
    setIsSaving(true);
    const result = await savePreferences({ rememberReadings });
    setIsSaving(false);
    if (result.kind !== "done") {
      void notify.error(failureMessage(result, { broken: words.saveFailed }));
      return;
    }
    setRemembers(result.data.remember_readings);
    void refreshUser();
  };

  return (
    <div className={switchStyles.box}>
      <label className={switchStyles.toggle}>
        <input
          type="checkbox"
          role="switch"
          className={switchStyles.input}
          checked={premium && remembers}
          disabled={!premium || isSaving}
          aria-describedby={hintId}
          onChange={(event) => void handleChange(event.target.checked)}
          data-testid="remember-switch"
        />
        <span>{words.label}</span>
      </label>
      {premium ? (
        <p id={hintId} className={styles.hint}>
          {`${words.hint} `}
          <Link href={localePath(locale, "/privacy")}>{words.howWeUse}</Link>
        </p>
      ) : (
        <>
          <p id={hintId} className={styles.hint}>
            {words.premiumHint}
          </p>
          <button type="button" className={`${buttonStyles.button} ${styles.unlock}`} onClick={openSubscribe}>
            {words.unlock}
          </button>
        </>
      )}
    </div>
  );
}
