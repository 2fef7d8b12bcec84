import Link from "next/link";
import { CHECK_IN_OUTCOME_LABELS, type ReadingCheckIn } from "@/lib/readings/check-in-response";
import styles from "./notifications.module.css";
import { readerDate } from "@/lib/time/format";


/**
 * The hindsight check-in in the journal's opened reading: what happened, whether it helped and the note,
 * seen by the reader alone; a link to answer it once it was asked for and not yet answered.
 */
export function CheckInSummary({ readingId, checkIn }: { readingId: string; checkIn: ReadingCheckIn | undefined }) {
  if (!checkIn || (checkIn.answer === null && checkIn.inDays === null)) return null;
  const { answer } = checkIn;
  return (
    <section className={styles.summary} aria-labelledby={`check-in-${readingId}`} data-testid="check-in-summary">
      <h3 id={`check-in-${readingId}`}>What happened</h3>
      {answer ? (
        <>
          <p>{`${CHECK_IN_OUTCOME_LABELS[answer.happened]}. ${answer.helpful ? "The reading helped." : "The reading did not help."}`}</p>
          {answer.note ? <p>{answer.note}</p> : null}
          <p className={styles.quiet}>
            {`Checked in on ${readerDate(answer.checkedInAt)}. `}
            <Link href={`/readings/${readingId}/check-in`}>Change your answer</Link>
          </p>
        </>
      ) : (
        <p className={styles.quiet}>
          {`You asked to be asked in ${checkIn.inDays} days. `}
          <Link href={`/readings/${readingId}/check-in`}>Answer now</Link>
        </p>
      )}
    </section>
  );
}
