"use client";

import { useId, type Ref } from "react";
import buttonStyles from "@/components/button.module.css";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { fill, plural } from "@/lib/i18n/fill";
import { FREE_READINGS_PER_MONTH } from "@/lib/tarot/entitlements";
import { monthLabel } from "./words";
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
  const words = useMessages().reading.noReadingsLeft;
  const locale = useLocale();
  const headingId = useId();
  return (
    <section className={styles.wall} aria-labelledby={headingId} data-testid="no-readings-left">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {words.heading}
      </h2>
      <p className={styles.text}>
        {fill(plural(locale, FREE_READINGS_PER_MONTH, words.text), { month: monthLabel(month, locale) })}
      </p>
      <p className={styles.renew}>{words.renew}</p>
      <div className={styles.actions}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.action}`} onClick={onSubscribe}>
          {words.subscribe}
        </button>
        <button type="button" className={`${buttonStyles.button} ${styles.action}`} onClick={onInvite}>
          {words.invite}
        </button>
      </div>
    </section>
  );
}
