import { describe, expect, it } from "vitest";
import { paymentFailedMail, subscriptionMails } from "./account-mails";

const APP = "https://arcana.example";
const END = new Date("2026-12-25T10:00:00Z");
const sub = (id: string, status: string, cancelAtPeriodEnd = false) => ({ id, status, currentPeriodEnd: END, cancelAtPeriodEnd });
const mails = (before: ReturnType<typeof sub>[], after: ReturnType<typeof sub>[], surplusIds: string[] = []) =>
  subscriptionMails({ userId: "u1", before, after, surplusIds, appUrl: APP }).map((request) => request.key);

describe("subscriptionMails", () => {
  it("welcomes a subscription that began keeping Premium, once per subscription", () => {
    expect(mails([], [sub("sub_1", "active")])).toEqual(["account:subscription_started:sub_1"]);
    expect(mails([sub("sub_1", "incomplete")], [sub("sub_1", "active")])).toEqual(["account:subscription_started:sub_1"]);
    expect(mails([sub("sub_1", "active")], [sub("sub_1", "active")])).toEqual([]);
    // A renewal's retry window keeps Premium: nothing started or ended.
    expect(mails([sub("sub_1", "active")], [sub("sub_1", "past_due")])).toEqual([]);
  });

  it("says a cancellation is scheduled with the day premium ends, and not again while it stays scheduled", () => {
    const [cancelled] = subscriptionMails({ userId: "u1", before: [sub("sub_1", "active")], after: [sub("sub_1", "active", true)], surplusIds: [], appUrl: APP });
    expect(cancelled).toEqual({
      key: "account:cancellation_scheduled:sub_1:2026-12-25",
      kind: "account",
      channel: "email",
      userId: "u1",
      payload: { mail: "cancellation_scheduled", periodEnd: "2026-12-25", url: `${APP}/` },
    });
    expect(mails([sub("sub_1", "active", true)], [sub("sub_1", "active", true)])).toEqual([]);
  });

  it("says premium ended when no subscription keeps it any more, also when the provider no longer lists it", () => {
    expect(mails([sub("sub_1", "active", true)], [sub("sub_1", "canceled", true)])).toEqual(["account:premium_ended:sub_1"]);
    expect(mails([sub("sub_1", "active")], [])).toEqual(["account:premium_ended:sub_1"]);
    expect(mails([sub("sub_1", "canceled")], [sub("sub_1", "canceled")])).toEqual([]);
  });

  it("sends nothing for a second subscription refunded and ended while the first keeps Premium", () => {
    expect(mails([sub("sub_1", "active")], [sub("sub_1", "active"), sub("sub_2", "active")], ["sub_2"])).toEqual([]);
    expect(mails([sub("sub_1", "active"), sub("sub_2", "active")], [sub("sub_1", "active"), sub("sub_2", "canceled")])).toEqual([]);
  });
});

describe("paymentFailedMail", () => {
  it("goes once per invoice, with the page to pay it when Stripe gave one", () => {
    expect(paymentFailedMail({ userId: "u1", invoiceId: "in_1", portalUrl: "https://invoice.stripe.com/i/x", appUrl: APP })).toEqual({
      key: "account:payment_failed:in_1",
      kind: "account",
      channel: "email",
      userId: "u1",
      payload: { mail: "payment_failed", url: `${APP}/`, portalUrl: "https://invoice.stripe.com/i/x" },
    });
    expect(paymentFailedMail({ userId: "u1", invoiceId: "in_1", portalUrl: null, appUrl: APP }).payload).toEqual({ mail: "payment_failed", url: `${APP}/` });
  });
});
