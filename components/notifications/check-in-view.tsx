"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { useAppState } from "@/components/app-state";
import buttonStyles from "@/components/button.module.css";
import { useJournalReading } from "@/components/journal/use-journal-reading";
import { saveCheckIn } from "@/lib/client/api/notifications";
import { failureMessage } from "@/lib/client/api-result";
import { CHECK_IN_NOTE_MAX_LENGTH, CHECK_IN_OUTCOMES } from "@/lib/domain/vocabularies";
import { CHECK_IN_OUTCOME_LABELS, type CheckInAnswer, type CheckInOutcome } from "@/lib/readings/check-in-response";
import type { JournalReading } from "@/lib/readings/journal-response";
import { getSpread } from "@/lib/tarot/spreads";
import styles from "./notifications.module.css";
import { readerDate } from "@/lib/time/format";

const SAVE_FAILED_MESSAGE = "We couldn't save your check-in. Please try again.";

/**
 * `/readings/[id]/check-in`: the reading's owner says what happened after it. Signed out, a prompt to
 * sign in; anyone else's reading, or none, is not found.
 */
export function CheckInView({ id }: { id: string }) {
  const { user, isUserLoading, setAuthModalOpen } = useAppState();
  return (
    <article className={styles.page} aria-labelledby="check-in-title">
      <h1 id="check-in-title">What happened?</h1>
      {isUserLoading ? (
        <p className={styles.quiet}>Loading the reading...</p>
      ) : user ? (
        <CheckInLoader key={user.email} id={id} />
      ) : (
        <>
          <p>Your readings are private: sign in to say what happened after this one.</p>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => setAuthModalOpen(true)}>
            Sign In
          </button>
        </>
      )}
    </article>
  );
}

function CheckInLoader({ id }: { id: string }) {
  const loaded = useJournalReading(id);

  if (loaded.state === "loading") return <p className={styles.quiet}>Loading the reading...</p>;
  if (loaded.state === "missing") {
    return (
      <>
        <p role="alert">This reading was not found. It may have been deleted, or it belongs to another account.</p>
        <Link href="/readings" className={buttonStyles.button}>
          My Readings
        </Link>
      </>
    );
  }
  if (loaded.state === "failed") return <p role="alert">We couldn&apos;t open this reading just now. Please try again later.</p>;
  return <CheckInForm reading={loaded.reading} />;
}

function CheckInForm({ reading }: { reading: JournalReading }) {
  const previous = reading.checkIn?.answer ?? null;
  const [happened, setHappened] = useState<CheckInOutcome | null>(previous?.happened ?? null);
  const [helpful, setHelpful] = useState<boolean | null>(previous?.helpful ?? null);
  const [note, setNote] = useState(previous?.note ?? "");
  const [saving, setSaving] = useState<{ state: "idle" | "saving" } | { state: "failed"; error: string }>({ state: "idle" });
  const [saved, setSaved] = useState<CheckInAnswer | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const noteId = useId();
  const counterId = useId();
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const spread = getSpread(reading.type);

  useEffect(() => {
    if (saved) confirmationRef.current?.focus();
  }, [saved]);

  const submit = async () => {
    if (happened === null || helpful === null) {
      setMissing(happened === null ? "Choose what happened." : "Say whether the reading helped.");
      return;
    }
    setMissing(null);
    setSaving({ state: "saving" });
    const result = await saveCheckIn(reading.id, { happened, helpful, note });
    if (result.kind !== "done") {
      setSaving({ state: "failed", error: failureMessage(result, { broken: SAVE_FAILED_MESSAGE }) });
      return;
    }
    setSaving({ state: "idle" });
    setSaved(result.data.checkIn);
  };

  const about = (
    <>
      <p className={styles.meta}>
        <time dateTime={reading.createdAt}>{readerDate(reading.createdAt)}</time>
        {` · ${spread.label}`}
      </p>
      <p>{reading.question}</p>
      <ul className={styles.cards} aria-label="Cards">
        {reading.cards.map((card, index) => (
          <li key={card}>{`${spread.positions[index].label}: ${card}`}</li>
        ))}
      </ul>
    </>
  );

  if (saved) {
    return (
      <>
        {about}
        <h2 ref={confirmationRef} tabIndex={-1} data-testid="check-in-saved">
          Thank you: your check-in is saved with the reading.
        </h2>
        <p>Only you can see it.</p>
        <Link href={`/readings/${encodeURIComponent(reading.id)}`} className={buttonStyles.button}>
          See the reading in My Readings
        </Link>
      </>
    );
  }

  const busy = saving.state === "saving";
  return (
    <>
      {about}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset>
          <legend>What happened?</legend>
          {CHECK_IN_OUTCOMES.map((outcome) => (
            <label key={outcome} className={styles.radio}>
              <input type="radio" name="happened" value={outcome} checked={happened === outcome} onChange={() => setHappened(outcome)} />
              <span>{CHECK_IN_OUTCOME_LABELS[outcome]}</span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Did the reading help?</legend>
          {([true, false] as const).map((answer) => (
            <label key={String(answer)} className={styles.radio}>
              <input type="radio" name="helpful" value={answer ? "yes" : "no"} checked={helpful === answer} onChange={() => setHelpful(answer)} />
              <span>{answer ? "Yes" : "No"}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.note}>
          <label htmlFor={noteId}>A note (optional)</label>
          <textarea id={noteId} value={note} maxLength={CHECK_IN_NOTE_MAX_LENGTH} rows={4} aria-describedby={counterId} onChange={(event) => setNote(event.target.value)} />
          <p id={counterId} className={styles.quiet}>{`${note.length} / ${CHECK_IN_NOTE_MAX_LENGTH} characters`}</p>
        </div>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={busy} aria-busy={busy}>
          {busy ? "Saving..." : "Save"}
        </button>
        <p role="status" className={saving.state === "failed" || missing ? styles.error : styles.quiet}>
          {missing ?? (saving.state === "failed" ? saving.error : "")}
        </p>
      </form>
    </>
  );
}
