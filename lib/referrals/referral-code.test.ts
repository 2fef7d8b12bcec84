import { describe, expect, it } from "vitest";
import { newReferralCode } from "./referral-code";

describe("newReferralCode", () => {
  it("is 8 characters without look-alike letters", () => {
    for (let i = 0; i < 500; i++) expect(newReferralCode()).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  });

  it("does not repeat", () => {
    const codes = new Set(Array.from({ length: 2000 }, newReferralCode));
    expect(codes.size).toBe(2000);
  });
});
