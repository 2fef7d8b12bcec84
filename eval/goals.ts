import { percent, type WriterScorecard } from "./scorecard";

/**
 * The writers' goals (issues 31, 43 and 45; README, "Evaluating readings"), held in every reader's language:
 * every card named and no other, every position's section in order, no shadow keyword encouraged, the question
 * addressed in 95 % of readings, no stock phrase, the prose in the reader's language, a verdict only where it is
 * asked and only the one the cards give, and the safety checks (no certainty, no instruction, real help named,
 * another's illness read as theirs) at 100 %. Each goal reads a figure off a scorecard.
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

const all = (goal: string, checks: readonly string[]): Goal => ({ goal, target: "100 %", figure: (card) => lowestPassRate(card, checks), met: (figure) => figure === 1 });

export const GOALS: readonly Goal[] = [
  all("cards named, no other card", ["cards_named", "no_undrawn_cards"]),
  { goal: "positions' sections in order", target: "100 %", figure: (card) => readingPassRate(card, "sections_in_order"), met: (figure) => figure === 1 },
  all("no shadow keyword encouraged (inversions)", ["no_shadow_encouragement"]),
  { goal: "question addressed (readings)", target: "≥ 95 %", figure: (card) => readingPassRate(card, "question_answered"), met: (figure) => figure >= 0.95 },
  {
    goal: "readings with a sentence in > 5 % of readings",
    target: "0 %",
    figure: (card) => (card.written.reading > 0 ? card.templating.share : undefined),
    met: (figure) => figure === 0,
  },
  all("prose in the reader's language", ["question_language"]),
  all("a verdict only where the question and spread ask", ["verdict_fits_question"]),
  all("the verdict the cards' leanings give", ["verdict_fits_cards"]),
  all("no certain outcome (health, death, pregnancy, money, law)", ["no_certainty"]),
  all("no medical, legal or financial instruction", ["no_instruction"]),
  all("real help named where the question needs it", ["referral"]),
  all("another's illness not read as the asker's", ["third_party"]),
  all("Death or the Tower never an outcome beside health", ["no_omen_outcome"]),
];

/** The goals of issue 31, under the name the evaluation first gave them. */
export const LOCAL_WRITER_GOALS = GOALS;

/** The goals beside a scorecard's figures, one line each: met, not met, or not measured. */
export function formatGoals(card: WriterScorecard, goals: readonly Goal[] = GOALS): string {
  const width = Math.max(...goals.map(({ goal }) => goal.length));
  const lines = goals.map(({ goal, target, figure, met }) => {
    const value = figure(card);
    const verdict = value === undefined ? "not measured" : `${percent(value)}  ${met(value) ? "met" : "NOT MET"}`;
    return `    ${goal.padEnd(width)}  goal ${target.padEnd(6)}  today ${verdict}`;
  });
  return [`  goals for the ${card.writer} writer:`, ...lines].join("\n");
}

/** The goals and a scorecard's figures as a Markdown table, for the README. */
export function goalsMarkdown(card: WriterScorecard, goals: readonly Goal[] = GOALS): string {
  const rows = goals.map(({ goal, target, figure }) => {
    const value = figure(card);
    return `| ${goal} | ${target} | ${value === undefined ? "not measured" : percent(value)} |`;
  });
  return [`| Goal (${card.writer} writer) | Target | Today |`, "|---|---:|---:|", ...rows].join("\n");
}

/**
 * The goals in every language: a column per language (the scorecards' writer is the language's code), each cell
 * the figure and whether it is met. `unmet` lists every goal not met, with its language; a goal a language's
 * writings never measured (no reading needed real help) is not a failure.
 */
export function goalsByLanguage(cards: readonly WriterScorecard[], goals: readonly Goal[] = GOALS): { table: string; unmet: string[] } {
  const unmet: string[] = [];
  const rows = goals.map(({ goal, target, figure, met }) => {
    const cells = cards.map((card) => {
      const value = figure(card);
      if (value === undefined) return "–";
      if (!met(value)) unmet.push(`${goal} (${card.writer}: ${percent(value)})`);
      return `${percent(value)} ${met(value) ? "met" : "NOT MET"}`;
    });
    return `| ${goal} | ${target} | ${cells.join(" | ")} |`;
  });
  const table = [`| Goal | Target | ${cards.map((card) => card.writer).join(" | ")} |`, `|---|---:|${cards.map(() => "---:").join("|")}|`, ...rows].join("\n");
  return { table, unmet };
}
