import { describe, expect, it } from "vitest";
import { priceOf, writerCost } from "./writer-cost";

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

describe("priceOf", () => {
  const prices = { "claude-haiku-4-5": { input: 1, output: 5 }, local: { input: 0, output: 0 } };

  it("finds a model by its name, or a dated snapshot by the model it is a snapshot of", () => {
    expect(priceOf(prices, "claude-haiku-4-5")).toEqual({ input: 1, output: 5 });
    expect(priceOf(prices, "claude-haiku-4-5-20251001")).toEqual({ input: 1, output: 5 });
    expect(priceOf(prices, "local")).toEqual({ input: 0, output: 0 });
  });

  it("has no price for another model, a near name or an inherited key", () => {
    expect(priceOf(prices, "claude-sonnet-4-5")).toBeUndefined();
    expect(priceOf(prices, "claude-haiku-4")).toBeUndefined();
    expect(priceOf(prices, "claude-haiku-4-5-latest")).toBeUndefined();
    expect(priceOf(prices, "toString")).toBeUndefined();
  });
});
