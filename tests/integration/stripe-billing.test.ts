import { count } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/auth/google/route";
import { GET as getUser } from "@/app/api/auth/user/route";
import { POST as createCheckoutSession } from "@/app/api/payments/create-checkout-session/route";
import { POST as createPortalSession } from "@/app/api/payments/create-portal-session/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { confirmCheckout } from "@/lib/billing/account";
import { STRIPE_API_VERSION } from "@/lib/billing/stripe-client";
import { getConfig } from "@/lib/config";
import { CATEGORIES } from "@/lib/tarot/categories";
import { startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";
import { subscriptionRows, userRow } from "../helpers/billing-rows";
import { capturingLogs } from "../helpers/logs";
import { jsonRequest, newUser } from "../helpers/requests";
import { newCustomer, stripeEvent } from "../helpers/stripe";

const WEBHOOK_SECRET = "whsec_test_arcana";
const PRICE_ID = "price_test_monthly";
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  // The app's own configuration points the SDK at the fake, as the tests of the Anthropic writer do.
  process.env.STRIPE_SECRET_KEY = "sk_test_arcana";
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STRIPE_PRICE_ID = PRICE_ID;
  process.env.STRIPE_API_BASE = fake.url;
  // A subscriber's eleven readings in a row below are not what the rate limit is about.
  process.env.RATE_LIMIT_USER_PER_MIN = "100";
});

afterAll(async () => {
  await fake.close();
  for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_ID", "STRIPE_API_BASE", "RATE_LIMIT_USER_PER_MIN"]) delete process.env[name];
});

beforeEach(() => fake.reset());

const sameOrigin = () => ({ Origin: new URL(getConfig().appUrl).origin });

async function processedEvents(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(schema.stripeEvents);
  return Number(row.total);
}

/** Delivers an event as Stripe does: the raw JSON body and its Stripe-Signature header. */
function deliver(event: unknown, { secret = WEBHOOK_SECRET, timestamp, signature }: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const header = signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) : signature;
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (header !== null) headers["Stripe-Signature"] = header;
  return webhook(new Request(new URL("/api/payments/webhook", getConfig().appUrl), { method: "POST", headers, body: payload }));
}

describe("POST /api/payments/create-checkout-session on Stripe", () => {
  it("creates the customer once, then a subscription Checkout Session with the price, customer, reference and URLs", async () => {
    const { user, token, email } = await newUser();
    const response = await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token, headers: sameOrigin() }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ sessionId: expect.stringMatching(/^cs_test_/), url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) });

    const [customerCall] = fake.requestsTo("POST", "/v1/customers");
    expect(customerCall.form.get("email")).toBe(email);
    expect(customerCall.form.get("metadata[userId]")).toBe(user.id);
    expect(customerCall.headers["stripe-version"]).toBe(STRIPE_API_VERSION);
    const customerId = (await userRow(user.id)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_test_/);

    const [sessionCall] = fake.requestsTo("POST", "/v1/checkout/sessions");
    const { appUrl } = getConfig();
    expect(Object.fromEntries(sessionCall.form)).toEqual({
      mode: "subscription",
      customer: customerId,
      client_reference_id: user.id,
      "line_items[0][price]": PRICE_ID,
      "line_items[0][quantity]": "1",
      success_url: `${appUrl}/stripe/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${appUrl}/stripe/cancelled`,
      locale: "en",
    });
    expect(sessionCall.headers.authorization).toBe("Bearer sk_test_arcana");

    // A second attempt reuses the stored customer.
    fake.reset();
    const again = await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }));
    expect(again.status).toBe(200);
    expect(fake.requestsTo("POST", "/v1/customers")).toHaveLength(0);
    expect(fake.requestsTo("POST", "/v1/checkout/sessions")[0].form.get("customer")).toBe(customerId);
  });

  it("opens Checkout in the page's language, coming back to that language's pages", async () => {
    const { token } = await newUser();
    const response = await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session?locale=fr", { body: {}, token, headers: sameOrigin() }));
    expect(response.status).toBe(200);
    const { appUrl } = getConfig();
    const [sessionCall] = fake.requestsTo("POST", "/v1/checkout/sessions");
    expect(sessionCall.form.get("locale")).toBe("fr");
    expect(sessionCall.form.get("success_url")).toBe(`${appUrl}/fr/stripe/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(sessionCall.form.get("cancel_url")).toBe(`${appUrl}/fr/stripe/cancelled`);

    // Not one of ours: English, as with none.
    fake.reset();
    expect((await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session?locale=nl", { body: {}, token, headers: sameOrigin() }))).status).toBe(200);
    expect(fake.requestsTo("POST", "/v1/checkout/sessions")[0].form.get("locale")).toBe("en");
  });

  it("refuses a subscriber with 409, pointing to the profile, and creates nothing at Stripe", async () => {
    const { token } = await newUser({ role: "subscribed" });
    const response = await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: "You already have an active subscription. You can manage it from your profile.",
      code: "already_subscribed",
    });
    expect(fake.requests).toHaveLength(0);
  });

  it("expires the user's earlier open Checkout Session before opening a new one", async () => {
    const { token, user } = await newUser();
    const first = await (await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }))).json();
    const second = await (await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }))).json();

    const customerId = (await userRow(user.id)).stripeCustomerId;
    const listed = fake.requestsTo("GET", "/v1/checkout/sessions");
    expect(listed.map((call) => Object.fromEntries(call.query))).toContainEqual({ customer: customerId, status: "open", limit: "100" });
    expect(fake.requestsTo("POST", `/v1/checkout/sessions/${first.sessionId}/expire`)).toHaveLength(1);
    expect(fake.session(first.sessionId)!.status).toBe("expired");
    expect(fake.session(second.sessionId)!.status).toBe("open");
  });

  it("still opens the new checkout when an earlier session was paid or expired since it was listed", async () => {
    const { token } = await newUser();
    const first = await (await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }))).json();
    // Stripe refuses to expire a session that is no longer open; a payment in between is a second subscription, refunded by the sync.
    fake.failWith(new RegExp(`^POST /v1/checkout/sessions/${first.sessionId}/expire$`), { status: 400, type: "invalid_request_error", message: "Only open sessions can be expired." });
    const response = await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }));
    expect(response.status).toBe(200);
  });

  it("answers 502 and opens no session when Stripe cannot list the open ones", async () => {
    const { token } = await newUser();
    fake.failWith(/^GET \/v1\/checkout\/sessions$/, { status: 500, type: "api_error", message: "Something went wrong" });
    const response = await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }));
    expect(response.status).toBe(502);
    expect(fake.requestsTo("POST", "/v1/checkout/sessions")).toHaveLength(0);
  });

  it("refuses a user whose payment Stripe has but whose webhook has not arrived yet", async () => {
    const { token, user, customerId } = await newCustomer();
    fake.addSubscription(customerId);
    const response = await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }));
    expect(response.status).toBe(409);
    expect(fake.requestsTo("POST", "/v1/checkout/sessions")).toHaveLength(0);
    expect((await userRow(user.id)).role).toBe("subscribed");
  });

  it("turns a Stripe failure at customer creation into a readable { error } and stores nothing", async () => {
    const { token, user } = await newUser();
    fake.failWith(/^POST \/v1\/customers$/, { status: 402, type: "card_error", message: "Your card was declined." });
    const response = await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "We could not reach our payment provider. Please try again in a moment.", code: "billing_unavailable" });
    expect((await userRow(user.id)).stripeCustomerId).toBeNull();
  });

  it("turns a Stripe failure at session creation into { error }", async () => {
    const { token } = await newUser();
    fake.failWith(/^POST \/v1\/checkout\/sessions$/, { status: 400, type: "invalid_request_error", code: "resource_missing", message: "No such price" });
    const response = await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }));
    expect(response.status).toBe(502);
    expect((await response.json()).error).toMatch(/payment provider/);
  });

  it("refuses a foreign Origin and a missing token", async () => {
    const { token } = await newUser();
    const foreign = await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token, headers: { Origin: "https://evil.example" } }));
    expect(foreign.status).toBe(403);
    const anonymous = await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {} }));
    expect(anonymous.status).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("POST /api/payments/create-portal-session on Stripe", () => {
  it("answers 400 before the user has a customer", async () => {
    const { token } = await newUser();
    const response = await createPortalSession(jsonRequest("/api/payments/create-portal-session", { body: {}, token }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "You have no subscription to manage yet.", code: "no_billing_customer" });
  });

  it("answers the portal url for the user's customer, returning to the home page", async () => {
    const { token, customerId } = await newCustomer();
    const response = await createPortalSession(jsonRequest("/api/payments/create-portal-session", { body: {}, token, headers: sameOrigin() }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\//) });
    const [call] = fake.requestsTo("POST", "/v1/billing_portal/sessions");
    expect(call.form.get("customer")).toBe(customerId);
    expect(call.form.get("return_url")).toBe(`${getConfig().appUrl}/`);
  });

  it("turns a Stripe failure into { error }", async () => {
    const { token } = await newCustomer();
    fake.failWith(/billing_portal/, { status: 400, type: "invalid_request_error", message: "No configuration provided" });
    const response = await createPortalSession(jsonRequest("/api/payments/create-portal-session", { body: {}, token }));
    expect(response.status).toBe(502);
    expect((await response.json()).error).toMatch(/payment provider/);
  });
});

describe("POST /api/payments/webhook", () => {
  /** A webhook request whose body counts the chunks read from it: 64 KB each, as many as asked for. */
  function countedBody({ chunks, contentLength }: { chunks: number; contentLength?: number }) {
    const read = { chunks: 0 };
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (read.chunks === chunks) return controller.close();
          read.chunks += 1;
          controller.enqueue(chunk);
        },
      },
      // Nothing is pulled until someone reads.
      { highWaterMark: 0 },
    );
    const headers: Record<string, string> = { "Stripe-Signature": "t=1,v1=deadbeef", "Content-Type": "application/json" };
    if (contentLength !== undefined) headers["Content-Length"] = String(contentLength);
    const request = new Request(new URL("/api/payments/webhook", getConfig().appUrl), { method: "POST", headers, body, duplex: "half" } as RequestInit);
    return { request, read };
  }

  it("refuses a body declared larger than 512 KB with 413 before reading any of it", async () => {
    const { request, read } = countedBody({ chunks: 10, contentLength: 640 * 1024 });
    const response = await webhook(request);
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("payload_too_large");
    expect(read.chunks).toBe(0);
  });

  it("stops reading an undeclared body as soon as it passes 512 KB, and refuses it with 413", async () => {
    const { request, read } = countedBody({ chunks: 1_000 });
    const response = await webhook(request);
    expect(response.status).toBe(413);
    // 512 KB is 8 chunks: the 9th passes the limit, and nothing after it is read.
    expect(read.chunks).toBe(9);
  });

  it("refuses a missing, bad or 10-minute-old signature with 400 and changes nothing", async () => {
    const { user, customerId } = await newCustomer();
    fake.addSubscription(customerId);
    const event = stripeEvent("customer.subscription.created", { customer: customerId });
    const before = await processedEvents();
    const attempts = [
      await deliver(event, { signature: null }),
      await deliver(event, { secret: "whsec_someone_else" }),
      await deliver(event, { signature: "t=1,v1=deadbeef" }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
    ];
    expect(attempts.map((response) => response.status)).toEqual([400, 400, 400, 400]);
    expect(await processedEvents()).toBe(before);
    expect((await userRow(user.id)).role).toBe("free");
    expect(await subscriptionRows(user.id)).toEqual([]);
    expect(fake.requestsTo("GET", "/v1/subscriptions")).toHaveLength(0);
  });

  it("syncs the customer's subscriptions and role on a subscription event", async () => {
    const { user, customerId } = await newCustomer();
    const periodEnd = Math.floor(Date.now() / 1000) + 20 * 86_400;
    const subscription = fake.addSubscription(customerId, { periodEnd });
    const response = await deliver(stripeEvent("customer.subscription.created", { ...subscription }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "synced" });
    expect((await userRow(user.id)).role).toBe("subscribed");
    expect(await subscriptionRows(user.id)).toEqual([
      expect.objectContaining({ id: subscription.id, status: "active", cancelAtPeriodEnd: false, currentPeriodEnd: new Date(periodEnd * 1000) }),
    ]);
  });

  it("processes the same event once when it arrives twice", async () => {
    const { user, customerId } = await newCustomer();
    fake.addSubscription(customerId);
    const event = stripeEvent("checkout.session.completed", { customer: customerId, object: "checkout.session" });
    expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: "synced" });
    expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: "duplicate" });
    expect(fake.requestsTo("GET", "/v1/subscriptions")).toHaveLength(1);
    expect((await userRow(user.id)).role).toBe("subscribed");
  });

  it("ends free when 'deleted' arrives before 'created'", async () => {
    const { user, customerId } = await newCustomer();
    const subscription = fake.addSubscription(customerId);
    const created = stripeEvent("customer.subscription.created", { ...subscription });
    fake.updateSubscription(subscription.id, { status: "canceled" });
    const deleted = stripeEvent("customer.subscription.deleted", { ...fake.subscription(subscription.id)! });
    expect((await deliver(deleted)).status).toBe(200);
    expect((await deliver(created)).status).toBe(200);
    expect((await userRow(user.id)).role).toBe("free");
    expect(await subscriptionRows(user.id)).toEqual([expect.objectContaining({ id: subscription.id, status: "canceled" })]);
  });

  it("keeps Premium after a cancellation at period end until the period ends", async () => {
    const { user, token, customerId } = await newCustomer();
    const subscription = fake.addSubscription(customerId);
    await deliver(stripeEvent("customer.subscription.created", { ...subscription }));

    fake.updateSubscription(subscription.id, { cancel_at_period_end: true });
    await deliver(stripeEvent("customer.subscription.updated", { ...subscription }));
    expect((await userRow(user.id)).role).toBe("subscribed");
    expect(await subscriptionRows(user.id)).toEqual([expect.objectContaining({ status: "active", cancelAtPeriodEnd: true })]);
    const profile = await (await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).json();
    expect(profile.role).toBe("subscribed");

    // The period ends: Stripe cancels the subscription and says so.
    fake.updateSubscription(subscription.id, { status: "canceled" });
    await deliver(stripeEvent("customer.subscription.deleted", { ...subscription }));
    expect((await userRow(user.id)).role).toBe("free");
  });

  it("keeps Premium while a failed payment is retried (past_due)", async () => {
    const { user, customerId } = await newCustomer();
    fake.addSubscription(customerId, { status: "past_due" });
    await deliver(stripeEvent("invoice.payment_failed", { customer: customerId, object: "invoice" }));
    expect((await userRow(user.id)).role).toBe("subscribed");
  });

  it("converges 10 concurrent deliveries for one customer to one consistent row set", async () => {
    const { user, customerId } = await newCustomer();
    const subscription = fake.addSubscription(customerId);
    const types = ["checkout.session.completed", "customer.subscription.created", "customer.subscription.updated", "invoice.paid"];
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => deliver(stripeEvent(types[i % types.length], { customer: customerId }))));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await subscriptionRows(user.id)).toEqual([expect.objectContaining({ id: subscription.id, status: "active" })]);
    expect((await userRow(user.id)).role).toBe("subscribed");
  });

  it("acknowledges other event types and unknown customers without changing anything", async () => {
    const { user, customerId } = await newCustomer();
    fake.addSubscription(customerId);
    const before = await processedEvents();
    const other = await deliver(stripeEvent("customer.updated", { customer: customerId }));
    const stranger = await deliver(stripeEvent("customer.subscription.created", { customer: "cus_test_nobody" }));
    expect([other.status, stranger.status]).toEqual([200, 200]);
    expect(await other.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await processedEvents()).toBe(before);
    expect((await userRow(user.id)).role).toBe("free");
    expect(fake.requestsTo("GET", "/v1/subscriptions")).toHaveLength(0);
  });

  it("answers non-2xx and forgets the event when Stripe cannot be read, so that Stripe retries", async () => {
    const { user, customerId } = await newCustomer();
    fake.addSubscription(customerId);
    const event = stripeEvent("invoice.paid", { customer: customerId });
    fake.failWith(/^GET \/v1\/subscriptions$/);
    expect((await deliver(event)).status).toBe(502);
    fake.failWith(null);
    expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: "synced" });
    expect((await userRow(user.id)).role).toBe("subscribed");
  });
});

describe("a signed event with a control character in what we read", () => {
  it("names no customer when its customer id has one (acknowledged, nothing changes), and is refused when its id has one; never a 500", async () => {
    const { user, customerId } = await newCustomer();
    fake.addSubscription(customerId);
    const before = await processedEvents();
    const customer = await deliver(stripeEvent("customer.subscription.created", { customer: `${customerId}\u0000` }));
    expect(await customer.json()).toEqual({ received: true, outcome: "ignored" });
    const id = await deliver(stripeEvent("customer.subscription.created", { customer: customerId }, "evt_\u0000"));
    expect(id.status).toBe(400);
    expect((await id.json()).code).toBe("invalid_request");
    expect(await processedEvents()).toBe(before);
    expect((await userRow(user.id)).role).toBe("free");
  });
});

describe("one subscription per customer on Stripe", () => {
  const minutesAgo = (minutes: number) => Math.floor(Date.now() / 1000) - minutes * 60;

  /** A subscriber whose second checkout was paid too: Stripe holds two active subscriptions. */
  async function customerWithTwoSubscriptions() {
    const customer = await newCustomer();
    const first = fake.addSubscription(customer.customerId, { created: minutesAgo(10) });
    expect((await deliver(stripeEvent("customer.subscription.created", { ...first }))).status).toBe(200);
    const second = fake.addSubscription(customer.customerId, { created: minutesAgo(1) });
    return { ...customer, first, second };
  }

  it("cancels and refunds a second paid subscription arriving by webhook, and the user keeps the first", async () => {
    const { user, token, customerId, first, second } = await customerWithTwoSubscriptions();
    const { lines } = await capturingLogs(async () => {
      const response = await deliver(stripeEvent("customer.subscription.created", { ...second }));
      expect(await response.json()).toEqual({ received: true, outcome: "synced" });
    });
    expect(lines.filter((line) => line.level === "warn")).toEqual([
      expect.objectContaining({ msg: "Cancelled and refunded a second subscription", customer: customerId, subscription: second.id }),
    ]);

    const [refundCall] = fake.requestsTo("POST", "/v1/refunds");
    expect(Object.fromEntries(refundCall.form)).toEqual({ payment_intent: fake.paymentIntentOf(second.id), reason: "duplicate", "metadata[subscription]": second.id });
    expect(refundCall.headers["idempotency-key"]).toMatch(new RegExp(`^arcana-refund-${second.id}-`));
    expect(fake.refundsOf(second.id)).toEqual([expect.objectContaining({ payment_intent: fake.paymentIntentOf(second.id), amount: 399 })]);
    expect(fake.refundsOf(first.id)).toEqual([]);
    const [cancelCall] = fake.requestsTo("DELETE", `/v1/subscriptions/${second.id}`);
    expect(cancelCall.headers["idempotency-key"]).toBe(`arcana-cancel-${second.id}`);
    expect(fake.subscription(second.id)!.status).toBe("canceled");
    expect(fake.subscription(first.id)!.status).toBe("active");

    expect((await userRow(user.id)).role).toBe("subscribed");
    const rows = await subscriptionRows(user.id);
    expect(rows.filter((row) => row.status === "active").map((row) => row.id)).toEqual([first.id]);
    // Each row is dated when Stripe created it: the console's conversions count from there.
    expect(rows.find((row) => row.id === first.id)?.createdAt).toEqual(new Date(first.created * 1000));
    expect(rows.find((row) => row.id === second.id)?.status).toBe("canceled");
    // And a subscriber still cannot open a third checkout.
    expect((await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }))).status).toBe(409);
  });

  it("refunds once when several events make concurrent syncs find the second subscription", async () => {
    const { user, customerId, first, second } = await customerWithTwoSubscriptions();
    await capturingLogs(async () => {
      const types = ["customer.subscription.created", "checkout.session.completed", "invoice.paid", "customer.subscription.updated"];
      const responses = await Promise.all(types.map((type) => deliver(stripeEvent(type, { customer: customerId }))));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    });
    expect(fake.refundsOf(second.id)).toHaveLength(1);
    expect(fake.refundsOf(first.id)).toEqual([]);
    expect(new Set(fake.requestsTo("POST", "/v1/refunds").map((call) => call.headers["idempotency-key"])).size).toBe(1);
    expect(fake.subscription(second.id)!.status).toBe("canceled");
    expect(fake.subscription(first.id)!.status).toBe("active");
    expect((await userRow(user.id)).role).toBe("subscribed");
  });

  it("finishes on Stripe's retry when the cancel failed after the refund, refunding nothing twice", async () => {
    const { user, second } = await customerWithTwoSubscriptions();
    const event = stripeEvent("customer.subscription.created", { ...second });
    await capturingLogs(async () => {
      fake.failWith(/^DELETE \/v1\/subscriptions\//, { status: 500, type: "api_error", message: "Something went wrong" });
      expect((await deliver(event)).status).toBe(502);
      expect(fake.refundsOf(second.id)).toHaveLength(1);
      expect(fake.subscription(second.id)!.status).toBe("active");

      fake.failWith(null);
      expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: "synced" });
    });
    expect(fake.refundsOf(second.id)).toHaveLength(1);
    expect(fake.subscription(second.id)!.status).toBe("canceled");
    expect((await subscriptionRows(user.id)).filter((row) => row.status === "active")).toHaveLength(1);
  });

  it("cancels and refunds a second subscription found by the success page's sync", async () => {
    const { user, customerId, second } = await customerWithTwoSubscriptions();
    const session = await (await import("@/lib/billing")).getBillingProvider().createCheckoutSession({
      customerId,
      userId: user.id,
      locale: "en",
      successUrl: `${getConfig().appUrl}/stripe/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${getConfig().appUrl}/stripe/cancelled`,
    });
    fake.completeSession(session.sessionId);
    await capturingLogs(async () => expect(await confirmCheckout(session.sessionId)).toBe("confirmed"));
    expect(fake.refundsOf(second.id)).toHaveLength(1);
    expect(fake.subscription(second.id)!.status).toBe("canceled");
    expect((await userRow(user.id)).role).toBe("subscribed");
  });
});

describe("the return from checkout", () => {
  it("confirms a paid session and syncs its customer before the webhook arrives", async () => {
    const { user, token } = await newUser();
    const { sessionId } = await (await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }))).json();
    expect(await confirmCheckout(sessionId)).toBe("pending");
    const customerId = (await userRow(user.id)).stripeCustomerId!;
    fake.addSubscription(customerId);
    fake.completeSession(sessionId);
    expect(await confirmCheckout(sessionId)).toBe("confirmed");
    expect((await userRow(user.id)).role).toBe("subscribed");
  });

  it("says at once that a missing or unknown session has no payment to confirm", async () => {
    expect(await confirmCheckout(undefined)).toBe("unknown");
    expect(await confirmCheckout("cs_test_unknown")).toBe("unknown");
  });

  it("keeps confirming while Stripe does not answer", async () => {
    const { token } = await newUser();
    const { sessionId } = await (await createCheckoutSession(jsonRequest("/api/payments/create-checkout-session", { body: {}, token }))).json();
    fake.failWith(/^GET \/v1\/checkout\/sessions\//, { status: 500, type: "api_error", message: "Something went wrong" });
    expect(await confirmCheckout(sessionId)).toBe("pending");
  });
});

describe("a subscriber's readings", () => {
  it("can use three_cards, tarot and every category, and is never refused with 402", async () => {
    const { token, customerId } = await newCustomer();
    fake.addSubscription(customerId);
    await deliver(stripeEvent("customer.subscription.created", { customer: customerId }));
    const cards = ["The Fool", "The Magician", "The High Priestess", "The Empress", "The Emperor"];
    const requests = [
      { type: "three_cards", category: "love", cards: cards.slice(0, 3) },
      { type: "tarot", category: "career", cards },
      ...CATEGORIES.map((category) => ({ type: "one_card", category: category.id, cards: ["The Star"] })),
    ];
    for (const body of requests) {
      const response = await interpret(jsonRequest("/api/tarot/interpret", { body: { question: "What should I know?", ...body }, token }));
      expect(response.status, `${body.type} / ${body.category}`).toBe(200);
    }
  });
});

describe("DELETE /api/auth/google with a subscription", () => {
  it("cancels the subscription at Stripe at once, then deletes the account", async () => {
    const { user, token, customerId } = await newCustomer();
    const subscription = fake.addSubscription(customerId);
    const response = await deleteAccount(jsonRequest("/api/auth/google", { method: "DELETE", token }));
    expect(response.status).toBe(200);
    expect(fake.requestsTo("DELETE", `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect(fake.subscription(subscription.id)!.status).toBe("canceled");
    expect(await userRow(user.id)).toBeUndefined();
  });

  it("deletes nothing when Stripe refuses the cancellation", async () => {
    const { user, token, customerId } = await newCustomer();
    fake.addSubscription(customerId);
    fake.failWith(/^DELETE \/v1\/subscriptions\//);
    const response = await deleteAccount(jsonRequest("/api/auth/google", { method: "DELETE", token }));
    expect(response.status).toBe(502);
    expect((await response.json()).error).toMatch(/^Failed to delete account/);
    expect(await userRow(user.id)).toBeDefined();
  });
});

describe("the local checkout's routes while Stripe is configured", () => {
  it("answer 404", async () => {
    const { POST: payOrCancel } = await import("@/app/api/dev/checkout/[sessionId]/route");
    const { POST: changeSubscription } = await import("@/app/api/dev/subscription/route");
    const { POST: portalAction } = await import("@/app/api/dev/portal/route");
    const { token } = await newUser();
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const statuses = [
      (await payOrCancel(jsonRequest("/api/dev/checkout/cs_test_x", { body: { outcome: "paid" } }))).status,
      // Before its input is judged: a control character in it is no reason to answer anything but 404.
      (await payOrCancel(jsonRequest("/api/dev/checkout/cs_%00?q=%00", { body: { outcome: "paid" } }), { params: Promise.resolve({ sessionId: "cs_\u0000" }) })).status,
      (await changeSubscription(jsonRequest("/api/dev/subscription", { body: { action: "end_period" }, token }))).status,
      (await portalAction(jsonRequest("/api/dev/portal", { body: "customer=cus_x&action=resume", headers: form }))).status,
    ];
    expect(statuses).toEqual([404, 404, 404, 404]);
  });
});
