"use client";

import { notFound } from "next/navigation";
import { useEffect, useRef } from "react";
import buttonStyles from "@/components/button.module.css";
import { CheckInSummary } from "@/components/notifications/check-in-summary";
import { Interpretation } from "@/components/reading/interpretation";
import { LazyAfterReading } from "@/components/reading/lazy-after-reading";
import { RememberedLine } from "@/components/reading/remembered-line";
import { getCategory } from "@/lib/tarot/categories";
import { getSpread } from "@/lib/tarot/spreads";
import { voiceNote } from "@/lib/tarot/voices";
import { CardThumbnails, readingDate } from "./journal-entry";
import styles from "./journal.module.css";
import { useJournalReading } from "./use-journal-reading";

/** One past reading, reread: its question, cards in their positions and interpretation. */
export function ReadingDetail({ id, onBack, onDelete, isBusy }: { id: string; onBack: () => void; onDelete: () => void; isBusy: boolean }) {
  const loaded = useJournalReading(id);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening a reading moves focus to it, so keyboard and screen-reader users land on what they chose.
  useEffect(() => {
    if (loaded.state === "loaded") headingRef.current?.focus();
  }, [loaded.state]);

  const back = (
    <button type="button" className={buttonStyles.button} onClick={onBack}>
      Back to all readings
    </button>
  );

  if (loaded.state === "loading") return <p className={styles.status}>Loading the reading...</p>;
  // Another reader's reading, or none, is the not-found page: an address never tells whose reading it is.
  if (loaded.state === "missing") notFound();
  if (loaded.state === "failed") {
    return (
      <div className={styles.empty}>
        <p role="alert">We couldn&apos;t open this reading. It may have been deleted.</p>
        {back}
      </div>
    );
  }

  const { reading } = loaded;
  const spread = getSpread(reading.type);
  return (
    <section className={styles.detail} aria-labelledby="reading-detail-title">
      {back}
      <h2 id="reading-detail-title" ref={headingRef} tabIndex={-1} className={styles.detailQuestion}>
        {reading.question}
      </h2>
      <p className={styles.meta}>
        <time dateTime={reading.createdAt}>{readingDate(reading.createdAt)}</time>
        {` · ${spread.label} · ${getCategory(reading.category).label}`}
        {reading.ownDraw ? " · Your own draw" : null}
        {voiceNote(reading.voice) ? ` · ${voiceNote(reading.voice)}` : null}
      </p>
      <CardThumbnails cards={reading.cards} size={72} />
      <ol className={styles.positions}>
        {reading.cards.map((card, index) => (
          <li key={card}>{`${spread.positions[index].label}: ${card}`}</li>
        ))}
      </ol>
      <Interpretation markdown={reading.interpretation} />
      <RememberedLine remembered={reading.remembered} />
      <CheckInSummary readingId={reading.id} checkIn={reading.checkIn} />
      <LazyAfterReading
        readingId={reading.id}
        markdown={reading.interpretation}
        followUps={reading.followUps ?? []}
        feedback={reading.feedback ?? null}
        checkInDays={reading.checkIn?.inDays ?? null}
      />
      <div className={styles.entryActions}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.danger}`} onClick={onDelete} disabled={isBusy}>
          Delete this reading
        </button>
      </div>
    </section>
  );
}
