import type { AiBudgetFigures } from "@/lib/admin/ai-budget-figures";
import { dollars } from "./format";
import styles from "./admin-console.module.css";

/**
 * Today's AI spend against the operator's ceiling (docs/product.md#ai-budget): what the day's writings are
 * estimated to have cost so far, and, with a ceiling, how much of it is left before readings and follow-ups
 * are refused and the rest falls back to the local writer.
 */
export function AiBudgetView({ figures }: { figures: AiBudgetFigures }) {
  const { ceilingUsd, spentUsd } = figures;
  const reached = ceilingUsd !== null && spentUsd >= ceilingUsd;
  return (
    <section className={styles.section} aria-labelledby="ai-budget-title">
      <h2 id="ai-budget-title">AI budget</h2>
      <p className={styles.note}>
        Estimated spend since 00:00 UTC: <strong>{dollars(spentUsd)}</strong>
        {ceilingUsd === null ? (
          <>, with no daily ceiling (AI_DAILY_BUDGET_USD is unset).</>
        ) : (
          <>
            {" "}
            of a daily ceiling of <strong>{dollars(ceilingUsd)}</strong>
            {reached ? (
              <>: reached. Readings and follow-ups are refused until midnight UTC; the card of the day is written by the local writer and the judge skips.</>
            ) : (
              <>; {dollars(ceilingUsd - spentUsd)} left.</>
            )}
          </>
        )}
      </p>
    </section>
  );
}
