"use client";

import { useId, type Ref } from "react";
import buttonStyles from "@/components/button.module.css";
import { useMessages } from "@/components/i18n/messages-provider";
import type { InterpretStatus } from "./reading-machine";
import { Interpretation } from "./interpretation";
import { LazyAfterReading } from "./lazy-after-reading";
import { RememberedLine } from "./remembered-line";
import { SavedLine } from "./saved-line";
import type { Remembered } from "@/lib/readings/remembered";
import { settledMarkdown } from "./settled-markdown";
import styles from "./reading-result.module.css";

type Props = {
  status: InterpretStatus;
  interpretation: string | null;
  /** The stored reading, once done: what 'Listen', the feedback and the follow-ups below it belong to. */
  readingId: string | null;
  /** What the finished reading remembered of the reader's recent readings: its line shows under the reading. */
  remembered?: Remembered | null;
  error: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  /** Set when the refusal is one the subscription lifts (402, 403): the box offers the subscribe dialog. */
  onSubscribe?: () => void;
  /** Set when the failure may pass (the service was down, busy or cut off): the box offers to send the reading again. */
  onRetry?: () => void;
};

/**
 * The revealed phase (docs/product.md#reading-screen): 'Your Reading', then the interpretation (streamed in as it is written)
 * and what follows a finished one, an error box, or the loading line until the first words.
 */
export function ReadingResult({ status, interpretation, readingId, remembered = null, error, headingRef, onSubscribe, onRetry }: Props) {
  const { reading } = useMessages();
  const headingId = useId();
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {reading.result.heading}
      </h2>
      {status === "loading" && !interpretation ? (
        <p role="status" className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" />
          {reading.result.interpreting}
        </p>
      ) : null}
      {(status === "loading" || status === "done") && interpretation ? (
        // The words appear as they are written; busy until the last, so screen readers announce the
        // finished reading once rather than every few words.
        <div aria-live="polite" aria-busy={status === "loading"} data-testid="interpretation">
          <Interpretation markdown={status === "loading" ? settledMarkdown(interpretation) : interpretation} />
        </div>
      ) : null}
      {status === "done" && interpretation ? <RememberedLine remembered={remembered} /> : null}
      {status === "done" && interpretation ? <LazyAfterReading readingId={readingId} markdown={interpretation} followUps={[]} feedback={null} /> : null}
      {status === "done" && interpretation && readingId ? <SavedLine /> : null}
      {status === "failed" && error ? (
        <div role="alert" className={styles.error}>
          <p className={styles.errorText}>{error}</p>
          {onSubscribe ? (
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.errorAction}`} onClick={onSubscribe}>
              {reading.screen.subscribeNow}
            </button>
          ) : null}
          {onRetry ? (
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.errorAction}`} onClick={onRetry}>
              {reading.result.tryAgain}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
