import { percent, type WriterScorecard } from "./scorecard";

/**
 * The local writer's goals (issue 31; README, "Evaluating readings"): every card named and no other, every
 * position's section in order, no shadow keyword encouraged, the question addressed in 95 % of readings, and no
 * sentence of 8+ words in more than 5 % of readings. Each goal reads a figure off a scorecard.
 */

export type Goal = { goal: string; target: string; figure: (card: WriterScorecard) => number | undefined; met: (figure: number) => boolean };

/** A check's pass rate over the readings, or undefined when the check did not run. */
function readingPassRate(card: WriterScorecard, check: string): number | undefined {
  const tally = card.checks?.find((each) => each.kind === "reading" && each.check === check);
  return tally && tally.total > 0 ? tally.passed / tally.total : undefined;
}

/** The lowest pass rate of the checks over every kind of writing they ran on (readings, follow-ups, card of the day). */
function lowestPassRate(card: WriterScorecard, checks: readonly string[]): number | undefined {
  const tallies = card.checks?.filter((each) => checks.includes(each.check) && each.total > 0) ?? [];
  return tallies.length === 0 ? undefined : Math.min(...tallies.map((tally) => tally.passed / tally.total));
}

export const LOCAL_WRITER_GOALS: readonly Goal[] = [
  { goal: "cards named, no other card", target: "100 %", figure: (card) => lowestPassRate(card, ["cards_named", "no_undrawn_cards"]), met: (figure) => figure === 1 },
  { goal: "positions' sections in order", target: "100 %", figure: (card) => readingPassRate(card, "sections_in_order"), met: (figure) => figure === 1 },
  { goal: "no shadow keyword encouraged (inversions)", target: "100 %", figure: (card) => lowestPassRate(card, ["no_shadow_encouragement"]), met: (figure) => figure === 1 },
  { goal: "question addressed (readings)", target: "≥ 95 %", figure: (card) => readingPassRate(card, "question_answered"), met: (figure) => figure >= 0.95 },
  {
    goal: "readings with a sentence in > 5 % of readings",
    target: "0 %",
    figure: (card) => card.templating.share,
    met: (figure) => figure === 0,
  },
];

/** The goals beside a scorecard's figures, one line each: met, not met, or not measured. */
export function formatGoals(card: WriterScorecard, goals: readonly Goal[] = LOCAL_WRITER_GOALS): string {
  const width = Math.max(...goals.map(({ goal }) => goal.length));
  const lines = goals.map(({ goal, target, figure, met }) => {
    const value = figure(card);
    const verdict = value === undefined ? "not measured" : `${percent(value)}  ${met(value) ? "met" : "NOT MET"}`;
    return `    ${goal.padEnd(width)}  goal ${target.padEnd(6)}  today ${verdict}`;
  });
  return [`  goals for the local writer:`, ...lines].join("\n");
}

/** The goals and a scorecard's figures as a Markdown table, for the README. */
export function goalsMarkdown(card: WriterScorecard, goals: readonly Goal[] = LOCAL_WRITER_GOALS): string {
  const rows = goals.map(({ goal, target, figure }) => {
    const value = figure(card);
    return `| ${goal} | ${target} | ${value === undefined ? "not measured" : percent(value)} |`;
  });
  return [`| Goal (${card.writer} writer) | Target | Today |`, "|---|---:|---:|", ...rows].join("\n");
}
