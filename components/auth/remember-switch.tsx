"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useAppState } from "@/components/app-state";
import buttonStyles from "@/components/button.module.css";
import { savePreferences } from "@/lib/client/api/auth";
import { failureMessage } from "@/lib/client/api-result";
import { notify } from "@/lib/client/toast";
import { hasPremiumAccess } from "@/lib/tarot/entitlements";
import type { PublicUser } from "@/lib/users/public-user";
import switchStyles from "@/components/switch.module.css";
import styles from "./remember-switch.module.css";

/** The switch's label, as the issue names it (docs/product.md#readings-that-remember). */
export const REMEMBER_LABEL = "Let readings remember my recent readings";
const SAVE_FAILED_MESSAGE = "Could not save your choice. Please try again.";

/**
 * 'Let readings remember my recent readings' in the profile: a subscriber turns it on or off (on until they
 * choose); a free reader sees it locked, as a premium feature, with the way to subscribe.
 */
export function RememberSwitch({ user }: { user: PublicUser }) {
  const { openSubscribe, refreshUser } = useAppState();
  const [remembers, setRemembers] = useState(user.remember_readings);
  const [isSaving, setIsSaving] = useState(false);
  const hintId = useId();
  const premium = hasPremiumAccess(user.role);

  const handleChange = async (rememberReadings: boolean) => {
    setIsSaving(true);
    const result = await savePreferences({ rememberReadings });
    setIsSaving(false);
    if (result.kind !== "done") {
      void notify.error(failureMessage(result, { broken: SAVE_FAILED_MESSAGE }));
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
        <span>{REMEMBER_LABEL}</span>
      </label>
      {premium ? (
        <p id={hintId} className={styles.hint}>
          {"Each reading is given your recurring cards and your last three questions of the last 30 days. "}
          <Link href="/privacy">How we use them</Link>
        </p>
      ) : (
        <>
          <p id={hintId} className={styles.hint}>
            Premium: readings that notice your recurring cards and recent questions.
          </p>
          <button type="button" className={`${buttonStyles.button} ${styles.unlock}`} onClick={openSubscribe}>
            Unlock Premium
          </button>
        </>
      )}
    </div>
  );
}
