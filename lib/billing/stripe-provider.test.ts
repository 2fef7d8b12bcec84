import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { toProviderSubscription } from "./stripe-provider";

const subscription = (changes: Partial<Stripe.Subscription> = {}, ends: number[] = [1_800_000_000]) =>
  ({
    id: "sub_1",
    status: "active",
    cancel_at_period_end: false,
    cancel_at: null,
    created: 1_790_000_000,
    items: { data: ends.map((end) => ({ current_period_end: end })) },
    ...changes,
  }) as unknown as Stripe.Subscription;

describe("toProviderSubscription", () => {
  it("reads the period end from the items (API 2025-03-31.basil and later), the latest of them", () => {
    expect(toProviderSubscription(subscription({}, [1_800_000_000, 1_800_086_400])).currentPeriodEnd).toEqual(new Date(1_800_086_400_000));
    expect(toProviderSubscription(subscription({}, [])).currentPeriodEnd).toBeNull();
  });

  it("reads when the subscription began, so the older of two is the one kept", () => {
    expect(toProviderSubscription(subscription()).createdAt).toEqual(new Date(1_790_000_000_000));
  });

  it("counts a cancellation at period end, also one the portal made by setting cancel_at", () => {
    expect(toProviderSubscription(subscription()).cancelAtPeriodEnd).toBe(false);
    expect(toProviderSubscription(subscription({ cancel_at_period_end: true })).cancelAtPeriodEnd).toBe(true);
    expect(toProviderSubscription(subscription({ cancel_at: 1_800_000_000 })).cancelAtPeriodEnd).toBe(true);
  });
});
