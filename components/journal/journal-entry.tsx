"use client";

import Image from "next/image";
import buttonStyles from "@/components/button.module.css";
import type { JournalItem } from "@/lib/readings/journal-response";
import { cardImageSize } from "@/lib/tarot/card-images";
import { getCategory } from "@/lib/tarot/categories";
import { slugify } from "@/lib/tarot/deck";
import { getSpread } from "@/lib/tarot/spreads";
import styles from "./journal.module.css";
import { readerDateTime } from "@/lib/time/format";

/** When a reading was drawn, in the reader's own date style, locale and zone. */
export function readingDate(createdAt: string): string {
  return readerDateTime(createdAt);
}

/** The cards of a reading as small images, in draw order. */
export function CardThumbnails({ cards, size = 44 }: { cards: readonly string[]; size?: number }) {
  return (
    <ul className={styles.thumbnails} aria-label="Cards">
      {cards.map((name) => {
        const slug = slugify(name);
        const { width, height } = cardImageSize(slug);
        return (
          <li key={name}>
            <Image src={`/cards/${slug}.jpg`} alt={name} width={size} height={Math.round((size * height) / width)} sizes={`${size}px`} quality={60} />
          </li>
        );
      })}
    </ul>
  );
}

/** One past reading in the list: when, which spread and category, the question and the cards. */
export function JournalEntry({ reading, onOpen, onDelete, isBusy }: { reading: JournalItem; onOpen: () => void; onDelete: () => void; isBusy: boolean }) {
  return (
    <li className={styles.entry}>
      <p className={styles.meta}>
        <time dateTime={reading.createdAt}>{readingDate(reading.createdAt)}</time>
        {` · ${getSpread(reading.type).label} · ${getCategory(reading.category).label}`}
      </p>
      <p className={styles.question}>{reading.question}</p>
      <CardThumbnails cards={reading.cards} />
      <div className={styles.entryActions}>
        <button type="button" id={`open-${reading.id}`} className={buttonStyles.button} onClick={onOpen} aria-label={`Open the reading: ${reading.question}`}>
          Open
        </button>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.danger}`} onClick={onDelete} disabled={isBusy} aria-label={`Delete the reading: ${reading.question}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
