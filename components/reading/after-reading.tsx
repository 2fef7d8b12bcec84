"use client";

import { useAppState } from "@/components/app-state";
import { CheckInAsk } from "@/components/notifications/check-in-ask";
import type { FollowUpEntry, ReadingFeedback as Feedback } from "@/lib/readings/journal-response";
import { FollowUps } from "./follow-ups";
import { ListenButton } from "./listen-button";
import { ReadingFeedback } from "./reading-feedback";
import styles from "./after-reading.module.css";

type Props = {
  /** The stored reading; null for an answer that was not stored (a question in crisis), which only 'Listen' can follow. */
  readingId: string | null;
  markdown: string;
  followUps: readonly FollowUpEntry[];
  feedback: Feedback | null;
  /** The days a check-in was asked for ('Ask me in 7 / 14 / 30 days what happened'); none on a fresh reading. */
  checkInDays?: 7 | 14 | 30 | null;
};

/**
 * Everything under a finished reading (docs/product.md#after-a-reading), on the reading screen and in 'My
 * Readings' alike: 'Listen', 'Did this reading help?' and the follow-up questions.
 */
export function AfterReading({ readingId, markdown, followUps, feedback, checkInDays = null }: Props) {
  const { user, openSubscribe } = useAppState();
  return (
    <div className={styles.after}>
      <div className={styles.tools}>
        <ListenButton markdown={markdown} />
      </div>
      {readingId && user ? (
        <>
          <ReadingFeedback readingId={readingId} initial={feedback} />
          <CheckInAsk readingId={readingId} initialDays={checkInDays} />
          <FollowUps readingId={readingId} initial={followUps} role={user.role} onSubscribe={openSubscribe} />
        </>
      ) : null}
    </div>
  );
}
