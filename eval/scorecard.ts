import type { Templating } from "./figures";

/** The evaluation's scorecard per writer, and its two printings: lines for the terminal, a Markdown table for the README. */

export const WRITING_KINDS = ["reading", "follow-up", "daily"] as const;
export type WritingKind = (typeof WRITING_KINDS)[number];

/** One writing's quality results: check name → passed (a check that does not apply is left out, or null). */
export type CheckedWriting = { kind: WritingKind; results: Readonly<Record<string, boolean | null | undefined>> };

export type CheckTally = { check: string; kind: WritingKind; passed: number; total: number };

/** The judge's figures: its mean score per criterion over the readings it scored, or why there are none. */
export type JudgeFigures = { scored: number; means: Readonly<Record<string, number>> } | { missing: string };

export type WriterScorecard = {
  writer: string;
  /** Writings written, per kind, and those the writer failed to write (left out of every figure). */
  written: Readonly<Record<WritingKind, number>>;
  failed: number;
  firstFailure?: string;
  /** Undefined while the quality checks are not there to run. */
  checks?: readonly CheckTally[];
  templating: Templating;
  distinctSentenceRatio: number;
  medianWords: number;
  followUpTemplating: Templating;
  judge?: JudgeFigures;
};

/** Pass counts per check and kind of writing, in the order the checks first appear. */
export function tallyChecks(writings: readonly CheckedWriting[]): CheckTally[] {
  const tallies = new Map<string, CheckTally>();
  for (const { kind, results } of writings) {
    for (const [check, passed] of Object.entries(results)) {
      if (passed === null || passed === undefined) continue;
      const key = `${kind}\u0000${check}`;
      const tally = tallies.get(key) ?? { check, kind, passed: 0, total: 0 };
      tally.total += 1;
      if (passed) tally.passed += 1;
      tallies.set(key, tally);
    }
  }
  return [...tallies.values()];
}

/** "100 %", "97.5 %": one decimal unless the share is whole. */
export function percent(share: number): string {
  const value = Math.round(share * 1000) / 10;
  return `${Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1)} %`;
}

const rate = ({ passed, total }: { passed: number; total: number }) => (total === 0 ? "–" : `${percent(passed / total)} (${passed}/${total})`);

function templatingLine({ share, writingsWithTemplate, mostRepeated }: Templating, of: number): string {
  const most = mostRepeated ? `; most repeated, in ${percent(mostRepeated.share)} (${mostRepeated.writings}): “${mostRepeated.sentence}”` : "";
  return `${percent(share)} (${writingsWithTemplate}/${of})${most}`;
}

function judgeLines(judge: JudgeFigures | undefined): string[] {
  if (!judge) return ["judge: not configured (QUALITY_JUDGE=anthropic to score)"];
  if ("missing" in judge) return [`judge: ${judge.missing}`];
  const means = Object.entries(judge.means).map(([criterion, mean]) => `${criterion} ${mean.toFixed(2)}`);
  return [`judge (${judge.scored} scored): ${means.join(", ")}`];
}

/** The scorecard as lines for the terminal. */
export function formatScorecard(card: WriterScorecard): string {
  const { written } = card;
  const lines = [
    `Writer: ${card.writer}`,
    `  written: ${written.reading} readings, ${written["follow-up"]} follow-ups, ${written.daily} card of the day messages${card.failed ? `; ${card.failed} failed (first: ${card.firstFailure ?? "unknown"})` : ""}`,
  ];
  if (!card.checks) {
    lines.push("  quality checks: not available (lib/writers/quality's checkWriting is not on this branch)");
  } else {
    lines.push("  quality checks (pass rate):");
    const names = [...new Set(card.checks.map((tally) => tally.check))];
    const width = Math.max(...names.map((name) => name.length));
    for (const name of names) {
      const cells = WRITING_KINDS.map((kind) => {
        const tally = card.checks?.find((each) => each.check === name && each.kind === kind);
        return `${kind} ${tally ? rate(tally) : "–"}`.padEnd(28);
      });
      lines.push(`    ${name.padEnd(width)}  ${cells.join("").trimEnd()}`);
    }
  }
  lines.push(
    `  readings repeating a sentence of 8+ words found in > 5 % of readings: ${templatingLine(card.templating, written.reading)}`,
    `  follow-ups repeating such a sentence: ${templatingLine(card.followUpTemplating, written["follow-up"])}`,
    `  distinct sentences / all sentences (readings): ${card.distinctSentenceRatio.toFixed(3)}`,
    `  median length (readings): ${card.medianWords} words`,
    ...judgeLines(card.judge).map((line) => `  ${line}`),
  );
  return lines.join("\n");
}

const cell = (text: string) => text.replace(/\|/g, "\\|");

/** The figures as one Markdown table, a column per writer, to paste into the README. */
export function markdownTable(cards: readonly WriterScorecard[]): string {
  const rows: [string, (card: WriterScorecard) => string][] = [];
  const checkKeys = new Map<string, { check: string; kind: WritingKind }>();
  for (const card of cards) for (const { check, kind } of card.checks ?? []) checkKeys.set(`${kind}\u0000${check}`, { check, kind });
  for (const { check, kind } of checkKeys.values()) {
    rows.push([
      `${check} (${kind === "reading" ? "readings" : kind === "follow-up" ? "follow-ups" : "card of the day"})`,
      (card) => {
        const tally = card.checks?.find((each) => each.check === check && each.kind === kind);
        return tally && tally.total > 0 ? percent(tally.passed / tally.total) : "–";
      },
    ]);
  }
  if (checkKeys.size === 0) rows.push(["quality checks", () => "not available"]);
  rows.push(
    ["readings with a sentence in > 5 % of readings", (card) => percent(card.templating.share)],
    ["most repeated sentence, share of readings", (card) => (card.templating.mostRepeated ? percent(card.templating.mostRepeated.share) : "–")],
    ["follow-ups with a sentence in > 5 % of follow-ups", (card) => percent(card.followUpTemplating.share)],
    ["distinct-sentence ratio", (card) => card.distinctSentenceRatio.toFixed(3)],
    ["median length (words)", (card) => String(card.medianWords)],
  );
  const judgeCriteria = [...new Set(cards.flatMap((card) => (card.judge && "means" in card.judge ? Object.keys(card.judge.means) : [])))];
  for (const criterion of judgeCriteria) {
    rows.push([`judge: ${criterion}${criterion.includes("(") ? "" : " (mean, 1–5)"}`, (card) => (card.judge && "means" in card.judge && criterion in card.judge.means ? card.judge.means[criterion].toFixed(2) : "–")]);
  }
  const header = `| Figure | ${cards.map((card) => cell(card.writer)).join(" | ")} |`;
  const rule = `|---|${cards.map(() => "---:").join("|")}|`;
  return [header, rule, ...rows.map(([label, value]) => `| ${cell(label)} | ${cards.map((card) => cell(value(card))).join(" | ")} |`)].join("\n");
}
