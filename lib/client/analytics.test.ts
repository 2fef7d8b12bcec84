import { afterEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_EVENTS, setAnalyticsSink, track, type AnalyticsEvent, type AnalyticsProps } from "./analytics";

afterEach(() => {
  setAnalyticsSink(null);
  vi.restoreAllMocks();
});

describe("analytics", () => {
  it("knows exactly the product's analytics events", () => {
    expect([...ANALYTICS_EVENTS].sort()).toEqual(
      [
        "auth_google",
        "auth_logout",
        "auth_get_user",
        "auth_delete_google",
        "payments_checkout",
        "payments_portal",
        "tarot_interpret",
        "reading_follow_up",
        "auth_get_user_error",
      ].sort(),
    );
  });

  it("writes events to console.debug outside production", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    track("auth_logout");
    track("tarot_interpret", { type: "one_card" });
    expect(debug).toHaveBeenNthCalledWith(1, "[analytics]", "auth_logout", {});
    expect(debug).toHaveBeenNthCalledWith(2, "[analytics]", "tarot_interpret", { type: "one_card" });
  });

  it("sends events to a plugged-in sink instead of the console", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    const seen: [AnalyticsEvent, AnalyticsProps | undefined][] = [];
    setAnalyticsSink((event, props) => seen.push([event, props]));
    track("auth_google");
    track("payments_checkout", { plan: "monthly" });
    expect(seen).toEqual([
      ["auth_google", undefined],
      ["payments_checkout", { plan: "monthly" }],
    ]);
    expect(debug).not.toHaveBeenCalled();
  });

  it("restores the default sink when given null", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    setAnalyticsSink(() => {});
    setAnalyticsSink(null);
    track("auth_get_user");
    expect(debug).toHaveBeenCalledWith("[analytics]", "auth_get_user", {});
  });

  it("never lets a failing sink break the caller", () => {
    setAnalyticsSink(() => {
      throw new Error("provider down");
    });
    expect(() => track("auth_delete_google")).not.toThrow();
  });
});
