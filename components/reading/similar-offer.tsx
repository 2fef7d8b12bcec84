"use client";

import Link from "next/link";
import { useEffect, useId, useRef } from "react";
import buttonStyles from "@/components/button.module.css";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { fill } from "@/lib/i18n/fill";
import { formatLocale } from "@/lib/i18n/locales";
import { askedThisSentence } from "./asked-when";
import { pagePath } from "./page-path";
import type { AskedBefore } from "./use-similar-offer";
import styles from "./similar-offer.module.css";

/** Where the journal opens one reading, with its follow-ups (`/readings/<id>`, components/journal/journal-view.tsx). */
export function journalReadingHref(id: string): string {
  return `/readings/${encodeURIComponent(id)}`;
}

/**
 * 'You asked this on Tuesday — reopen that reading and ask a follow-up', with 'Draw new cards anyway': shown
 * before the cards are dealt when the question was asked this week. It takes the focus, so keyboard and
 * screen-reader users meet it where their step was stopped.
 */
export function SimilarOffer({ reading, onDrawAnyway }: { reading: AskedBefore; onDrawAnyway: () => void }) {
  const words = useMessages().reading.similar;
  const locale = useLocale();
  const textId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    textRef.current?.scrollIntoView({ block: "nearest" });
    textRef.current?.focus({ preventScroll: true });
  }, [reading.id]);

  return (
    <section className={styles.offer} aria-labelledby={textId}>
      <p id={textId} ref={textRef} tabIndex={-1} className={styles.text}>
        {askedThisSentence(new Date(reading.createdAt), new Date(), words, { locale: formatLocale(locale) })}
        <Link href={pagePath(locale, journalReadingHref(reading.id))} className={styles.reopen}>
          {words.reopen}
        </Link>
      </p>
      <p className={styles.question}>{fill(words.question, { question: reading.question })}</p>
      <button type="button" className={buttonStyles.button} onClick={onDrawAnyway}>
        {words.drawAnyway}
      </button>
    </section>
  );
}
