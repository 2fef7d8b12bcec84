import { describe, expect, it } from "vitest";
import { formatScorecard, markdownTable, percent, tallyChecks, type WriterScorecard } from "./scorecard";

const card = (overrides: Partial<WriterScorecard> = {}): WriterScorecard => ({
  writer: "local",
  written: { reading: 4, "follow-up": 1, daily: 1 },
  failed: 0,
  templating: { writingsWithTemplate: 1, share: 0.25, mostRepeated: { sentence: "a | sentence", writings: 2, share: 0.5 } },
  distinctSentenceRatio: 0.8125,
  medianWords: 310,
  followUpTemplating: { writingsWithTemplate: 0, share: 0 },
  ...overrides,
});

describe("the check tallies", () => {
  it("counts passes per check and kind, leaving out checks that do not apply", () => {
    const tallies = tallyChecks([
      { kind: "reading", results: { cardsNamed: true, verdict: null } },
      { kind: "reading", results: { cardsNamed: false, verdict: true } },
      { kind: "daily", results: { cardsNamed: true } },
    ]);
    expect(tallies).toEqual([
      { check: "cardsNamed", kind: "reading", passed: 1, total: 2 },
      { check: "verdict", kind: "reading", passed: 1, total: 1 },
      { check: "cardsNamed", kind: "daily", passed: 1, total: 1 },
    ]);
  });

  it("prints shares as whole percents or with one decimal", () => {
    expect(percent(1)).toBe("100 %");
    expect(percent(0.775)).toBe("77.5 %");
    expect(percent(2 / 3)).toBe("66.7 %");
  });
});

describe("the printed scorecard", () => {
  it("says when the quality checks and the judge are missing", () => {
    const text = formatScorecard(card({ judge: { missing: "no scoring function" } }));
    expect(text).toContain("quality checks: not available");
    expect(text).toContain("judge: no scoring function");
    expect(text).toContain("25 % (1/4); most repeated, in 50 % (2): “a | sentence”");
  });

  it("lists each check's pass rate per kind of writing", () => {
    const text = formatScorecard(card({ checks: [{ check: "cardsNamed", kind: "reading", passed: 3, total: 4 }] }));
    expect(text).toMatch(/cardsNamed {2}reading 75 % \(3\/4\) +follow-up – +daily –$/m);
  });

  it("makes a Markdown table with a column per writer and a row per figure", () => {
    const table = markdownTable([
      card({ checks: [{ check: "cardsNamed", kind: "reading", passed: 4, total: 4 }], judge: { scored: 2, means: { specificity: 3.5 } } }),
      card({ writer: "anthropic", checks: [] }),
    ]).split("\n");
    expect(table[0]).toBe("| Figure | local | anthropic |");
    expect(table[1]).toBe("|---|---:|---:|");
    expect(table).toContain("| cardsNamed (readings) | 100 % | – |");
    expect(table).toContain("| distinct-sentence ratio | 0.813 | 0.813 |");
    expect(table).toContain("| judge: specificity (mean, 1–5) | 3.50 | – |");
    expect(table.every((row) => row.startsWith("|") && row.endsWith("|"))).toBe(true);
  });
});
