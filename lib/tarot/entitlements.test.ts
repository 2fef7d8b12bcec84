import { describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "./categories";
import { SPREAD_IDS } from "@/lib/domain/vocabularies";
import { canUseCategory, canUseSpread, canUseVoice, coerceSelection, freeReadingsLeft, hasPremiumAccess, readingsLeft, rolesEntitledTo, type Viewer } from "./entitlements";
import { VOICES } from "./voices";

const LIMITED: Viewer[] = ["anonymous", "free"];

describe("access rules", () => {
  it("lets anonymous and free viewers use only one_card and yes_no", () => {
    for (const viewer of LIMITED) {
      expect(SPREAD_IDS.filter((spread) => canUseSpread(viewer, spread))).toEqual(["one_card", "yes_no"]);
    }
  });

  it("lets anonymous and free viewers use only the General question category", () => {
    for (const viewer of LIMITED) {
      expect(CATEGORY_IDS.filter((category) => canUseCategory(viewer, category))).toEqual(["general"]);
    }
  });

  it("lets subscribers use every spread and category", () => {
    expect(hasPremiumAccess("subscribed")).toBe(true);
    expect(SPREAD_IDS.every((spread) => canUseSpread("subscribed", spread))).toBe(true);
    expect(CATEGORY_IDS.every((category) => canUseCategory("subscribed", category))).toBe(true);
  });
});

describe("coerceSelection", () => {
  it("forces a premium spread to one_card and a premium category to General for anonymous and free", () => {
    for (const viewer of LIMITED) {
      expect(coerceSelection(viewer, { type: "tarot", category: "love" })).toEqual({ type: "one_card", category: "general" });
      expect(coerceSelection(viewer, { type: "three_cards", category: "general" })).toEqual({ type: "one_card", category: "general" });
      expect(coerceSelection(viewer, { type: "yes_no", category: "career" })).toEqual({ type: "yes_no", category: "general" });
    }
  });

  it("keeps free choices for everyone and every choice for subscribers", () => {
    expect(coerceSelection("free", { type: "yes_no", category: "general" })).toEqual({ type: "yes_no", category: "general" });
    expect(coerceSelection("subscribed", { type: "tarot", category: "creativity" })).toEqual({ type: "tarot", category: "creativity" });
  });
});

describe("freeReadingsLeft", () => {
  it("counts down from 3 and never goes below 0", () => {
    expect([0, 1, 2, 3, 4].map(freeReadingsLeft)).toEqual([3, 2, 1, 0, 0]);
  });
});

describe("readingsLeft", () => {
  it("counts a free user's monthly readings, then the referral bonus credits", () => {
    expect(readingsLeft({ role: "free", readingsThisMonth: 0, bonusCredits: 0 })).toBe(3);
    expect(readingsLeft({ role: "free", readingsThisMonth: 3, bonusCredits: 0 })).toBe(0);
    expect(readingsLeft({ role: "free", readingsThisMonth: 5, bonusCredits: 0 })).toBe(0);
    expect(readingsLeft({ role: "free", readingsThisMonth: 3, bonusCredits: 2 })).toBe(2);
    expect(readingsLeft({ role: "free", readingsThisMonth: 1, bonusCredits: 3 })).toBe(5);
  });

  it("sets no limit for subscribers", () => {
    expect(readingsLeft({ role: "subscribed", readingsThisMonth: 40, bonusCredits: 0 })).toBeNull();
  });
});

describe("reader voices", () => {
  it("lets anonymous and free viewers read only in the gentle voice, and subscribers in every voice", () => {
    for (const viewer of LIMITED) expect(VOICES.filter((voice) => canUseVoice(viewer, voice))).toEqual(["gentle"]);
    expect(VOICES.every((voice) => canUseVoice("subscribed", voice))).toBe(true);
  });

  it("entitles only subscribers to a reading in a premium voice, whatever its spread and category", () => {
    expect(rolesEntitledTo({ type: "one_card", category: "general", voice: "direct" })).toEqual(["subscribed"]);
    expect(rolesEntitledTo({ type: "one_card", category: "general", voice: "gentle" })).toEqual(["free", "subscribed"]);
    expect(rolesEntitledTo({ type: "one_card", category: "general" })).toEqual(["free", "subscribed"]);
  });

  it("coerces a premium voice to gentle for anonymous and free viewers, and keeps a subscriber's", () => {
    expect(coerceSelection("free", { type: "one_card", category: "general", voice: "mystic" })).toEqual({ type: "one_card", category: "general", voice: "gentle" });
    expect(coerceSelection("subscribed", { type: "one_card", category: "general", voice: "mystic" }).voice).toBe("mystic");
  });
});
