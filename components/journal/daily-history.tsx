"use client";

import Image from "next/image";
import Link from "next/link";
import { useEffect, useState } from "react";
import buttonStyles from "@/components/button.module.css";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { Interpretation } from "@/components/reading/interpretation";
import { deleteDailyCard, getDailyHistory } from "@/lib/client/api/daily";
import { notify } from "@/lib/client/toast";
import type { DailyEntry } from "@/lib/daily/daily-response";
import { fill } from "@/lib/i18n/fill";
import { formatLocale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import { cardImageSize } from "@/lib/tarot/card-images";
import { useCardName } from "@/components/i18n/card-names";
import styles from "./journal.module.css";
import { useBusyAction } from "./use-busy-action";
import { readerDay } from "@/lib/time/format";

type Listing = { state: "loading" } | { state: "failed" } | { state: "loaded"; dailyCards: DailyEntry[]; nextCursor: string | null };

/** 'Cards of the day' in the journal (docs/product.md#my-readings): each day's card and message, newest first; deletable. */
export function DailyHistory() {
  const [listing, setListing] = useState<Listing>({ state: "loading" });
  const { isBusy, whileBusy } = useBusyAction();
  const { journal } = useMessages();
  const locale = useLocale();
  const nameOf = useCardName();
  const day = (date: string) => readerDay(date, { locale: formatLocale(locale) });

  useEffect(() => {
    let cancelled = false;
    void getDailyHistory().then((result) => {
      if (!cancelled) setListing(result.kind === "done" ? { state: "loaded", ...result.data } : { state: "failed" });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (listing.state === "loading") return <p className={styles.status}>{journal.daily.loading}</p>;
  if (listing.state === "failed") return <p role="alert">{journal.daily.loadFailed}</p>;
  const { dailyCards, nextCursor } = listing;
  if (dailyCards.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{journal.daily.empty}</p>
        <Link href={localePath(locale, "/")} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          {journal.daily.seeToday}
        </Link>
      </div>
    );
  }

  const remove = (entry: DailyEntry) => {
    if (!window.confirm(journal.daily.confirmDelete)) return;
    void whileBusy(async () => {
      if ((await deleteDailyCard(entry.id)).kind !== "done") return false;
      setListing({ ...listing, dailyCards: dailyCards.filter((kept) => kept.id !== entry.id) });
      void notify.success(journal.daily.deleted);
      return true;
    }, journal.daily.deleteFailed);
  };
  const loadMore = () =>
    whileBusy(async () => {
      const result = await getDailyHistory({ cursor: nextCursor });
      if (result.kind !== "done") return false;
      setListing({ state: "loaded", dailyCards: [...dailyCards, ...result.data.dailyCards], nextCursor: result.data.nextCursor });
      return true;
    }, journal.daily.loadMoreFailed);

  return (
    <>
      <ol className={styles.list} aria-label={journal.daily.label}>
        {dailyCards.map((entry) => {
          const { width, height } = cardImageSize(entry.card.slug);
          const name = nameOf(entry.card.name);
          return (
            <li key={entry.id} className={styles.entry}>
              <p className={styles.meta}>
                <time dateTime={entry.date}>{day(entry.date)}</time>
              </p>
              <div className={styles.dailyRow}>
                <Image src={`/cards/${entry.card.slug}.jpg`} alt="" width={44} height={Math.round((44 * height) / width)} sizes="44px" quality={60} />
                <div>
                  <p className={styles.question}>
                    <Link href={localePath(locale, `/cards/${entry.card.slug}`)}>{name}</Link>
                  </p>
                  <Interpretation markdown={entry.message} />
                </div>
              </div>
              <div className={styles.entryActions}>
                <button
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.danger}`}
                  onClick={() => remove(entry)}
                  disabled={isBusy}
                  aria-label={fill(journal.daily.deleteLabel, { card: name, date: day(entry.date) })}
                >
                  {journal.daily.delete}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {nextCursor ? (
        <button type="button" className={`${buttonStyles.button} ${styles.more}`} onClick={() => void loadMore()} disabled={isBusy}>
          {journal.daily.showOlder}
        </button>
      ) : null}
    </>
  );
}
