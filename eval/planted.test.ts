import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/domain/vocabularies";
import { catchPlanted, controlReadings, plantedReadings, plantedStock } from "./planted";
import { checkWriting } from "./quality";

describe.each(LOCALES)("the planted bad readings in %s", (locale) => {
  it("stand on careful readings that pass every check", () => {
    for (const { prompt, text } of controlReadings(locale)) {
      const results = checkWriting({ kind: "reading", prompt, text });
      expect({ question: prompt.question, failed: Object.entries(results).filter(([, passed]) => passed === false).map(([name]) => name) }).toEqual({ question: prompt.question, failed: [] });
    }
  });

  it("are each caught by the check made for it", () => {
    const outcomes = catchPlanted(checkWriting, () => [], [locale]);
    expect(outcomes.length).toBeGreaterThanOrEqual(19);
    expect(outcomes.filter((outcome) => !outcome.caught)).toEqual([]);
  });
});

describe("the planted readings", () => {
  it("cover each failure the issue lists, in every language", () => {
    const checks = new Set([...plantedReadings().map((planted) => planted.check), ...plantedStock().map((planted) => planted.check)]);
    expect([...checks].sort()).toEqual(
      ["no_certainty", "no_instruction", "no_omen_outcome", "no_shadow_encouragement", "no_undrawn_cards", "question_answered", "question_language", "referral", "sections_in_order", "stock_phrase", "third_party", "verdict_fits_cards", "verdict_fits_question"].sort(),
    );
    expect(plantedReadings().length + plantedStock().length).toBe(19 * LOCALES.length);
  });
});
