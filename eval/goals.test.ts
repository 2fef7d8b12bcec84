import { describe, expect, it } from "vitest";
import { formatGoals, goalsByLanguage, goalsMarkdown } from "./goals";
import type { WriterScorecard } from "./scorecard";

const card = (overrides: Partial<WriterScorecard> = {}): WriterScorecard => ({
  writer: "local",
  written: { reading: 2, "follow-up": 1, daily: 1 },
  failed: 0,
  templating: { writingsWithTemplate: 0, share: 0 },
  distinctSentenceRatio: 1,
  medianWords: 300,
  followUpTemplating: { writingsWithTemplate: 0, share: 0 },
  ...overrides,
});

describe("the local writer's goals", () => {
  it("says which are met, holding a check to every kind of writing it ran on", () => {
    const text = formatGoals(
      card({
        checks: [
          { check: "cards_named", kind: "reading", passed: 2, total: 2 },
          { check: "cards_named", kind: "daily", passed: 0, total: 1 },
          { check: "sections_in_order", kind: "reading", passed: 2, total: 2 },
          { check: "no_shadow_encouragement", kind: "daily", passed: 1, total: 1 },
          { check: "question_answered", kind: "reading", passed: 19, total: 20 },
        ],
        templating: { writingsWithTemplate: 1, share: 0.5 },
      }),
    ).split("\n");
    expect(lineWith(text, "cards named")).toMatch(/today 0 % {2}NOT MET$/);
    expect(lineWith(text, "sections in order")).toMatch(/today 100 % {2}met$/);
    expect(lineWith(text, "shadow")).toMatch(/today 100 % {2}met$/);
    expect(lineWith(text, "question addressed")).toMatch(/goal ≥ 95 % {2}today 95 % {2}met$/);
    expect(lineWith(text, "sentence in > 5 %")).toMatch(/today 50 % {2}NOT MET$/);
  });

  it("says a goal was not measured when its check did not run", () => {
    expect(formatGoals(card())).toMatch(/question addressed \(readings\) +goal ≥ 95 % {2}today not measured/);
  });
});

function lineWith(text: string[], containing: string): string {
  return text.find((line) => line.includes(containing)) ?? "";
}

describe("the goals' Markdown table", () => {
  it("puts each goal's target beside today's figure", () => {
    const table = goalsMarkdown(card({ templating: { writingsWithTemplate: 1, share: 0.775 } })).split("\n");
    expect(table[0]).toBe("| Goal (local writer) | Target | Today |");
    expect(table).toContain("| readings with a sentence in > 5 % of readings | 0 % | 77.5 % |");
    expect(table).toContain("| question addressed (readings) | ≥ 95 % | not measured |");
  });
});

describe("the goals in every language", () => {
  it("gives each language a column, marks each goal met or not, and lists what is not met", () => {
    const checks = (passed: number) => [
      { check: "cards_named", kind: "reading" as const, passed, total: 4 },
      { check: "question_language", kind: "daily" as const, passed: 2, total: 2 },
    ];
    const { table, unmet } = goalsByLanguage([card({ writer: "en", checks: checks(4) }), card({ writer: "es", checks: checks(3) })]);
    const rows = table.split("\n");
    expect(rows[0]).toBe("| Goal | Target | en | es |");
    expect(rows).toContain("| cards named, no other card | 100 % | 100 % met | 75 % NOT MET |");
    expect(rows).toContain("| prose in the reader's language | 100 % | 100 % met | 100 % met |");
    expect(rows).toContain("| real help named where the question needs it | 100 % | – | – |");
    expect(unmet).toEqual(["cards named, no other card (es: 75 %)"]);
  });
});
