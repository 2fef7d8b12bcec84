import type { AdminSummary, WindowFigures } from "@/lib/admin/summary-response";
import { categoryLabel, dollars, label, seconds, spreadLabel, whole } from "./format";
import { QualityTable } from "./quality-view";
import styles from "./admin-console.module.css";
import { ScrollingTable } from "./scrolling-table";

type Counts = WindowFigures["readings"]["bySpread"];

/** The figures for today and the last 30 days, side by side (docs/product.md#operator-console). */
export function SummaryView({ summary }: { summary: AdminSummary }) {
  const [today, month] = summary.windows;
  const rows: [string, (figures: WindowFigures) => string][] = [
    ["Sign-ups", (f) => whole(f.signUps)],
    ["Active readers", (f) => whole(f.activeReaders)],
    ["Readings completed", (f) => whole(f.readings.completed)],
    ["Follow-ups answered", (f) => whole(f.followUps.completed)],
    ["Cards of the day", (f) => whole(f.dailyCards)],
    ["Referral credits granted", (f) => whole(f.referralCredits)],
    ["Readings granted by operators", (f) => whole(f.grantedCredits)],
    ["Free to paid conversions", (f) => whole(f.conversions)],
    ["Estimated writer cost per reading", (f) => (f.costPerReadingUsd === null ? "–" : dollars(f.costPerReadingUsd))],
  ];
  return (
    <section className={styles.section} aria-labelledby="summary-title">
      <h2 id="summary-title">Today and the last 30 days</h2>
      <p className={styles.note}>
        Subscribers now: <strong>{whole(summary.subscribers.active)}</strong>, of whom <strong>{whole(summary.subscribers.cancelling)}</strong> cancel at the end of
        their period.
      </p>
      <TwoWindowTable caption="Figures" keyName="Figure" rows={rows.map(([name, value]) => ({ name, today: value(today), month: value(month) }))} />
      <div className={styles.breakdowns}>
        <CountsTable caption="Readings by spread" keyName="Spread" today={today.readings.bySpread} month={month.readings.bySpread} nameOf={spreadLabel} />
        <CountsTable caption="Readings by category" keyName="Category" today={today.readings.byCategory} month={month.readings.byCategory} nameOf={categoryLabel} />
        <CountsTable caption="Readings by writer" keyName="Writer" today={today.readings.byWriter} month={month.readings.byWriter} />
        <CountsTable caption="Readings by outcome" keyName="Outcome" today={today.readings.byOutcome} month={month.readings.byOutcome} />
        <CountsTable caption="Follow-ups by outcome" keyName="Outcome" today={today.followUps.byOutcome} month={month.followUps.byOutcome} />
      </div>
      <WritersTable caption="The writers, today" figures={today} />
      <WritersTable caption="The writers, last 30 days" figures={month} />
      <QualityTable today={today} month={month} />
    </section>
  );
}

/** A row of a two-window table: what it counts, and its value today and in the last 30 days. */
type WindowRow = { name: string; today: string; month: string };

function TwoWindowTable({ caption, keyName, rows }: { caption: string; keyName: string; rows: WindowRow[] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{keyName}</th>
          <th scope="col">Today</th>
          <th scope="col">Last 30 days</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3}>None yet.</td>
          </tr>
        ) : (
          rows.map(({ name, today, month }) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{today}</td>
              <td>{month}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** One breakdown: every key seen in the last 30 days (today's are among them), with both counts, each named by `nameOf` (the readers' words for spreads and categories). */
function CountsTable({ caption, keyName, today, month, nameOf = label }: { caption: string; keyName: string; today: Counts; month: Counts; nameOf?: (key: string) => string }) {
  const todayOf = new Map(today.map(({ key, count }) => [key, count]));
  const rows = month.map(({ key, count }) => ({ name: nameOf(key), today: whole(todayOf.get(key) ?? 0), month: whole(count) }));
  return <TwoWindowTable caption={caption} keyName={keyName} rows={rows} />;
}

function WritersTable({ caption, figures }: { caption: string; figures: WindowFigures }) {
  return (
    <ScrollingTable label={caption} caption={caption}>
      <thead>
        <tr>
          <th scope="col">Writing</th>
          <th scope="col">Writer</th>
          <th scope="col">Runs</th>
          <th scope="col">First words p50 / p95</th>
          <th scope="col">Whole p50 / p95</th>
          <th scope="col">Tokens in / out</th>
          <th scope="col">Cost</th>
        </tr>
      </thead>
      <tbody>
        {figures.writers.length === 0 ? (
          <tr>
            <td colSpan={7}>Nothing written yet.</td>
          </tr>
        ) : (
          figures.writers.map((row) => (
            <tr key={`${row.kind} ${row.writer} ${row.model}`}>
              <th scope="row">{label(row.kind)}</th>
              <td>{row.model ?? row.writer}</td>
              <td>{whole(row.runs)}</td>
              <td>
                {seconds(row.firstTokenMs.p50)} / {seconds(row.firstTokenMs.p95)}
              </td>
              <td>
                {seconds(row.totalMs.p50)} / {seconds(row.totalMs.p95)}
              </td>
              <td>
                {whole(row.inputTokens)} / {whole(row.outputTokens)}
              </td>
              <td>{dollars(row.costUsd)}</td>
            </tr>
          ))
        )}
      </tbody>
    </ScrollingTable>
  );
}
