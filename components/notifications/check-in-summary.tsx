"use client";

import Link from "next/link";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { fill } from "@/lib/i18n/fill";
import { formatLocale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import type { ReadingCheckIn } from "@/lib/readings/check-in-response";
import styles from "./notifications.module.css";
import { readerDate } from "@/lib/time/format";

/**
 * The hindsight check-in in the journal's opened reading: what happened, whether it helped and the note,
 * seen by the reader alone; a link to answer it once it was asked for and not yet answered.
 */
export function CheckInSummary({ readingId, checkIn }: { readingId: string; checkIn: ReadingCheckIn | undefined }) {
  const { journal } = useMessages();
  const locale = useLocale();
  if (!checkIn || (checkIn.answer === null && checkIn.inDays === null)) return null;
  const { outcomes, summary } = journal.checkIn;
  const { answer } = checkIn;
  const checkInPath = localePath(locale, `/readings/${readingId}/check-in`);
  return (
    <section className={styles.summary} aria-labelledby={`check-in-${readingId}`} data-testid="check-in-summary">
      <h3 id={`check-in-${readingId}`}>{summary.title}</h3>
      {answer ? (
        <>
          <p>{fill(summary.answer, { outcome: outcomes[answer.happened], helpful: answer.helpful ? summary.helped : summary.notHelped })}</p>
          {answer.note ? <p>{answer.note}</p> : null}
          <p className={styles.quiet}>
            {`${fill(summary.checkedIn, { date: readerDate(answer.checkedInAt, { locale: formatLocale(locale) }) })} `}
            <Link href={checkInPath}>{summary.change}</Link>
          </p>
        </>
      ) : (
        <p className={styles.quiet}>
          {`${fill(summary.asked, { days: checkIn.inDays ?? "" })} `}
          <Link href={checkInPath}>{summary.answerNow}</Link>
        </p>
      )}
    </section>
  );
}
