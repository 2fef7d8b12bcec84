import { plural } from "@/lib/i18n/fill";
import styles from "./insights.module.css";

type Count = { key: string; label: string; count: number };

/**
 * Counts as a list of bars (docs/product.md#my-readings): each row says its label and its number in words a
 * screen reader reads; the bar beside it, drawn in inline SVG, is for the eye only. `unit` is the word said
 * after the number, in the form the language's plural rules choose for it (`locale`).
 */
export function CountBars({ label, counts, unit, locale }: { label: string; counts: readonly Count[]; unit: { one: string; other: string }; locale: string }) {
  const most = Math.max(1, ...counts.map((entry) => entry.count));
  return (
    <ol className={styles.bars} aria-label={label}>
      {counts.map((entry) => (
        <li key={entry.key} className={styles.bar}>
          <span className={styles.barLabel}>{entry.label}</span>
          <svg className={styles.barTrack} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect width={(100 * entry.count) / most} height="10" rx="2" />
          </svg>
          <span className={styles.barCount}>
            {entry.count}
            <span className="visually-hidden">{` ${plural(locale, entry.count, unit)}`}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
