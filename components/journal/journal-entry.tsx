"use client";

import Image from "next/image";
import buttonStyles from "@/components/button.module.css";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { fill } from "@/lib/i18n/fill";
import { formatLocale } from "@/lib/i18n/locales";
import type { JournalItem } from "@/lib/readings/journal-response";
import { cardImageSize } from "@/lib/tarot/card-images";
import { slugify, type CardName } from "@/lib/tarot/deck";
import { useCardName } from "@/components/i18n/card-names";
import { spreadLabel } from "./journal-words";
import styles from "./journal.module.css";
import { readerDateTime } from "@/lib/time/format";

/** When a reading was drawn, in the reader's own date style and zone, in the page's language. */
export function useReadingDate(): (createdAt: string) => string {
  const locale = formatLocale(useLocale());
  return (createdAt) => readerDateTime(createdAt, { locale });
}

/** The cards of a reading as small images, in draw order. */
export function CardThumbnails({ cards, size = 44 }: { cards: readonly CardName[]; size?: number }) {
  const { journal } = useMessages();
  const nameOf = useCardName();
  return (
    <ul className={styles.thumbnails} aria-label={journal.entry.cards}>
      {cards.map((name) => {
        const slug = slugify(name);
        const { width, height } = cardImageSize(slug);
        return (
          <li key={name}>
            <Image src={`/cards/${slug}.jpg`} alt={nameOf(name)} width={size} height={Math.round((size * height) / width)} sizes={`${size}px`} quality={60} />
          </li>
        );
      })}
    </ul>
  );
}

/** One past reading in the list: when, which spread and category, the question and the cards. */
export function JournalEntry({ reading, onOpen, onDelete, isBusy }: { reading: JournalItem; onOpen: () => void; onDelete: () => void; isBusy: boolean }) {
  const { journal, categories, reading: readingWords } = useMessages();
  const readingDate = useReadingDate();
  return (
    <li className={styles.entry}>
      <p className={styles.meta}>
        <time dateTime={reading.createdAt}>{readingDate(reading.createdAt)}</time>
        {` · ${spreadLabel(readingWords, reading.type)} · ${categories[reading.category]}`}
      </p>
      <p className={styles.question}>{reading.question}</p>
      <CardThumbnails cards={reading.cards} />
      <div className={styles.entryActions}>
        <button type="button" id={`open-${reading.id}`} className={buttonStyles.button} onClick={onOpen} aria-label={fill(journal.entry.openLabel, { question: reading.question })}>
          {journal.entry.open}
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.danger}`}
          onClick={onDelete}
          disabled={isBusy}
          aria-label={fill(journal.entry.deleteLabel, { question: reading.question })}
        >
          {journal.entry.delete}
        </button>
      </div>
    </li>
  );
}
