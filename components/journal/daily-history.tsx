"use client";

import Image from "next/image";
import Link from "next/link";
import { useEffect, useState } from "react";
import buttonStyles from "@/components/button.module.css";
import { Interpretation } from "@/components/reading/interpretation";
import { deleteDailyCard, getDailyHistory } from "@/lib/client/api/daily";
import { notify } from "@/lib/client/toast";
import type { DailyEntry } from "@/lib/daily/daily-response";
import { cardImageSize } from "@/lib/tarot/card-images";
import styles from "./journal.module.css";
import { useBusyAction } from "./use-busy-action";
import { readerDay } from "@/lib/time/format";

type Listing = { state: "loading" } | { state: "failed" } | { state: "loaded"; dailyCards: DailyEntry[]; nextCursor: string | null };

const DELETE_DAILY_CONFIRMATION = "Delete this card of the day? This cannot be undone.";

/** 'Cards of the day' in the journal (docs/product.md#my-readings): each day's card and message, newest first; deletable. */
export function DailyHistory() {
  const [listing, setListing] = useState<Listing>({ state: "loading" });
  const { isBusy, whileBusy } = useBusyAction();

  useEffect(() => {
    let cancelled = false;
    void getDailyHistory().then((result) => {
      if (!cancelled) setListing(result.kind === "done" ? { state: "loaded", ...result.data } : { state: "failed" });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (listing.state === "loading") return <p className={styles.status}>Loading your cards of the day...</p>;
  if (listing.state === "failed") return <p role="alert">We couldn&apos;t load your cards of the day. Please try again later.</p>;
  const { dailyCards, nextCursor } = listing;
  if (dailyCards.length === 0) {
    return (
      <div className={styles.empty}>
        <p>No cards of the day yet. Your card for today is waiting on the home page.</p>
        <Link href="/" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          See today&apos;s card
        </Link>
      </div>
    );
  }

  const remove = (entry: DailyEntry) => {
    if (!window.confirm(DELETE_DAILY_CONFIRMATION)) return;
    void whileBusy(async () => {
      if ((await deleteDailyCard(entry.id)).kind !== "done") return false;
      setListing({ ...listing, dailyCards: dailyCards.filter((kept) => kept.id !== entry.id) });
      void notify.success("Card of the day deleted");
      return true;
    }, "Failed to delete the card of the day");
  };
  const loadMore = () =>
    whileBusy(async () => {
      const result = await getDailyHistory({ cursor: nextCursor });
      if (result.kind !== "done") return false;
      setListing({ state: "loaded", dailyCards: [...dailyCards, ...result.data.dailyCards], nextCursor: result.data.nextCursor });
      return true;
    }, "Failed to load more cards of the day");

  return (
    <>
      <ol className={styles.list} aria-label="Cards of the day">
        {dailyCards.map((entry) => {
          const { width, height } = cardImageSize(entry.card.slug);
          const label = `${entry.card.name}, ${readerDay(entry.date)}`;
          return (
            <li key={entry.id} className={styles.entry}>
              <p className={styles.meta}>
                <time dateTime={entry.date}>{readerDay(entry.date)}</time>
              </p>
              <div className={styles.dailyRow}>
                <Image src={`/cards/${entry.card.slug}.jpg`} alt="" width={44} height={Math.round((44 * height) / width)} sizes="44px" quality={60} />
                <div>
                  <p className={styles.question}>
                    <Link href={`/cards/${entry.card.slug}`}>{entry.card.name}</Link>
                  </p>
                  <Interpretation markdown={entry.message} />
                </div>
              </div>
              <div className={styles.entryActions}>
                <button type="button" className={`${buttonStyles.button} ${buttonStyles.danger}`} onClick={() => remove(entry)} disabled={isBusy} aria-label={`Delete the card of the day: ${label}`}>
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {nextCursor ? (
        <button type="button" className={`${buttonStyles.button} ${styles.more}`} onClick={() => void loadMore()} disabled={isBusy}>
          Show older cards
        </button>
      ) : null}
    </>
  );
}
