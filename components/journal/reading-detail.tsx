"use client";

import { notFound } from "next/navigation";
import { useEffect, useRef } from "react";
import buttonStyles from "@/components/button.module.css";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { CheckInSummary } from "@/components/notifications/check-in-summary";
import { Interpretation } from "@/components/reading/interpretation";
import { LazyAfterReading } from "@/components/reading/lazy-after-reading";
import { RememberedLine } from "@/components/reading/remembered-line";
import { useCardName } from "@/components/i18n/card-names";
import { CardThumbnails, useReadingDate } from "./journal-entry";
import { voiceLabel } from "@/lib/i18n/voice-label";
import { positionLine, spreadLabel } from "./journal-words";
import styles from "./journal.module.css";
import { useJournalReading } from "./use-journal-reading";

/** One past reading, reread: its question, cards in their positions and interpretation. */
export function ReadingDetail({ id, onBack, onDelete, isBusy }: { id: string; onBack: () => void; onDelete: () => void; isBusy: boolean }) {
  const loaded = useJournalReading(id);
  const { journal, categories, reading: readingWords } = useMessages();
  const readingDate = useReadingDate();
  const nameOf = useCardName();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening a reading moves focus to it, so keyboard and screen-reader users land on what they chose.
  useEffect(() => {
    if (loaded.state === "loaded") headingRef.current?.focus();
  }, [loaded.state]);

  const back = (
    <button type="button" className={buttonStyles.button} onClick={onBack}>
      {journal.detail.back}
    </button>
  );

  if (loaded.state === "loading") return <p className={styles.status}>{journal.detail.loading}</p>;
  // Another reader's reading, or none, is the not-found page: an address never tells whose reading it is.
  if (loaded.state === "missing") notFound();
  if (loaded.state === "failed") {
    return (
      <div className={styles.empty}>
        <p role="alert">{journal.detail.openFailed}</p>
        {back}
      </div>
    );
  }

  const { reading } = loaded;
  const voice = voiceLabel({ journal, reading: readingWords }, locale, reading.voice);
  return (
    <section className={styles.detail} aria-labelledby="reading-detail-title">
      {back}
      <h2 id="reading-detail-title" ref={headingRef} tabIndex={-1} className={styles.detailQuestion}>
        {reading.question}
      </h2>
      <p className={styles.meta}>
        <time dateTime={reading.createdAt}>{readingDate(reading.createdAt)}</time>
        {` · ${spreadLabel(readingWords, reading.type)} · ${categories[reading.category]}`}
        {reading.ownDraw ? ` · ${journal.detail.ownDraw}` : null}
        {voice ? ` · ${voice}` : null}
      </p>
      <CardThumbnails cards={reading.cards} size={72} />
      <ol className={styles.positions}>
        {reading.cards.map((card, index) => (
          <li key={card}>{positionLine({ journal, reading: readingWords }, reading.type, index, nameOf(card))}</li>
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
          {journal.detail.delete}
        </button>
      </div>
    </section>
  );
}
