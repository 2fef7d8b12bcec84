import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as runJobs } from "@/app/api/dev/jobs/run/route";
import { POST as subscribeDevice } from "@/app/api/notifications/push/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { NotificationsView } from "@/components/admin/notifications-view";
import { getDb, schema } from "@/db";
import { notificationFigures } from "@/lib/admin/notification-figures";
import { getConfig } from "@/lib/config";
import { cardOfTheDay } from "@/lib/daily/daily-cards";
import { firstSentence } from "@/lib/daily/share-text";
import { dailyCardJobKey, scheduleDailyCards } from "@/lib/notifications/daily-schedule";
import { claimDueJobs, enqueueNotification } from "@/lib/notifications/queue";
import type { NotificationRun } from "@/lib/notifications/run";
import type { PushMessage } from "@/lib/notifications/types";
import { metricsExposition } from "@/lib/observability/metrics";
import { capturingLogs } from "../helpers/logs";
import { parsePrometheusText, sampleValue } from "../helpers/prometheus-text";
import { startPushService, type PushService } from "../helpers/push-service";
import { jsonRequest, newUser } from "../helpers/requests";
import { startSmtpInbox, type SmtpInbox } from "../helpers/smtp-inbox";

const { notificationJobs, notificationPreferences } = schema;
const NEW_YORK = "America/New_York";

let inbox: SmtpInbox;
let pushService: PushService;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  pushService = await startPushService();
  // Read once, at this file's first getConfig(): every mail goes to the test's SMTP server.
  process.env.SMTP_URL = inbox.url;
});

afterAll(async () => {
  await inbox?.stop();
  await pushService?.close();
  delete process.env.SMTP_URL;
});

afterEach(async () => {
  inbox.refuse(false);
  // Each test's readers are its own: none is scheduled again in the next test's hours.
  const db = await getDb();
  await db.update(notificationPreferences).set({ dailyCardEmail: false, dailyCardPush: false });
});

/** A new reader who wants the day's card by e-mail at `hour` in `timeZone`. */
async function readerWantingTheDailyCard({ timeZone = NEW_YORK, hour = 8 } = {}) {
  const reader = await newUser();
  const db = await getDb();
  await db.insert(notificationPreferences).values({ userId: reader.user.id, timeZone, dailyCardHour: hour, dailyCardEmail: true });
  return reader;
}

/** POST /api/dev/jobs/run as of `at`, as a journey calls it. */
async function runAsOf(at: string): Promise<NotificationRun> {
  const response = await runJobs(jsonRequest("/api/dev/jobs/run", { body: { at } }));
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationRun;
}

const mailsTo = (email: string) => inbox.messages.filter((mail) => mail.to === email.toLowerCase());

async function jobOf(key: string) {
  const db = await getDb();
  const [job] = await db.select().from(notificationJobs).where(eq(notificationJobs.key, key));
  return job;
}

async function notificationsCounted(labels: { kind: string; channel: string; outcome: string }): Promise<number> {
  return sampleValue(parsePrometheusText((await metricsExposition()).text), "arcana_notifications_total", labels);
}

describe("the card of the day by e-mail", () => {
  it("sends through SMTP_URL", () => {
    expect(getConfig().mail.smtpUrl).toBe(inbox.url);
  });

  it("reaches a reader at 8:00 in New York, not at 7:59 there nor at 8:00 UTC, once with two workers racing and the scheduler run again", async () => {
    const { user, email } = await readerWantingTheDailyCard();
    // 1 December 2026: New York is at UTC−5, so its 8:00 is 13:00 UTC.
    expect(await runAsOf("2026-12-01T08:00:00Z")).toMatchObject({ scheduled: 0 });
    expect(await runAsOf("2026-12-01T12:59:59Z")).toMatchObject({ scheduled: 0 });
    expect(await jobOf(dailyCardJobKey(user.id, "2026-12-01", "email"))).toBeUndefined();

    const arrived = inbox.waitFor((mail) => mail.to === email.toLowerCase());
    const [first, second] = await Promise.all([runAsOf("2026-12-01T13:20:00Z"), runAsOf("2026-12-01T13:20:00Z")]);
    const mail = await arrived;
    expect(first.scheduled + second.scheduled).toBe(1);
    expect(first.sent + second.sent).toBe(1);
    // Later in the hour, and the scheduler on its own: the key keeps one job for the reader's day.
    expect(await scheduleDailyCards(new Date("2026-12-01T13:45:00Z"))).toBe(0);
    expect(await runAsOf("2026-12-01T13:59:00Z")).toMatchObject({ scheduled: 0, sent: 0 });
    expect(mailsTo(email)).toHaveLength(1);

    // The card the reader sees at home that day in New York, with its message's first sentence and a link home.
    const card = await cardOfTheDay({ userId: user.id, zone: NEW_YORK, locale: "en", now: new Date("2026-12-01T13:20:00Z") });
    expect(card.date).toBe("2026-12-01");
    expect(mail.subject).toContain(card.card.name);
    expect(mail.text).toContain(firstSentence(card.message));
    expect(mail.text).toContain(`${getConfig().appUrl}/`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const job = await jobOf(dailyCardJobKey(user.id, "2026-12-01", "email"));
    expect(job).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(mail.messageId).toBe(`<${job.id}@arcana>`);
  });

  it("sends each of many readers' cards once when two workers take jobs a few at a time", async () => {
    const readers = await Promise.all(Array.from({ length: 6 }, () => readerWantingTheDailyCard()));
    const arrived = Promise.all(readers.map(({ email }) => inbox.waitFor((mail) => mail.to === email.toLowerCase())));
    const at = new Date("2026-12-02T13:05:00Z");
    expect(await scheduleDailyCards(at)).toBe(6);
    const { runDueNotifications } = await import("@/lib/notifications/run");
    const [first, second] = await Promise.all([runDueNotifications({ at, concurrency: 2 }), runDueNotifications({ at, concurrency: 2 })]);
    await arrived;
    expect(first.sent + second.sent).toBe(6);
    for (const { email } of readers) expect(mailsTo(email)).toHaveLength(1);
  });

  it("sends again, with the same Message-ID, a job whose worker died mid-send, once its lease has run out", async () => {
    const { user, email } = await readerWantingTheDailyCard();
    const at = new Date("2026-12-03T13:10:00Z");
    expect(await scheduleDailyCards(at)).toBe(1);
    const db = await getDb();
    // A worker takes the job and dies before it is sent.
    const [taken] = await claimDueJobs(db, { at, limit: 10, channels: ["email"] });
    expect(taken.key).toBe(dailyCardJobKey(user.id, "2026-12-03", "email"));
    expect(await runAsOf("2026-12-03T13:11:00Z")).toMatchObject({ sent: 0 });
    expect(mailsTo(email)).toHaveLength(0);

    await db.update(notificationJobs).set({ leasedUntil: new Date(Date.now() - 1000) }).where(eq(notificationJobs.id, taken.id));
    const arrived = inbox.waitFor((mail) => mail.to === email.toLowerCase());
    expect(await runAsOf("2026-12-03T13:12:00Z")).toMatchObject({ sent: 1 });
    expect((await arrived).messageId).toBe(`<${taken.id}@arcana>`);
    expect(await jobOf(taken.key)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("drops the job of a reader who turned the card off after it was queued", async () => {
    const { user, email } = await readerWantingTheDailyCard();
    const at = new Date("2026-12-04T13:00:00Z");
    expect(await scheduleDailyCards(at)).toBe(1);
    const db = await getDb();
    await db.update(notificationPreferences).set({ dailyCardEmail: false }).where(eq(notificationPreferences.userId, user.id));
    expect(await runAsOf(at.toISOString())).toMatchObject({ sent: 0, skipped: 1 });
    expect(await jobOf(dailyCardJobKey(user.id, "2026-12-04", "email"))).toBeUndefined();
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe("the card of the day by push", () => {
  it("goes to the reader's device at their hour, with the card the reader sees; a reader with no device gets no job", async () => {
    const { user, token } = await newUser();
    const device = pushService.newDevice();
    expect((await subscribeDevice(jsonRequest("/api/notifications/push", { body: device.subscription, token }))).status).toBe(200);
    const withoutDevice = await newUser();
    const db = await getDb();
    await db.insert(notificationPreferences).values([
      { userId: user.id, timeZone: "Europe/Berlin", dailyCardHour: 21, dailyCardPush: true },
      { userId: withoutDevice.user.id, timeZone: "Europe/Berlin", dailyCardHour: 21, dailyCardPush: true },
    ]);
    // Berlin is at UTC+1 in December: its 21:00 is 20:00 UTC.
    const at = new Date("2026-12-08T20:00:00Z");
    expect(await runAsOf(at.toISOString())).toMatchObject({ scheduled: 1, sent: 1 });
    expect(await jobOf(dailyCardJobKey(withoutDevice.user.id, "2026-12-08", "push"))).toBeUndefined();

    const [push] = pushService.receivedBy(device.endpoint);
    const card = await cardOfTheDay({ userId: user.id, zone: "Europe/Berlin", locale: "en", now: at });
    expect(JSON.parse(device.decrypt(push.body)) as PushMessage).toMatchObject({
      title: `Your card of the day: ${card.card.name}`,
      url: `${getConfig().appUrl}/`,
      tag: "daily_card:2026-12-08",
    });
    expect(await jobOf(dailyCardJobKey(user.id, "2026-12-08", "push"))).toMatchObject({ status: "sent" });
  });
});

describe("when the mail server refuses", () => {
  it("keeps the job with its error, tries it later and sends it once when the server is back", async () => {
    const { user, email } = await readerWantingTheDailyCard({ timeZone: "Asia/Kathmandu", hour: 7 });
    const key = dailyCardJobKey(user.id, "2026-12-05", "email");
    const retriedBefore = await notificationsCounted({ kind: "daily_card", channel: "email", outcome: "retried" });
    const sentBefore = await notificationsCounted({ kind: "daily_card", channel: "email", outcome: "sent" });
    inbox.refuse(true);
    // Kathmandu is at UTC+5:45: its 7:00 is 01:15 UTC.
    expect(await runAsOf("2026-12-05T01:20:00Z")).toMatchObject({ scheduled: 1, sent: 0, retried: 1 });
    const refused = await jobOf(key);
    expect(refused).toMatchObject({ status: "queued", attempts: 1, leasedUntil: null });
    expect(refused.runAt.toISOString()).toBe("2026-12-05T01:21:00.000Z");
    expect(refused.lastError).toContain("451");
    expect(await notificationsCounted({ kind: "daily_card", channel: "email", outcome: "retried" })).toBe(retriedBefore + 1);

    // Not due yet; then due, but the server is still down: five minutes more, the reason kept.
    expect(await runAsOf("2026-12-05T01:20:30Z")).toMatchObject({ sent: 0, retried: 0 });
    expect(await runAsOf("2026-12-05T01:21:00Z")).toMatchObject({ retried: 1 });
    expect((await jobOf(key)).runAt.toISOString()).toBe("2026-12-05T01:26:00.000Z");

    inbox.refuse(false);
    const arrived = inbox.waitFor((mail) => mail.to === email.toLowerCase());
    expect(await runAsOf("2026-12-05T01:26:00Z")).toMatchObject({ sent: 1 });
    await arrived;
    expect(await runAsOf("2026-12-05T02:00:00Z")).toMatchObject({ sent: 0 });
    expect(mailsTo(email)).toHaveLength(1);
    expect(await jobOf(key)).toMatchObject({ status: "sent", attempts: 3 });
    expect(await notificationsCounted({ kind: "daily_card", channel: "email", outcome: "sent" })).toBe(sentBefore + 1);
  });

  it("gives up after a day of attempts, keeping the reason, and the console counts it", async () => {
    const { user, email } = await readerWantingTheDailyCard({ timeZone: "Asia/Tokyo", hour: 9 });
    const key = dailyCardJobKey(user.id, "2026-12-06", "email");
    const failedBefore = await notificationsCounted({ kind: "daily_card", channel: "email", outcome: "failed" });
    inbox.refuse(true);
    // Tokyo is at UTC+9: its 9:00 is 00:00 UTC. Each run comes when the job is due again.
    const { lines } = await capturingLogs(async () => {
      let at = new Date("2026-12-06T00:00:00Z");
      for (let job = await jobOf(key); job === undefined || job.status === "queued"; job = await jobOf(key)) {
        if (job) at = job.runAt;
        await runAsOf(at.toISOString());
        expect(job?.attempts ?? 0).toBeLessThan(40);
      }
    });
    // Logged by kind and code, never by address: the reason's text stays with the job.
    expect(lines.filter(({ level }) => level === "warn").at(-1)).toMatchObject({ level: "warn", msg: "Notification given up after a day of attempts", kind: "daily_card", channel: "email", attempt: 27, error: "Error (EENVELOPE)" });
    expect(JSON.stringify(lines)).not.toContain(email);
    const failed = await jobOf(key);
    expect(failed).toMatchObject({ status: "failed", attempts: 27 });
    expect(failed.lastError).toContain("451");
    // The last attempt came within a day of the first; none after it.
    expect(failed.runAt.getTime() - new Date("2026-12-06T00:00:00Z").getTime()).toBeLessThan(24 * 60 * 60 * 1000);
    // Tokyo's next 9:00 is a new day's card; until then, nothing more.
    expect(await runAsOf("2026-12-06T23:59:00Z")).toMatchObject({ scheduled: 0, sent: 0, failed: 0, retried: 0 });
    expect(mailsTo(email)).toHaveLength(0);
    expect(await notificationsCounted({ kind: "daily_card", channel: "email", outcome: "failed" })).toBe(failedBefore + 1);

    // The console's today is the day it gave up.
    const figures = await notificationFigures(await getDb(), { now: new Date(failed.runAt.getTime() + 60_000) });
    expect(figures.kinds.find(({ kind }) => kind === "daily_card")?.failed).toBeGreaterThanOrEqual(1);
  });
});

describe("a check-in by e-mail", () => {
  it("links to the reading's check-in form on its day and says nothing of the question", async () => {
    const { user, token, email } = await newUser({ role: "subscribed" });
    const question = "Will the orchard on Wexley Lane sell before the frost?";
    const answer = await interpret(jsonRequest("/api/tarot/interpret", { body: { question, type: "one_card", category: "general", cards: ["The Star"] }, token }));
    expect(answer.status).toBe(200);
    const db = await getDb();
    const [reading] = await db
      .update(schema.readings)
      .set({ checkInDays: 14 })
      .where(eq(schema.readings.userId, user.id))
      .returning({ id: schema.readings.id, createdAt: schema.readings.createdAt });
    const runAt = new Date(reading.createdAt.getTime() + 14 * 24 * 60 * 60 * 1000);
    await enqueueNotification({ key: `check_in:${reading.id}:email`, kind: "check_in", channel: "email", userId: user.id, payload: { readingId: reading.id, days: 14 }, runAt });

    expect(await runAsOf(new Date(runAt.getTime() - 60_000).toISOString())).toMatchObject({ sent: 0 });
    const arrived = inbox.waitFor((mail) => mail.to === email.toLowerCase());
    expect(await runAsOf(runAt.toISOString())).toMatchObject({ sent: 1 });
    const mail = await arrived;
    expect(mail.text).toContain(`${getConfig().appUrl}/readings/${reading.id}/check-in`);
    for (const part of [mail.subject, mail.text, String(mail.html)]) {
      expect(part).not.toContain("Wexley");
      expect(part).not.toContain("orchard");
    }
  });

  it("is dropped when the reading is gone", async () => {
    const { user, email } = await newUser();
    const readingId = "00000000-0000-4000-8000-000000000000";
    const key = `check_in:${readingId}:email`;
    await enqueueNotification({ key, kind: "check_in", channel: "email", userId: user.id, payload: { readingId, days: 7 }, runAt: new Date("2026-12-10T00:00:00Z") });
    expect(await runAsOf("2026-12-10T00:00:00Z")).toMatchObject({ sent: 0, skipped: 1 });
    expect(await jobOf(key)).toBeUndefined();
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe("the console's notification figures", () => {
  it("count today's sent, failed and queued jobs per kind", async () => {
    const db = await getDb();
    const now = new Date("2026-12-20T15:00:00Z");
    const { user } = await newUser();
    const job = (suffix: string, values: Partial<typeof notificationJobs.$inferInsert>) => ({
      key: `figures:${user.id}:${suffix}`,
      kind: "account" as const,
      channel: "email" as const,
      userId: user.id,
      payload: { mail: "premium_ended" },
      ...values,
    });
    await db.insert(notificationJobs).values([
      job("sent-today", { status: "sent", sentAt: new Date("2026-12-20T09:00:00Z"), runAt: new Date("2026-12-20T09:00:00Z") }),
      job("sent-yesterday", { status: "sent", sentAt: new Date("2026-12-19T23:00:00Z"), runAt: new Date("2026-12-19T23:00:00Z") }),
      job("failed-today", { status: "failed", runAt: new Date("2026-12-20T01:00:00Z"), lastError: "Error: 451" }),
      job("queued-today", { status: "queued", runAt: new Date("2026-12-20T18:00:00Z") }),
      job("queued-next-week", { status: "queued", runAt: new Date("2026-12-27T18:00:00Z") }),
    ]);
    const figures = await notificationFigures(db, { now });
    const account = figures.kinds.find(({ kind }) => kind === "account");
    expect(account).toEqual({ kind: "account", sent: 1, failed: 1, queued: 1 });
    expect(figures.kinds.map(({ kind }) => kind)).toEqual(["daily_card", "check_in", "account"]);

    const html = renderToStaticMarkup(createElement(NotificationsView, { figures }));
    expect(html).toContain('<h2 id="notifications-title">Notifications</h2>');
    expect(html).toMatch(/<th scope="row">Account mail<\/th><td>1<\/td><td>1<\/td><td>1<\/td>/);
    await db.delete(notificationJobs).where(and(eq(notificationJobs.userId, user.id), eq(notificationJobs.kind, "account")));
  });
});
