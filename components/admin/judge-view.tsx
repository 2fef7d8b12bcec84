import type { JudgeFigures, JudgeWindow } from "@/lib/admin/judge-figures";
import { JUDGE_CRITERIA, type JudgeCriterion } from "@/lib/writers/quality/judge-criteria";
import { whole } from "./format";
import styles from "./admin-console.module.css";
import { ScrollingTable } from "./scrolling-table";

const WINDOW_NAMES: Record<JudgeWindow["window"], string> = { today: "Today", last30Days: "Last 30 days" };

/** A mean score out of 5, to one place; a dash where no row held the criterion. */
function outOfFive(mean: number | null): string {
  return mean === null ? "–" : `${mean.toFixed(1)} / 5`;
}

const CRITERION_NAMES: Record<JudgeCriterion, string> = {
  personalization: "Personalization",
  coherence: "Coherence",
  specificity: "Specificity",
  actionability: "A step to take",
  tone: "Tone",
  safety: "Safety",
  language: "Language",
};

/**
 * The optional judge's word on a sample of readings (docs/product.md#operator-console, docs/judge.md): per writer
 * and reader's language, today and in the last 30 days, how many it read, how many it flagged, and the mean of each score.
 */
export function JudgeView({ figures }: { figures: JudgeFigures }) {
  const rows = figures.windows.flatMap(({ window, writers }) => writers.map((row) => ({ window, ...row })));
  const caption = "The judge's scores";
  return (
    <section className={styles.section} aria-labelledby="judge-title">
      <h2 id="judge-title">The judge</h2>
      <p className={styles.note}>
        A sample of completed readings, scored 1–5 (3 is an ordinary reading) by a small model after they were delivered, in shadow mode: it decides nothing (QUALITY_JUDGE).
      </p>
      {/* A wide table scrolls on its own on a phone; focusable so that a keyboard can scroll it. */}
      <ScrollingTable label={caption} caption={caption}>
        <thead>
          <tr>
            <th scope="col">Window</th>
            <th scope="col">Writer</th>
            <th scope="col">Language</th>
            <th scope="col">Judged</th>
            <th scope="col">Flagged</th>
            {JUDGE_CRITERIA.map((criterion) => (
              <th key={criterion} scope="col">
                {CRITERION_NAMES[criterion]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5 + JUDGE_CRITERIA.length}>Nothing judged yet.</td>
            </tr>
          ) : (
            rows.map(({ window, writer, locale, judged, flagged, means }) => (
              <tr key={`${window} ${writer} ${locale ?? ""}`}>
                <th scope="row">{WINDOW_NAMES[window]}</th>
                <td>{writer}</td>
                <td>{locale ?? "–"}</td>
                <td>{whole(judged)}</td>
                <td>{whole(flagged)}</td>
                {JUDGE_CRITERIA.map((criterion) => (
                  <td key={criterion}>{outOfFive(means[criterion])}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </ScrollingTable>
    </section>
  );
}
