import type { JudgeFigures, JudgeWindow } from "@/lib/admin/judge-figures";
import { whole } from "./format";
import styles from "./admin-console.module.css";
import { ScrollingTable } from "./scrolling-table";

const WINDOW_NAMES: Record<JudgeWindow["window"], string> = { today: "Today", last30Days: "Last 30 days" };

/** A mean score out of 5, to one place. */
function outOfFive(mean: number): string {
  return `${mean.toFixed(1)} / 5`;
}

/**
 * The optional judge's word on a sample of readings (docs/product.md#operator-console): per writer, today and
 * in the last 30 days, how many it read, how many it flagged, and the mean of each score.
 */
export function JudgeView({ figures }: { figures: JudgeFigures }) {
  const rows = figures.windows.flatMap(({ window, writers }) => writers.map((row) => ({ window, ...row })));
  const caption = "The judge's scores";
  return (
    <section className={styles.section} aria-labelledby="judge-title">
      <h2 id="judge-title">The judge</h2>
      <p className={styles.note}>A sample of completed readings, scored 1–5 by a small model after they were delivered (QUALITY_JUDGE).</p>
      {/* A wide table scrolls on its own on a phone; focusable so that a keyboard can scroll it. */}
      <ScrollingTable label={caption} caption={caption}>
        <thead>
          <tr>
            <th scope="col">Window</th>
            <th scope="col">Writer</th>
            <th scope="col">Judged</th>
            <th scope="col">Flagged</th>
            <th scope="col">Specificity</th>
            <th scope="col">Fidelity</th>
            <th scope="col">Tone</th>
            <th scope="col">Safety</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={8}>Nothing judged yet.</td>
            </tr>
          ) : (
            rows.map(({ window, writer, judged, flagged, means }) => (
              <tr key={`${window} ${writer}`}>
                <th scope="row">{WINDOW_NAMES[window]}</th>
                <td>{writer}</td>
                <td>{whole(judged)}</td>
                <td>{whole(flagged)}</td>
                <td>{outOfFive(means.specificity)}</td>
                <td>{outOfFive(means.fidelity)}</td>
                <td>{outOfFive(means.tone)}</td>
                <td>{outOfFive(means.safety)}</td>
              </tr>
            ))
          )}
        </tbody>
      </ScrollingTable>
    </section>
  );
}
