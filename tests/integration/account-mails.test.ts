import { randomBytes } from "node:crypto";
import { like } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/auth/google/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { getDb, schema } from "@/db";
import { getConfig } from "@/lib/config";
import { composeMail } from "@/lib/notifications/mail/compose";
import { runDueNotifications } from "@/lib/notifications/run";
import type { NotificationContent } from "@/lib/notifications/types";
import { startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";
import { jsonRequest, newUser } from "../helpers/requests";
import { startSmtpInbox, type ReceivedMail } from "../helpers/smtp-inbox";
import { newCustomer, stripeEvent } from "../helpers/stripe";

const WEBHOOK_SECRET = "whsec_test_account_mails";
let fake: FakeStripe;

// A real SMTP server receives what the queue sends: SMTP_URL is set before the configuration is first read.
const inbox = await startSmtpInbox();
process.env.SMTP_URL = inbox.url;
afterAll(() => inbox.stop());

/** Runs the queue as its worker does and answers the mail that reached `to` with `subject`. */
async function sentTo(to: string, subject: string): Promise<ReceivedMail> {
  const arrived = inbox.waitFor((mail) => mail.to === to.toLowerCase() && mail.subject === subject);
  await runDueNotifications({ at: new Date() });
  const mail = await arrived;
  // Account mail is part of the service: nothing to unsubscribe from.
  expect(mail.headers["list-unsubscribe"]).toBeUndefined();
  expect(mail.text).not.toMatch(/unsubscribe/i);
  return mail;
}

const receivedBy = (to: string) => inbox.messages.filter((mail) => mail.to === to.toLowerCase());

beforeAll(async () => {
  fake = await startFakeStripe();
  process.env.STRIPE_SECRET_KEY = "sk_test_arcana";
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STRIPE_PRICE_ID = "price_test_monthly";
  process.env.STRIPE_API_BASE = fake.url;
});

afterAll(async () => {
  await fake.close();
  for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_ID", "STRIPE_API_BASE"]) delete process.env[name];
});

beforeEach(() => fake.reset());

/** Delivered as Stripe delivers: the raw body signed in Stripe-Signature. */
async function deliver(event: unknown) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const response = await webhook(
    new Request(new URL("/api/payments/webhook", getConfig().appUrl), { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload }),
  );
  expect(response.status).toBe(200);
}

async function accountJobs(match: string) {
  const db = await getDb();
  return db.select().from(schema.notificationJobs).where(like(schema.notificationJobs.key, `account:%${match}%`));
}

/** What the job's mail would be, as delivery writes it: account content is the payload. */
const mailOf = (job: { payload: Record<string, unknown> }) =>
  composeMail({ kind: "account", ...job.payload } as NotificationContent, { email: "reader@example.com", unsubscribeUrl: "https://arcana.example/unsubscribe?token=x", messageId: "<m@a>" });

describe("account mail from billing events", () => {
  it("queues 'subscription started' once when a subscription begins, however often it is synced", async () => {
    const { user, customerId } = await newCustomer();
    const subscription = fake.addSubscription(customerId);
    await deliver(stripeEvent("checkout.session.completed", { customer: customerId, object: "checkout.session" }));
    await deliver(stripeEvent("customer.subscription.created", { ...subscription }));
    await deliver(stripeEvent("invoice.paid", { customer: customerId, object: "invoice" }));

    const jobs = await accountJobs(subscription.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      key: `account:subscription_started:${subscription.id}`,
      kind: "account",
      channel: "email",
      userId: user.id,
      status: "queued",
      payload: { mail: "subscription_started", url: `${getConfig().appUrl}/` },
    });
    const mail = mailOf(jobs[0]);
    expect(mail.subject).toBe("Your Arcana subscription has started");
    expect(mail.headers).toEqual({});
    await sentTo(user.email, "Your Arcana subscription has started");
    expect(receivedBy(user.email)).toHaveLength(1);
  });

  it("queues 'cancellation scheduled' with the day premium ends, then 'premium ended' when it does", async () => {
    const { user, customerId } = await newCustomer();
    const periodEnd = Date.UTC(2026, 11, 25, 9) / 1000;
    const subscription = fake.addSubscription(customerId, { periodEnd });
    await deliver(stripeEvent("customer.subscription.created", { ...subscription }));
    fake.updateSubscription(subscription.id, { cancel_at_period_end: true });
    await deliver(stripeEvent("customer.subscription.updated", { ...subscription }));
    await deliver(stripeEvent("customer.subscription.updated", { ...subscription }));

    const cancelled = await accountJobs(`cancellation_scheduled:${subscription.id}`);
    expect(cancelled.map((job) => [job.key, job.payload])).toEqual([
      [`account:cancellation_scheduled:${subscription.id}:2026-12-25`, { mail: "cancellation_scheduled", periodEnd: "2026-12-25", url: `${getConfig().appUrl}/` }],
    ]);
    const mail = mailOf(cancelled[0]);
    expect(mail.subject).toBe("Your Arcana subscription is cancelled: premium ends on 25 December 2026");
    expect(mail.headers).toEqual({});
    expect(await accountJobs(`premium_ended:${subscription.id}`)).toHaveLength(0);
    const received = await sentTo(user.email, "Your Arcana subscription is cancelled: premium ends on 25 December 2026");
    expect(received.text).toContain("Premium stays yours until 25 December 2026");

    fake.updateSubscription(subscription.id, { status: "canceled" });
    await deliver(stripeEvent("customer.subscription.deleted", { ...subscription }));
    await deliver(stripeEvent("customer.subscription.deleted", { ...subscription }));
    const ended = await accountJobs(`premium_ended:${subscription.id}`);
    expect(ended.map((job) => job.payload)).toEqual([{ mail: "premium_ended", url: `${getConfig().appUrl}/` }]);
    expect(mailOf(ended[0]).headers).toEqual({});
    await sentTo(user.email, "Your Arcana premium has ended");
    // One of each, whichever order one run sent the first two in.
    expect(receivedBy(user.email).map((mail) => mail.subject).sort()).toEqual([
      "Your Arcana premium has ended",
      "Your Arcana subscription has started",
      "Your Arcana subscription is cancelled: premium ends on 25 December 2026",
    ]);
  });

  it("queues 'payment failed' from a signed invoice.payment_failed of a renewal, once when delivered twice", async () => {
    const { user, customerId } = await newCustomer();
    fake.addSubscription(customerId, { status: "past_due" });
    const invoiceId = `in_test_${randomBytes(6).toString("hex")}`;
    const event = stripeEvent("invoice.payment_failed", {
      id: invoiceId,
      object: "invoice",
      customer: customerId,
      billing_reason: "subscription_cycle",
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_test/${invoiceId}`,
    });
    await deliver(event);
    await deliver(event);

    const jobs = await accountJobs(`payment_failed:${invoiceId}`);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      key: `account:payment_failed:${invoiceId}`,
      userId: user.id,
      payload: { mail: "payment_failed", portalUrl: `https://invoice.stripe.com/i/acct_test/${invoiceId}`, url: `${getConfig().appUrl}/` },
    });
    const mail = mailOf(jobs[0]);
    expect(mail.text).toContain(`Update your payment method: https://invoice.stripe.com/i/acct_test/${invoiceId}`);
    expect(mail.headers).toEqual({});
    const received = await sentTo(user.email, "Your Arcana renewal payment failed");
    expect(received.html).toContain(`href="https://invoice.stripe.com/i/acct_test/${invoiceId}"`);
    expect(receivedBy(user.email).filter((sent) => sent.subject === "Your Arcana renewal payment failed")).toHaveLength(1);
  });

  it("sends no 'payment failed' for the first payment, which fails in front of the customer at checkout", async () => {
    const { customerId } = await newCustomer();
    const invoiceId = `in_test_${randomBytes(6).toString("hex")}`;
    await deliver(stripeEvent("invoice.payment_failed", { id: invoiceId, object: "invoice", customer: customerId, billing_reason: "subscription_create" }));
    expect(await accountJobs(invoiceId)).toHaveLength(0);
  });
});

describe("account mail on deletion", () => {
  it("queues the receipt to the address the account had, with no user (the row is gone)", async () => {
    const { user, token, email } = await newUser();
    const response = await deleteAccount(jsonRequest("/api/auth/google", { method: "DELETE", token }));
    expect(response.status).toBe(200);

    const jobs = await accountJobs(`account_deleted:${user.id}`);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      key: `account:account_deleted:${user.id}`,
      userId: null,
      payload: { mail: "account_deleted", email, url: `${getConfig().appUrl}/` },
    });
    const mail = mailOf(jobs[0]);
    expect(mail.subject).toBe("Your Arcana account is deleted");
    expect(mail.headers).toEqual({});
    const received = await sentTo(email, "Your Arcana account is deleted");
    expect(received.messageId).toBe(`<${jobs[0].id}@arcana>`);
  });
});
