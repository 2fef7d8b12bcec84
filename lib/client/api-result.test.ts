import { describe, expect, it } from "vitest";
import { z } from "@/lib/zod";
import { answerOrThrow, refusalOf, resultOf } from "./api-result";

const pageSchema = z.object({ items: z.array(z.string()) });

describe("resultOf (done | refused | broken)", () => {
  it("is done with the parsed body when it matches the schema", () => {
    expect(resultOf({ items: ["a"], extra: 1 }, pageSchema)).toEqual({ kind: "done", data: { items: ["a"] } });
  });

  it("is refused with the server's error and code, whatever the rest of the body holds", () => {
    expect(resultOf({ error: "Slow down", code: "rate_limited", items: [] }, pageSchema, 30)).toEqual({
      kind: "refused",
      error: "Slow down",
      code: "rate_limited",
      retryAfterSeconds: 30,
    });
  });

  it("gives a codeless refusal a null code, and no wait unless one is named", () => {
    expect(resultOf({ error: "Nope" }, pageSchema)).toEqual({ kind: "refused", error: "Nope", code: null, retryAfterSeconds: null });
  });

  it("is broken and unrecognised for JSON with neither the answer nor an error", () => {
    expect(resultOf({ items: "a" }, pageSchema)).toEqual({ kind: "broken", unrecognised: true });
    expect(resultOf({ error: "" }, pageSchema)).toEqual({ kind: "broken", unrecognised: true });
    expect(resultOf(null, pageSchema)).toEqual({ kind: "broken", unrecognised: true });
  });

  it("is broken, not unrecognised, when there was no JSON at all", () => {
    expect(resultOf(undefined, pageSchema)).toStrictEqual({ kind: "broken" });
  });
});

describe("refusalOf", () => {
  it("reads the server's { error, code? } and nothing else", () => {
    expect(refusalOf({ error: "Quota reached", code: "quota_exceeded" })).toEqual({ kind: "refused", error: "Quota reached", code: "quota_exceeded", retryAfterSeconds: null });
    expect(refusalOf({ interpretation: "Yes." })).toBeNull();
    expect(refusalOf({ error: 42 })).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });
});

describe("answerOrThrow", () => {
  it("answers what a done result holds", () => {
    expect(answerOrThrow({ kind: "done", data: 7 }, "Broken")).toBe(7);
  });

  it("throws a refusal as the server's message", () => {
    expect(() => answerOrThrow({ kind: "refused", error: "You already have an active subscription.", code: null, retryAfterSeconds: null }, "Broken")).toThrow(
      "You already have an active subscription.",
    );
  });

  it("throws the caller's message for anything broken", () => {
    expect(() => answerOrThrow({ kind: "broken" }, "Failed to start subscription.")).toThrow("Failed to start subscription.");
    expect(() => answerOrThrow({ kind: "broken", unrecognised: true }, "Failed to start subscription.")).toThrow("Failed to start subscription.");
  });
});
