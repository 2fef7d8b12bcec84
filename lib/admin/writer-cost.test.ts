import { describe, expect, it } from "vitest";
import { writerCost } from "./summary";

describe("writerCost", () => {
  it("prices tokens per million, reading and writing apart", () => {
    expect(writerCost({ inputTokens: 2_000_000, outputTokens: 1_000_000 }, { input: 1, output: 5 })).toBe(7);
    expect(writerCost({ inputTokens: 1200, outputTokens: 700 }, { input: 3, output: 15 })).toBeCloseTo(0.0141, 10);
  });

  it("costs nothing for nothing used, and is unknown for a model without a price", () => {
    expect(writerCost({ inputTokens: 0, outputTokens: 0 }, undefined)).toBe(0);
    expect(writerCost({ inputTokens: 10, outputTokens: 0 }, undefined)).toBeNull();
  });
});
