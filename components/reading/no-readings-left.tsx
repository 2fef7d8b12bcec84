import { useId, type Ref } from "react";
import buttonStyles from "@/components/button.module.css";
import { FREE_READINGS_PER_MONTH } from "@/lib/tarot/entitlements";
import styles from "./no-readings-left.module.css";

type Props = {
  /** The month label of the user's stats, e.g. "November 2026". */
  month: string;
  headingRef?: Ref<HTMLHeadingElement>;
  onSubscribe: () => void;
  onInvite: () => void;
};

/** Shown instead of the deck to a free user with no reading left this month, so nobody draws cards for nothing. */
export function NoReadingsLeft({ month, headingRef, onSubscribe, onInvite }: Props) {
  const headingId = useId();
  return (
    <section className={styles.wall} aria-labelledby={headingId} data-testid="no-readings-left">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        No free readings left this month
      </h2>
      <p className={styles.text}>
        {`You have used your ${FREE_READINGS_PER_MONTH} free readings for ${month}. Subscribe for unlimited readings, or invite friends to earn bonus readings.`}
      </p>
      <p className={styles.renew}>Your free readings come back on the first day of next month.</p>
      <div className={styles.actions}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.action}`} onClick={onSubscribe}>
          Get unlimited readings
        </button>
        <button type="button" className={`${buttonStyles.button} ${styles.action}`} onClick={onInvite}>
          Invite friends
        </button>
      </div>
    </section>
  );
}
