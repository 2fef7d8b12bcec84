import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "@/tests/helpers/memory-storage";
import { REFERRAL_KEEP_MS, REFERRAL_STORAGE_KEY, captureReferral, forgetReferral, pendingReferralCode, referralCodeIn } from "./referral";

function fakeHistory() {
  return { state: { kept: true }, replaceState: vi.fn() };
}

describe("referral capture", () => {
  beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the code and takes ref out of the address, keeping the rest and the history state", () => {
    const history = fakeHistory();
    captureReferral({ href: "https://arcana.example/cards/the-fool?x=1&ref=K7QX2MRA#top" }, history, 1000);
    expect(pendingReferralCode(2000)).toBe("K7QX2MRA");
    expect(history.replaceState).toHaveBeenCalledWith({ kept: true }, "", "/cards/the-fool?x=1#top");
  });

  it("lets a later link replace an earlier code", () => {
    captureReferral({ href: "https://arcana.example/?ref=FIRSTONE" }, fakeHistory());
    captureReferral({ href: "https://arcana.example/about?ref=SECONDON" }, fakeHistory());
    expect(pendingReferralCode()).toBe("SECONDON");
  });

  it("does nothing without ref, and keeps no oversized or empty code", () => {
    const history = fakeHistory();
    captureReferral({ href: "https://arcana.example/faq" }, history);
    expect(history.replaceState).not.toHaveBeenCalled();
    captureReferral({ href: `https://arcana.example/?ref=${"A".repeat(65)}` }, fakeHistory());
    captureReferral({ href: "https://arcana.example/?ref=" }, fakeHistory());
    expect(pendingReferralCode()).toBeNull();
  });

  it("tells an address that brings a code worth keeping from one that does not", () => {
    expect(referralCodeIn("https://arcana.example/?ref=%20K7QX2MRA%20")).toBe("K7QX2MRA");
    expect(referralCodeIn("https://arcana.example/faq")).toBeNull();
    expect(referralCodeIn("https://arcana.example/?ref=")).toBeNull();
    expect(referralCodeIn(`https://arcana.example/?ref=${"A".repeat(65)}`)).toBeNull();
  });

  it("forgets the code after 30 days, and when told to", () => {
    captureReferral({ href: "https://arcana.example/?ref=K7QX2MRA" }, fakeHistory(), 0);
    expect(pendingReferralCode(REFERRAL_KEEP_MS - 1)).toBe("K7QX2MRA");
    expect(pendingReferralCode(REFERRAL_KEEP_MS + 1)).toBeNull();
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
    captureReferral({ href: "https://arcana.example/?ref=K7QX2MRA" }, fakeHistory());
    forgetReferral();
    expect(pendingReferralCode()).toBeNull();
  });

  it("treats unreadable storage as no code", () => {
    localStorage.setItem(REFERRAL_STORAGE_KEY, "{not json");
    expect(pendingReferralCode()).toBeNull();
  });
});
