"use client";

import { useEffect, useState } from "react";
import { useAppState } from "@/components/app-state";
import buttonStyles from "@/components/button.module.css";
import { useFailureMessage } from "@/components/i18n/failure-message";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { LockMark } from "@/components/lock-mark";
import type { ApiResult } from "@/lib/client/api-result";
import { getInsights } from "@/lib/client/api/journal";
import { browserTimeZone } from "@/lib/client/time-zone";
import { fill } from "@/lib/i18n/fill";
import { canSeeInsights } from "@/lib/insights/access";
import type { Insights } from "@/lib/insights/insights-response";
import { INSIGHTS_RANGES, type InsightsRange } from "@/lib/insights/range";
import { useCardName } from "@/components/i18n/card-names";
import { CountBars } from "./count-bars";
import { recurringLine, spreadLabel } from "./journal-words";
import styles from "./insights.module.css";
import journalStyles from "./journal.module.css";

/** The cards drawn most often, as many as a phone shows at a glance. */
const TOP_CARDS = 10;

type Loaded = { range: InsightsRange; result: ApiResult<{ data: Insights }> } | null;

/**
 * 'Insights' in the journal (docs/product.md#my-readings): the readings and cards of the day of a period,
 * the cards that keep coming back in words, the cards, categories and spreads as bars, and the days in a
 * row. 30 days for everyone; 90 days and all time offer the subscription to a free reader.
 */
export function InsightsView() {
  const { user, openSubscribe } = useAppState();
  const [range, setRange] = useState<InsightsRange>("30d");
  const [loaded, setLoaded] = useState<Loaded>(null);
  const { journal } = useMessages();
  const words = journal.insights;
  const failureMessage = useFailureMessage();

  useEffect(() => {
    let cancelled = false;
    void getInsights(range, browserTimeZone()).then((result) => !cancelled && setLoaded({ range, result }));
    return () => {
      cancelled = true;
    };
  }, [range]);

  const current = loaded?.range === range ? loaded.result : null;

  return (
    <section className={styles.insights} aria-labelledby="insights-title">
      <h2 id="insights-title" className="visually-hidden">
        {words.title}
      </h2>
      <div role="group" aria-label={words.period} className={styles.ranges}>
        {INSIGHTS_RANGES.map((option) => (
          <button
            key={option}
            type="button"
            className={`${buttonStyles.button} ${range === option ? buttonStyles.primary : ""}`}
            aria-pressed={range === option}
            onClick={() => setRange(option)}
          >
            {/* A period the reader's plan does not show wears the reading options' lock. */}
            {user && !canSeeInsights(user.role, option) ? (
              <>
                <LockMark />
                {words.ranges[option]}
                <span className="visually-hidden">{` ${words.premium}`}</span>
              </>
            ) : (
              words.ranges[option]
            )}
          </button>
        ))}
      </div>
      <div aria-live="polite" aria-busy={current === null}>
        {current === null ? (
          <p className={journalStyles.status}>{words.loading}</p>
        ) : current.kind === "refused" ? (
          <div className={styles.offer}>
            <p>{failureMessage(current, { broken: words.broken })}</p>
            {current.code === "premium_required" ? (
              <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={openSubscribe}>
                {words.subscribe}
              </button>
            ) : null}
          </div>
        ) : current.kind === "broken" ? (
          <p role="alert">{words.broken}</p>
        ) : (
          <InsightsFigures insights={current.data} />
        )}
      </div>
    </section>
  );
}

function InsightsFigures({ insights }: { insights: Insights }) {
  const { range, total, byCard, byCategory, bySpread, recurring, streakDays, dailyCards, checkIns } = insights;
  const { journal, categories, reading } = useMessages();
  const locale = useLocale();
  const nameOf = useCardName();
  const words = journal.insights;
  if (total === 0 && dailyCards.total === 0) {
    return <p className={journalStyles.status}>{words.empty}</p>;
  }
  return (
    <div className={styles.insights}>
      <dl className={styles.figures}>
        <div>
          <dt>{words.readings}</dt>
          <dd>{total}</dd>
        </div>
        <div>
          <dt>{words.dailyCards}</dt>
          <dd>{dailyCards.total}</dd>
        </div>
        <div>
          <dt>{words.streak}</dt>
          <dd>{streakDays}</dd>
        </div>
      </dl>
      {checkIns.total > 0 ? <p data-testid="insights-check-ins">{fill(words.checkIns, { total: checkIns.total, helpful: checkIns.helpful })}</p> : null}
      {recurring.length > 0 ? (
        <section className={styles.section} aria-labelledby="insights-recurring">
          <h3 id="insights-recurring">{words.recurringTitle}</h3>
          <ul className={styles.recurring}>
            {recurring.map((entry) => (
              <li key={entry.card}>{recurringLine(journal, nameOf(entry.card), entry.count, range, locale)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {byCard.length > 0 ? (
        <section className={styles.section} aria-labelledby="insights-cards">
          <h3 id="insights-cards">{words.cards}</h3>
          <CountBars
            label={words.cards}
            counts={byCard.slice(0, TOP_CARDS).map(({ card, count }) => ({ key: card, label: nameOf(card), count }))}
            unit={words.unit}
            locale={locale}
          />
        </section>
      ) : null}
      {byCategory.length > 0 ? (
        <section className={styles.section} aria-labelledby="insights-categories">
          <h3 id="insights-categories">{words.categories}</h3>
          <CountBars
            label={words.categories}
            counts={byCategory.map(({ category, count }) => ({ key: category, label: categories[category], count }))}
            unit={words.unit}
            locale={locale}
          />
        </section>
      ) : null}
      {bySpread.length > 0 ? (
        <section className={styles.section} aria-labelledby="insights-spreads">
          <h3 id="insights-spreads">{words.spreads}</h3>
          <CountBars
            label={words.spreads}
            counts={bySpread.map(({ spread, count }) => ({ key: spread, label: spreadLabel(reading, spread), count }))}
            unit={words.unit}
            locale={locale}
          />
        </section>
      ) : null}
    </div>
  );
}
