import type { QualityFigures, WindowFigures } from "@/lib/admin/summary-response";
import { QUALITY_CHECKS } from "@/lib/domain/quality-checks";
import { whole } from "./format";
import { ScrollingTable } from "./scrolling-table";

type QualityCheck = (typeof QUALITY_CHECKS)[number];

/** What each check asks of a writing, in the console's words (docs/architecture.md#quality-checks). */
const CHECK_NAMES: Record<QualityCheck, string> = {
  cards_named: "Every drawn card named",
  no_undrawn_cards: "No card that was not drawn",
  sections_in_order: "Each position's section, in order",
  length_in_window: "Length within its window",
  question_answered: "The question answered",
  verdict_fits_question: "A verdict only for a yes/no question",
  question_language: "Prose in the reader's language",
  no_shadow_encouragement: "No shadow keyword encouraged",
  verdict_fits_cards: "A verdict the cards' leanings give",
  no_certainty: "No certain outcome (health, death, pregnancy, money, law)",
  no_instruction: "No medical, legal or financial instruction",
  referral: "Real help named where the question needs it",
  third_party: "Another's illness not read as the asker's",
  no_omen_outcome: "Death or the Tower never an outcome beside health",
};

/** "96.2 % of 52", or a dash where the check never ran. */
function passRate(figures: QualityFigures, check: QualityCheck, writer: string): string {
  const row = figures.find((figure) => figure.check === check && figure.writer === writer);
  if (!row) return "–";
  const rate = (100 * row.passed) / row.checked;
  return `${rate.toFixed(row.passed === row.checked || row.passed === 0 ? 0 : 1)} % of ${whole(row.checked)}`;
}

/**
 * The quality checks' pass rate per check and per writer, today and in the last 30 days, every kind of writing
 * together (docs/product.md#operator-console): one row per check that ran in the 30 days.
 */
export function QualityTable({ today, month }: { today: WindowFigures; month: WindowFigures }) {
  const writers = [...new Set(month.quality.map((row) => row.writer))];
  const checks = QUALITY_CHECKS.filter((check) => month.quality.some((row) => row.check === check));
  const caption = "Quality checks passed";
  return (
    <ScrollingTable label={caption} caption={caption}>
      <thead>
        <tr>
          <th scope="col">Check</th>
          {writers.flatMap((writer) => [
            <th scope="col" key={`${writer} today`}>
              {writer}, today
            </th>,
            <th scope="col" key={`${writer} month`}>
              {writer}, last 30 days
            </th>,
          ])}
        </tr>
      </thead>
      <tbody>
        {checks.length === 0 ? (
          <tr>
            <td colSpan={1 + 2 * writers.length}>Nothing checked yet.</td>
          </tr>
        ) : (
          checks.map((check) => (
            <tr key={check}>
              <th scope="row">{CHECK_NAMES[check]}</th>
              {writers.flatMap((writer) => [
                <td key={`${writer} today`}>{passRate(today.quality, check, writer)}</td>,
                <td key={`${writer} month`}>{passRate(month.quality, check, writer)}</td>,
              ])}
            </tr>
          ))
        )}
      </tbody>
    </ScrollingTable>
  );
}
