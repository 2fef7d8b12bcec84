"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { useAppState } from "@/components/app-state";
import buttonStyles from "@/components/button.module.css";
import { useFailureMessage } from "@/components/i18n/failure-message";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { useCardName } from "@/components/i18n/card-names";
import { positionLine, spreadLabel } from "@/components/journal/journal-words";
import { useJournalReading } from "@/components/journal/use-journal-reading";
import { saveCheckIn } from "@/lib/client/api/notifications";
import { CHECK_IN_NOTE_MAX_LENGTH, CHECK_IN_OUTCOMES } from "@/lib/domain/vocabularies";
import { fill } from "@/lib/i18n/fill";
import { formatLocale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import type { CheckInAnswer, CheckInOutcome } from "@/lib/readings/check-in-response";
import type { JournalReading } from "@/lib/readings/journal-response";
import styles from "./notifications.module.css";
import { readerDate } from "@/lib/time/format";

/**
 * `/readings/[id]/check-in`: the reading's owner says what happened after it. Signed out, a prompt to
 * sign in; anyone else's reading, or none, is not found.
 */
export function CheckInView({ id }: { id: string }) {
  const { user, isUserLoading, setAuthModalOpen } = useAppState();
  const words = useMessages().journal.checkIn.page;
  return (
    <article className={styles.page} aria-labelledby="check-in-title">
      <h1 id="check-in-title">{words.title}</h1>
      {isUserLoading ? (
        <p className={styles.quiet}>{words.loading}</p>
      ) : user ? (
        <CheckInLoader key={user.email} id={id} />
      ) : (
        <>
          <p>{words.signedOut}</p>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => setAuthModalOpen(true)}>
            {words.signIn}
          </button>
        </>
      )}
    </article>
  );
}

function CheckInLoader({ id }: { id: string }) {
  const loaded = useJournalReading(id);
  const words = useMessages().journal.checkIn.page;
  const locale = useLocale();

  if (loaded.state === "loading") return <p className={styles.quiet}>{words.loading}</p>;
  if (loaded.state === "missing") {
    return (
      <>
        <p role="alert">{words.notFound}</p>
        <Link href={localePath(locale, "/readings")} className={buttonStyles.button}>
          {words.myReadings}
        </Link>
      </>
    );
  }
  if (loaded.state === "failed") return <p role="alert">{words.loadFailed}</p>;
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
  const { journal, reading: readingWords } = useMessages();
  const words = journal.checkIn.page;
  const locale = useLocale();
  const nameOf = useCardName();
  const failureMessage = useFailureMessage();

  useEffect(() => {
    if (saved) confirmationRef.current?.focus();
  }, [saved]);

  const submit = async () => {
    if (happened === null || helpful === null) {
      setMissing(happened === null ? words.chooseHappened : words.sayHelped);
      return;
    }
    setMissing(null);
    setSaving({ state: "saving" });
    const result = await saveCheckIn(reading.id, { happened, helpful, note });
    if (result.kind !== "done") {
      setSaving({ state: "failed", error: failureMessage(result, { broken: words.saveFailed }) });
      return;
    }
    setSaving({ state: "idle" });
    setSaved(result.data.checkIn);
  };

  const about = (
    <>
      <p className={styles.meta}>
        <time dateTime={reading.createdAt}>{readerDate(reading.createdAt, { locale: formatLocale(locale) })}</time>
        {` · ${spreadLabel(readingWords, reading.type)}`}
      </p>
      <p>{reading.question}</p>
      <ul className={styles.cards} aria-label={words.cards}>
        {reading.cards.map((card, index) => (
          <li key={card}>{positionLine({ journal, reading: readingWords }, reading.type, index, nameOf(card))}</li>
        ))}
      </ul>
    </>
  );

  if (saved) {
    return (
      <>
        {about}
        <h2 ref={confirmationRef} tabIndex={-1} data-testid="check-in-saved">
          {words.saved}
        </h2>
        <p>{words.onlyYou}</p>
        <Link href={localePath(locale, `/readings/${encodeURIComponent(reading.id)}`)} className={buttonStyles.button}>
          {words.seeReading}
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
          <legend>{words.happened}</legend>
          {CHECK_IN_OUTCOMES.map((outcome) => (
            <label key={outcome} className={styles.radio}>
              <input type="radio" name="happened" value={outcome} checked={happened === outcome} onChange={() => setHappened(outcome)} />
              <span>{journal.checkIn.outcomes[outcome]}</span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{words.helped}</legend>
          {([true, false] as const).map((answer) => (
            <label key={String(answer)} className={styles.radio}>
              <input type="radio" name="helpful" value={answer ? "yes" : "no"} checked={helpful === answer} onChange={() => setHelpful(answer)} />
              <span>{answer ? words.yes : words.no}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.note}>
          <label htmlFor={noteId}>{words.note}</label>
          <textarea id={noteId} value={note} maxLength={CHECK_IN_NOTE_MAX_LENGTH} rows={4} aria-describedby={counterId} onChange={(event) => setNote(event.target.value)} />
          <p id={counterId} className={styles.quiet}>
            {fill(words.characters, { count: note.length, max: CHECK_IN_NOTE_MAX_LENGTH })}
          </p>
        </div>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={busy} aria-busy={busy}>
          {busy ? words.saving : words.save}
        </button>
        <p role="status" className={saving.state === "failed" || missing ? styles.error : styles.quiet}>
          {missing ?? (saving.state === "failed" ? saving.error : "")}
        </p>
      </form>
    </>
  );
}
