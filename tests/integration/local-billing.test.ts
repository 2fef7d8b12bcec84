import { randomBytes } from "node:crypto";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/auth/google/route";
import { GET as getUser } from "@/app/api/auth/user/route";
import { POST as payOrCancel } from "@/app/api/dev/checkout/[sessionId]/route";
import { POST as portalAction } from "@/app/api/dev/portal/route";
import { POST as changeSubscription } from "@/app/api/dev/subscription/route";
import { POST as createCheckoutSession } from "@/app/api/payments/create-checkout-session/route";
import { POST as createPortalSession } from "@/app/api/payments/create-portal-session/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { getDb, schema } from "@/db";
import { getBillingProvider } from "@/lib/billing";
import { ALREADY_SUBSCRIBED_MESSAGE, confirmCheckout } from "@/lib/billing/account";
import { CHECKOUT_EXPIRED_MESSAGE } from "@/lib/billing/local-checkout";
import { deliverDueLocalBillingEvents } from "@/lib/billing/local-events";
import { syncCustomer } from "@/lib/billing/sync";
import { getConfig } from "@/lib/config";
import { oneMonthAfter } from "@/lib/time/period";
import { subscriptionRows, userRow } from "../helpers/billing-rows";
import { capturingLogs, type LogLine } from "../helpers/logs";
import { jsonRequest, newUser } from "../helpers/requests";

/** With local providers on and no Stripe key, the local checkout stands in for Stripe. */

async function startCheckout(token: string): Promise<{ sessionId: string; url: string }> {
  const response = await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }));
  expect(response.status).toBe(200);
  return response.json();
}

/** Next's second argument to the checkout route: its session id, decoded. */
const sessionParams = (sessionId: string) => ({ params: Promise.resolve({ sessionId }) });

function finish(sessionId: string, outcome: "paid" | "cancelled") {
  return payOrCancel(jsonRequest(`/api/dev/checkout/${sessionId}`, { body: { outcome } }), sessionParams(sessionId));
}

function act(token: string, action: string) {
  return changeSubscription(jsonRequest("/api/dev/subscription", { body: { action }, token }));
}

/** A free user who has paid through the local checkout. */
async function newSubscriber() {
  const created = await newUser();
  const { sessionId } = await startCheckout(created.token);
  expect((await finish(sessionId, "paid")).status).toBe(200);
  return { ...created, sessionId, customerId: (await userRow(created.user.id)).stripeCustomerId! };
}

const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };

/** The local provider's own subscriptions of a customer, oldest first. */
async function localSubscriptions(customerId: string) {
  const db = await getDb();
  return db
    .select()
    .from(schema.localBillingSubscriptions)
    .where(eq(schema.localBillingSubscriptions.customerId, customerId))
    .orderBy(asc(schema.localBillingSubscriptions.createdAt));
}

/** The local provider's queued events about a customer, in the order they were written. */
async function localEvents(customerId: string) {
  const db = await getDb();
  const events = schema.localBillingEvents;
  return db
    .select()
    .from(events)
    .where(sql`${events.payload}::jsonb #>> '{data,object,customer}' = ${customerId}`)
    .orderBy(asc(events.createdAt));
}

/**
 * The database refuses to write our subscription rows, as a failing database would: every sync, and
 * so every event's processing, fails until the returned function allows writes again.
 */
async function refuseSubscriptionWrites(): Promise<() => Promise<void>> {
  const db = await getDb();
  await db.execute(
    sql.raw(
      `create or replace function refuse_subscription_writes() returns trigger language plpgsql as $$ begin raise exception 'subscriptions are read-only in this test'; end $$`,
    ),
  );
  await db.execute(sql.raw(`create trigger refuse_subscription_writes before insert or update or delete on subscriptions for each row execute function refuse_subscription_writes()`));
  return async () => {
    await db.execute(sql.raw(`drop trigger refuse_subscription_writes on subscriptions`));
  };
}

/** Runs `work` with the server's log captured: the warnings it logged. */
async function warnings(work: () => Promise<unknown>): Promise<LogLine[]> {
  const { lines } = await capturingLogs(work);
  return lines.filter((line) => line.level === "warn");
}

/** Runs `work` with the server's log kept from the output: failed deliveries log a line each, which is expected here. */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  return (await capturingLogs(work)).result;
}

describe("the local checkout", () => {
  it("answers a local checkout page, and paying there makes the user a subscriber through signed webhook events", async () => {
    const { user, token } = await newUser();
    const { sessionId, url } = await startCheckout(token);
    const { appUrl } = getConfig();
    expect(sessionId).toMatch(/^cs_local_/);
    expect(url).toBe(`${appUrl}/dev/checkout/${sessionId}`);
    expect((await userRow(user.id)).stripeCustomerId).toMatch(/^cus_local_/);

    const paid = await finish(sessionId, "paid");
    expect(await paid.json()).toEqual({ url: `${appUrl}/stripe/success?session_id=${sessionId}` });
    expect((await userRow(user.id)).role).toBe("subscribed");
    expect(await subscriptionRows(user.id)).toEqual([expect.objectContaining({ status: "active", cancelAtPeriodEnd: false })]);
    const db = await getDb();
    const [events] = await db.select({ total: count() }).from(schema.stripeEvents);
    expect(Number(events.total)).toBeGreaterThanOrEqual(3);
    expect(await confirmCheckout(sessionId)).toBe("confirmed");
  });

  it("pays a session once even when Pay is pressed twice", async () => {
    const { user, sessionId } = await newSubscriber();
    expect((await finish(sessionId, "paid")).status).toBe(200);
    expect(await subscriptionRows(user.id)).toHaveLength(1);
  });

  it("sends a cancelled checkout to the page that says nothing was charged, and changes nothing", async () => {
    const { user, token } = await newUser();
    const { sessionId } = await startCheckout(token);
    expect(await (await finish(sessionId, "cancelled")).json()).toEqual({ url: `${getConfig().appUrl}/stripe/cancelled` });
    expect((await userRow(user.id)).role).toBe("free");
    expect(await confirmCheckout(sessionId)).toBe("pending");
  });

  it("tells the success page at once that a missing or unknown session has no payment to confirm", async () => {
    expect(await confirmCheckout(undefined)).toBe("unknown");
    expect(await confirmCheckout("cs_local_nobody_knows")).toBe("unknown");
    expect(await confirmCheckout("x".repeat(300))).toBe("unknown");
  });

  it("redirects the checkout page's form with 303", async () => {
    const { token } = await newUser();
    const { sessionId } = await startCheckout(token);
    const response = await payOrCancel(jsonRequest(`/api/dev/checkout/${sessionId}`, { body: "outcome=paid", headers: formHeaders }), sessionParams(sessionId));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${getConfig().appUrl}/stripe/success?session_id=${sessionId}`);
  });

  it("keeps the page's language: the local checkout comes back to that language's payment pages", async () => {
    const { token } = await newUser();
    const response = await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session?locale=de", { body: {}, token }));
    expect(response.status).toBe(200);
    const { sessionId } = (await response.json()) as { sessionId: string };
    const paid = await finish(sessionId, "paid");
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { url: string }).url).toBe(`${getConfig().appUrl}/de/stripe/success?session_id=${sessionId}`);
  });

  it("answers 404 for an unknown session", async () => {
    expect((await finish("cs_local_nope", "paid")).status).toBe(404);
  });

  it("refuses a second checkout to a subscriber, pointing to the profile", async () => {
    const { token } = await newSubscriber();
    const response = await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: ALREADY_SUBSCRIBED_MESSAGE, code: "already_subscribed" });
    expect(ALREADY_SUBSCRIBED_MESSAGE).toMatch(/manage it from your profile/);
  });
});

describe("one subscription per customer, locally", () => {
  it("expires the earlier open checkout when a new one starts; paying the old one is refused and its form goes back to its page", async () => {
    const { user, token } = await newUser();
    const old = await startCheckout(token);
    const current = await startCheckout(token);

    const refused = await finish(old.sessionId, "paid");
    expect(refused.status).toBe(410);
    expect(await refused.json()).toEqual({ error: CHECKOUT_EXPIRED_MESSAGE, code: "checkout_expired" });
    const fromPage = await payOrCancel(jsonRequest(`/api/dev/checkout/${old.sessionId}`, { body: "outcome=paid", headers: formHeaders }), sessionParams(old.sessionId));
    expect(fromPage.status).toBe(303);
    expect(fromPage.headers.get("location")).toBe(`${getConfig().appUrl}/dev/checkout/${old.sessionId}`);
    const customerId = (await userRow(user.id)).stripeCustomerId!;
    expect(await localSubscriptions(customerId)).toEqual([]);
    expect((await userRow(user.id)).role).toBe("free");

    expect((await finish(current.sessionId, "paid")).status).toBe(200);
    expect((await userRow(user.id)).role).toBe("subscribed");
  });

  it("cancels and refunds a second paid subscription when its events arrive, and the user keeps the first", async () => {
    const { user, token } = await newUser();
    await startCheckout(token);
    const customerId = (await userRow(user.id)).stripeCustomerId!;
    // Two tabs that both got past the expiry at once: two open sessions of one customer.
    const { appUrl } = getConfig();
    const urls = { locale: "en" as const, successUrl: `${appUrl}/stripe/success?session_id={CHECKOUT_SESSION_ID}`, cancelUrl: `${appUrl}/stripe/cancelled` };
    const first = await getBillingProvider().createCheckoutSession({ customerId, userId: user.id, ...urls });
    const second = await getBillingProvider().createCheckoutSession({ customerId, userId: user.id, ...urls });
    expect((await finish(first.sessionId, "paid")).status).toBe(200);

    const logged = await warnings(async () => expect((await finish(second.sessionId, "paid")).status).toBe(200));
    const [kept, refunded] = await localSubscriptions(customerId);
    expect(kept).toMatchObject({ status: "active", refundedAt: null });
    expect(refunded).toMatchObject({ status: "canceled", refundedAt: expect.any(Date) });
    expect(logged).toEqual([expect.objectContaining({ msg: "Cancelled and refunded a second subscription", customer: customerId, subscription: refunded.id })]);

    expect((await userRow(user.id)).role).toBe("subscribed");
    const rows = await subscriptionRows(user.id);
    expect(rows.filter((row) => row.status === "active").map((row) => row.id)).toEqual([kept.id]);
    expect(rows.find((row) => row.id === refunded.id)?.status).toBe("canceled");
    expect(await confirmCheckout(second.sessionId)).toBe("confirmed");
  });

  it("refunds a second subscription once when several syncs find it at the same time", async () => {
    const { user, customerId } = await newSubscriber();
    // A second live subscription at the local provider, as a second paid checkout leaves it before its events arrive.
    const now = new Date();
    const secondId = `sub_local_second_${randomBytes(6).toString("hex")}`;
    const db = await getDb();
    await db
      .insert(schema.localBillingSubscriptions)
      .values({ id: secondId, customerId, status: "active", currentPeriodStart: now, currentPeriodEnd: oneMonthAfter(now), createdAt: new Date(now.getTime() + 1000) });

    const logged = await warnings(async () => {
      const results = await Promise.all([1, 2, 3].map(() => syncCustomer(db, customerId)));
      expect(results.map((result) => result?.role)).toEqual(["subscribed", "subscribed", "subscribed"]);
    });
    expect(logged.length).toBeGreaterThanOrEqual(1);
    const [kept, refunded] = await localSubscriptions(customerId);
    expect(kept).toMatchObject({ status: "active", refundedAt: null });
    expect(refunded).toMatchObject({ id: secondId, status: "canceled", refundedAt: expect.any(Date) });
    expect((await subscriptionRows(user.id)).filter((row) => row.status === "active")).toHaveLength(1);
  });

  it("never refunds a local subscription twice: one refunded earlier keeps that refund", async () => {
    const { customerId } = await newSubscriber();
    const [subscription] = await localSubscriptions(customerId);
    const yesterday = new Date(Date.now() - 86_400_000);
    const db = await getDb();
    await db
      .update(schema.localBillingSubscriptions)
      .set({ status: "canceled", refundedAt: yesterday })
      .where(eq(schema.localBillingSubscriptions.id, subscription.id));

    await getBillingProvider().cancelAndRefundSubscription(subscription.id);
    const [after] = await localSubscriptions(customerId);
    expect(after).toMatchObject({ status: "canceled", refundedAt: yesterday });
  });
});

describe("the local checkout's events", () => {
  it("keeps an event whose processing failed and delivers it after its delay, growing the delay on each failure; the user becomes a subscriber", async () => {
    const { user, token } = await newUser();
    const { sessionId } = await startCheckout(token);
    const customerId = (await userRow(user.id)).stripeCustomerId!;
    const allowWrites = await refuseSubscriptionWrites();
    let firstRetry: Date;
    let secondRetry: Date;
    try {
      const before = Date.now();
      // The payment itself is taken: the events that tell the app about it stay queued.
      expect((await quietly(() => finish(sessionId, "paid"))).status).toBe(200);
      const after = Date.now();
      expect(await localSubscriptions(customerId)).toEqual([expect.objectContaining({ status: "active" })]);
      const queued = await localEvents(customerId);
      expect(queued.map((event) => event.type)).toEqual(["customer.subscription.created", "checkout.session.completed", "invoice.paid"]);
      // Tried once; the later events wait behind it, so that the customer's events keep their order.
      expect(queued.map((event) => [event.attempts, event.deliveredAt])).toEqual([
        [1, null],
        [0, null],
        [0, null],
      ]);
      firstRetry = queued[0].nextAttemptAt;
      expect(firstRetry.getTime()).toBeGreaterThanOrEqual(before + 5_000);
      expect(firstRetry.getTime()).toBeLessThanOrEqual(after + 5_000);
      expect((await userRow(user.id)).role).toBe("free");

      expect(await deliverDueLocalBillingEvents(new Date(firstRetry.getTime() - 1))).toBe(0);
      expect(await quietly(() => deliverDueLocalBillingEvents(firstRetry))).toBe(0);
      const [retried] = await localEvents(customerId);
      expect(retried.attempts).toBe(2);
      secondRetry = retried.nextAttemptAt;
      expect(secondRetry.getTime()).toBe(firstRetry.getTime() + 10_000);
    } finally {
      await allowWrites();
    }

    expect(await deliverDueLocalBillingEvents(new Date(secondRetry.getTime() - 1))).toBe(0);
    expect(await deliverDueLocalBillingEvents(secondRetry)).toBe(3);
    expect((await userRow(user.id)).role).toBe("subscribed");
    const delivered = await localEvents(customerId);
    expect(delivered.map((event) => [event.attempts, event.deliveredAt])).toEqual([
      [3, secondRetry],
      [1, secondRetry],
      [1, secondRetry],
    ]);
    // Processed in the order they were written, each once, through the webhook's idempotency record.
    const db = await getDb();
    const processed = await db
      .select({ id: schema.stripeEvents.id })
      .from(schema.stripeEvents)
      .where(inArray(schema.stripeEvents.id, delivered.map((event) => event.id)))
      .orderBy(asc(schema.stripeEvents.receivedAt));
    expect(processed.map((event) => event.id)).toEqual(delivered.map((event) => event.id));
    expect(await deliverDueLocalBillingEvents(new Date(secondRetry.getTime() + 3_600_000))).toBe(0);
  });

  it("delivers each queued event once when two delivery runs go at the same time", async () => {
    const buyers = await Promise.all([1, 2, 3].map(() => newUser()));
    const sessions: string[] = [];
    for (const buyer of buyers) sessions.push((await startCheckout(buyer.token)).sessionId);
    const allowWrites = await refuseSubscriptionWrites();
    try {
      for (const sessionId of sessions) expect((await quietly(() => finish(sessionId, "paid"))).status).toBe(200);
    } finally {
      await allowWrites();
    }

    const customerIds = await Promise.all(buyers.map(async (buyer) => (await userRow(buyer.user.id)).stripeCustomerId!));
    const attemptsBefore = await Promise.all(customerIds.map(async (customerId) => (await localEvents(customerId)).map((event) => event.attempts)));
    const later = new Date(Date.now() + 60_000);
    const [one, other] = await Promise.all([deliverDueLocalBillingEvents(later), deliverDueLocalBillingEvents(later)]);
    expect(one + other).toBe(9);
    for (const [index, customerId] of customerIds.entries()) {
      expect((await userRow(buyers[index].user.id)).role).toBe("subscribed");
      const events = await localEvents(customerId);
      // One more attempt each, and it delivered: no event was taken by both runs.
      expect(events.map((event) => [event.attempts, event.deliveredAt])).toEqual(attemptsBefore[index].map((attempts) => [attempts + 1, later]));
    }
  });
});

describe("the local portal", () => {
  it("opens on the user's customer", async () => {
    const { user, token } = await newSubscriber();
    const response = await createPortalSession(jsonRequest("/api/payments/create-portal-session", { body: {}, token }));
    const customerId = (await userRow(user.id)).stripeCustomerId!;
    expect(await response.json()).toEqual({ url: `${getConfig().appUrl}/dev/portal?customer=${encodeURIComponent(customerId)}` });
  });

  it("cancels at period end (still Premium), resumes, and ends the period (Free again)", async () => {
    const { user, token } = await newSubscriber();
    const cancelled = await act(token, "cancel_at_period_end");
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect((await userRow(user.id)).role).toBe("subscribed");
    expect(await subscriptionRows(user.id)).toEqual([expect.objectContaining({ cancelAtPeriodEnd: true })]);

    expect((await act(token, "resume")).status).toBe(200);
    expect(await subscriptionRows(user.id)).toEqual([expect.objectContaining({ cancelAtPeriodEnd: false })]);

    await act(token, "cancel_at_period_end");
    const ended = await act(token, "end_period");
    expect((await ended.json()).subscription).toMatchObject({ status: "canceled" });
    expect((await userRow(user.id)).role).toBe("free");
    expect((await act(token, "resume")).status).toBe(400);
  });

  it("renews a subscription whose period ends without a cancellation", async () => {
    const { user, token } = await newSubscriber();
    const [before] = await subscriptionRows(user.id);
    const renewed = await (await act(token, "end_period")).json();
    expect(renewed.subscription.status).toBe("active");
    expect((await userRow(user.id)).role).toBe("subscribed");
    const [after] = await subscriptionRows(user.id);
    expect(after.currentPeriodEnd!.getTime()).toBeGreaterThanOrEqual(before.currentPeriodEnd!.getTime());
  });

  it("takes the portal page's form and sends the browser back to the portal", async () => {
    const { user } = await newSubscriber();
    const customer = (await userRow(user.id)).stripeCustomerId!;
    const response = await portalAction(
      jsonRequest("/api/dev/portal", {
        body: new URLSearchParams({ customer, action: "cancel_at_period_end" }).toString(),
        headers: formHeaders,
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${getConfig().appUrl}/dev/portal?customer=${encodeURIComponent(customer)}`);
    expect(await subscriptionRows(user.id)).toEqual([expect.objectContaining({ cancelAtPeriodEnd: true })]);
  });

  it("puts a cancellation at period end on the user JSON, so the profile can say when Premium ends", async () => {
    const { token, customerId } = await newSubscriber();
    const [subscription] = await localSubscriptions(customerId);
    const profile = async () => (await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).json();
    const periodEnd = subscription.currentPeriodEnd.toISOString();
    expect((await profile()).subscription).toEqual({ cancelAtPeriodEnd: false, currentPeriodEnd: periodEnd });

    await act(token, "cancel_at_period_end");
    expect(await profile()).toMatchObject({ role: "subscribed", subscription: { cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd } });

    await act(token, "end_period");
    expect(await profile()).toMatchObject({ role: "free", subscription: null });
    const { token: freeToken } = await newUser();
    expect((await (await getUser(jsonRequest("/api/auth/user", { method: "GET", token: freeToken }))).json()).subscription).toBeNull();
  });

  it("refuses a user without a subscription and a request without a token", async () => {
    const { token } = await newUser();
    expect((await act(token, "end_period")).status).toBe(400);
    expect((await changeSubscription(jsonRequest("/api/dev/subscription", { body: { action: "resume" } }))).status).toBe(401);
  });
});

describe("the webhook with local providers", () => {
  it("refuses an event signed with anything but the generated secret", async () => {
    const { user } = await newUser();
    const payload = JSON.stringify({ id: "evt_forged", object: "event", type: "customer.subscription.created", data: { object: { customer: "cus_local_x" } } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_guess" });
    const response = await webhook(new Request(new URL("/api/payments/webhook", getConfig().appUrl), { method: "POST", headers: { "Stripe-Signature": signature }, body: payload }));
    expect(response.status).toBe(400);
    expect((await userRow(user.id)).role).toBe("free");
  });
});

describe("deleting a subscriber's account", () => {
  it("ends the local subscription, then deletes the account", async () => {
    const { user, token } = await newSubscriber();
    const customerId = (await userRow(user.id)).stripeCustomerId!;
    expect((await deleteAccount(jsonRequest("/api/auth/google", { method: "DELETE", token }))).status).toBe(200);
    const db = await getDb();
    const local = await db.select().from(schema.localBillingSubscriptions).where(eq(schema.localBillingSubscriptions.customerId, customerId));
    expect(local.map((subscription) => subscription.status)).toEqual(["canceled"]);
    expect(await userRow(user.id)).toBeUndefined();
  });
});
