import { describe, expect, it } from "vitest";
import { z } from "@/lib/zod";
import { failureMessage, failureOf, refusalOf, resultOf } from "./api-result";

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

describe("failureOf (a body that is not the answer)", () => {
  it("is the server's refusal, nothing for no JSON, and unrecognised for anything else", () => {
    expect(failureOf({ error: "Slow down", code: "rate_limited" }, 30)).toEqual({ kind: "refused", error: "Slow down", code: "rate_limited", retryAfterSeconds: 30 });
    expect(failureOf(undefined)).toStrictEqual({ kind: "broken" });
    expect(failureOf({ items: [] })).toEqual({ kind: "broken", unrecognised: true });
  });
});

describe("failureMessage", () => {
  const messages = { broken: "Failed to start subscription.", unreachable: "Network error." };

  it("shows the server's message for a refusal", () => {
    const refused = { kind: "refused", error: "You already have an active subscription.", code: null, retryAfterSeconds: null } as const;
    expect(failureMessage(refused, messages)).toBe("You already have an active subscription.");
  });

  it("shows the screen's words for an answer it cannot use, and for no answer at all where it tells that apart", () => {
    expect(failureMessage({ kind: "broken" }, messages)).toBe("Failed to start subscription.");
    expect(failureMessage({ kind: "broken", unrecognised: true }, messages)).toBe("Failed to start subscription.");
    expect(failureMessage({ kind: "broken", unreachable: true }, messages)).toBe("Network error.");
    expect(failureMessage({ kind: "broken", unreachable: true }, { broken: "Unable to open subscription portal." })).toBe("Unable to open subscription portal.");
  });
});
