import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { WindowFigures } from "@/lib/admin/summary-response";
import { QualityTable } from "./quality-view";

const windowWith = (quality: WindowFigures["quality"]) => ({ quality }) as WindowFigures;

/** The table's cells, row by row, as text. */
function cells(html: string): string[][] {
  return [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) => [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => cell.replace(/<!-- -->/g, "")));
}

describe("the quality checks' table", () => {
  it("shows each check's pass rate per writer, today and in the last 30 days, with a dash where it did not run", () => {
    const today = windowWith([{ check: "cards_named", writer: "local", checked: 4, passed: 4 }]);
    const month = windowWith([
      { check: "cards_named", writer: "local", checked: 8, passed: 7 },
      { check: "cards_named", writer: "anthropic", checked: 3, passed: 3 },
      { check: "question_language", writer: "anthropic", checked: 3, passed: 0 },
    ]);
    const html = renderToStaticMarkup(createElement(QualityTable, { today, month }));
    expect(cells(html)).toEqual([
      ["Check", "local, today", "local, last 30 days", "anthropic, today", "anthropic, last 30 days"],
      ["Every drawn card named", "100 % of 4", "87.5 % of 8", "–", "100 % of 3"],
      ["Prose in the reader&#x27;s language", "–", "–", "–", "0 % of 3"],
    ]);
  });

  it("says so when nothing was checked", () => {
    const html = renderToStaticMarkup(createElement(QualityTable, { today: windowWith([]), month: windowWith([]) }));
    expect(html).toContain("Nothing checked yet.");
  });
});
