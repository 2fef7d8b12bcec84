"use client";

import { useEffect, useState } from "react";
import { useAppState } from "@/components/app-state";
import buttonStyles from "@/components/button.module.css";
import { LockMark } from "@/components/lock-mark";
import type { ApiResult } from "@/lib/client/api-result";
import { getInsights } from "@/lib/client/api/journal";
import { browserTimeZone } from "@/lib/client/time-zone";
import { canSeeInsights } from "@/lib/insights/access";
import type { Insights } from "@/lib/insights/insights-response";
import type { InsightsRange } from "@/lib/insights/range";
import { recurringSentence } from "@/lib/insights/recurring";
import { getCategory } from "@/lib/tarot/categories";
import { getSpread } from "@/lib/tarot/spreads";
import { CountBars } from "./count-bars";
import styles from "./insights.module.css";
import journalStyles from "./journal.module.css";

const RANGES: readonly { id: InsightsRange; label: string }[] = [
  { id: "30d", label: "30 days" },
  { id: "90d", label: "90 days" },
  { id: "all", label: "All time" },
];

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
        Insights
      </h2>
      <div role="group" aria-label="Period" className={styles.ranges}>
        {RANGES.map((option) => (
          <button
            key={option.id}
            type="button"
            className={`${buttonStyles.button} ${range === option.id ? buttonStyles.primary : ""}`}
            aria-pressed={range === option.id}
            onClick={() => setRange(option.id)}
          >
            {/* A period the reader's plan does not show wears the reading options' lock. */}
            {user && !canSeeInsights(user.role, option.id) ? (
              <>
                <LockMark />
                {option.label}
                <span className="visually-hidden"> (Premium)</span>
              </>
            ) : (
              option.label
            )}
          </button>
        ))}
      </div>
      <div aria-live="polite" aria-busy={current === null}>
        {current === null ? (
          <p className={journalStyles.status}>Looking for patterns...</p>
        ) : current.kind === "refused" ? (
          <div className={styles.offer}>
            <p>{current.error}</p>
            {current.code === "premium_required" ? (
              <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={openSubscribe}>
                Subscribe Now
              </button>
            ) : null}
          </div>
        ) : current.kind === "broken" ? (
          <p role="alert">We couldn&apos;t look at your readings just now. Please try again later.</p>
        ) : (
          <InsightsFigures insights={current.data} />
        )}
      </div>
    </section>
  );
}

function InsightsFigures({ insights }: { insights: Insights }) {
  const { range, total, byCard, byCategory, bySpread, recurring, streakDays, dailyCards, checkIns } = insights;
  if (total === 0 && dailyCards.total === 0) {
    return <p className={journalStyles.status}>No readings or cards of the day in this period yet.</p>;
  }
  return (
    <div className={styles.insights}>
      <dl className={styles.figures}>
        <div>
          <dt>Readings</dt>
          <dd>{total}</dd>
        </div>
        <div>
          <dt>Cards of the day</dt>
          <dd>{dailyCards.total}</dd>
        </div>
        <div>
          <dt>Days in a row</dt>
          <dd>{streakDays}</dd>
        </div>
      </dl>
      {checkIns.total > 0 ? <p data-testid="insights-check-ins">{`Readings you checked in on: ${checkIns.total}; found helpful: ${checkIns.helpful}`}</p> : null}
      {recurring.length > 0 ? (
        <section className={styles.section} aria-labelledby="insights-recurring">
          <h3 id="insights-recurring">Cards that keep coming back</h3>
          <ul className={styles.recurring}>
            {recurring.map((entry) => (
              <li key={entry.card}>{recurringSentence(entry, range)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {byCard.length > 0 ? (
        <section className={styles.section} aria-labelledby="insights-cards">
          <h3 id="insights-cards">Cards drawn most often</h3>
          <CountBars
            label="Cards drawn most often"
            counts={byCard.slice(0, TOP_CARDS).map(({ card, count }) => ({ key: card, label: card, count }))}
            unit={["reading", "readings"]}
          />
        </section>
      ) : null}
      {byCategory.length > 0 ? (
        <section className={styles.section} aria-labelledby="insights-categories">
          <h3 id="insights-categories">Categories</h3>
          <CountBars
            label="Categories"
            counts={byCategory.map(({ category, count }) => ({ key: category, label: getCategory(category).label, count }))}
            unit={["reading", "readings"]}
          />
        </section>
      ) : null}
      {bySpread.length > 0 ? (
        <section className={styles.section} aria-labelledby="insights-spreads">
          <h3 id="insights-spreads">Spreads</h3>
          <CountBars
            label="Spreads"
            counts={bySpread.map(({ spread, count }) => ({ key: spread, label: getSpread(spread).label, count }))}
            unit={["reading", "readings"]}
          />
        </section>
      ) : null}
    </div>
  );
}
