import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/auth/google/route";
import { PUT as putUserPreferences } from "@/app/api/auth/user/preferences/route";
import { POST as remindCheckIn } from "@/app/api/readings/[id]/check-in-reminder/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { paymentFailedMail, subscriptionMails } from "@/lib/billing/account-mails";
import { getConfig } from "@/lib/config";
import { cardOfTheDay } from "@/lib/daily/daily-cards";
import type { Locale } from "@/lib/i18n/locales";
import { enqueueNotification } from "@/lib/notifications/queue";
import { runDueNotifications } from "@/lib/notifications/run";
import { cardName } from "@/lib/tarot/cards/localized";
import { cardByName } from "@/lib/tarot/deck";
import { jsonRequest, newUser } from "../helpers/requests";
import { startSmtpInbox, type ReceivedMail } from "../helpers/smtp-inbox";

process.env.RATE_LIMIT_USER_PER_MIN = "1000";

// A real SMTP server receives what the queue sends: SMTP_URL is set before the configuration is first read.
const inbox = await startSmtpInbox();
process.env.SMTP_URL = inbox.url;
afterAll(() => inbox.stop());

// Each test's readers are its own: none is scheduled again in a later test's hours.
afterEach(async () => {
  const db = await getDb();
  await db.update(schema.notificationPreferences).set({ dailyCardEmail: false, dailyCardPush: false });
});

const DAY_MS = 24 * 60 * 60 * 1000;
const { appUrl } = getConfig();

/** A new reader who chose `locale` (through PUT /api/auth/user/preferences, as the language menu does). */
async function readerIn(locale: Locale) {
  const reader = await newUser();
  await chooseLanguage(reader.token, locale);
  return reader;
}

async function chooseLanguage(token: string, locale: Locale) {
  const response = await putUserPreferences(jsonRequest("/api/auth/user/preferences", { method: "PUT", body: { locale }, token }));
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ locale });
}

async function wantsTheDailyCard(userId: string, hour: number) {
  const db = await getDb();
  await db.insert(schema.notificationPreferences).values({ userId, timeZone: "UTC", dailyCardHour: hour, dailyCardEmail: true });
}

/** Runs the queue as of `at`, as its worker does, and answers the mail that reached `email` and matches. */
async function sentTo(email: string, at: Date, matches: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
  const arrived = inbox.waitFor((mail) => mail.to === email.toLowerCase() && matches(mail));
  await runDueNotifications({ at });
  return arrived;
}

/** The card a reader got for `date` (kept when the mail was written), and its name in `locale`. */
async function cardNamed(userId: string, date: string, locale: Locale) {
  const { card } = await cardOfTheDay({ userId, zone: "UTC", locale: "en", now: new Date(`${date}T12:00:00Z`) });
  return { english: card.name, localized: cardName(cardByName(card.name)!, locale) };
}

describe("mail in the reader's language", () => {
  it("sends the day's card to a German reader in German: subject, sentences, the card's German name, date and links", async () => {
    const { user, email } = await readerIn("de");
    await wantsTheDailyCard(user.id, 8);
    const mail = await sentTo(email, new Date("2026-12-01T08:10:00Z"));

    const card = await cardNamed(user.id, "2026-12-01", "de");
    expect(card.localized).not.toBe(card.english);
    expect(mail.subject).toBe(`Deine Tageskarte: ${card.localized}`);
    expect(mail.text).toContain(`Deine Tageskarte für den 1. Dezember 2026: ${card.localized}`);
    expect(mail.text).toContain("Du bekommst diese E-Mail, weil du in deinem Arcana-Profil die Tageskarte per E-Mail eingeschaltet hast.");
    expect(mail.text).toContain(`Zu deiner Tageskarte: ${appUrl}/de\n`);
    expect(mail.text).toMatch(new RegExp(`Abbestellen: ${appUrl}/de/unsubscribe\\?token=`));
    expect(mail.text).not.toContain("You get this");
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain(`Deine Tageskarte für den 1. Dezember 2026: ${card.localized}`);
    // The one-click address keeps only the token: it works whatever the language.
    expect(mail.headers["list-unsubscribe"]).toMatch(new RegExp(`^<${appUrl}/api/notifications/unsubscribe\\?token=`));
  });

  it("sends a German reader's check-in in German, linking to the German check-in form", async () => {
    const reader = await readerIn("de");
    const response = await interpret(
      jsonRequest("/api/tarot/interpret", { body: { question: "Soll ich umziehen?", type: "one_card", category: "general", cards: ["The Star"] }, token: reader.token }),
    );
    expect(response.status).toBe(200);
    const db = await getDb();
    const [reading] = await db.select().from(schema.readings).where(eq(schema.readings.userId, reader.user.id));
    const reminded = await remindCheckIn(jsonRequest(`/api/readings/${reading.id}/check-in-reminder`, { body: { inDays: 7 }, token: reader.token }), {
      params: Promise.resolve({ id: reading.id }),
    });
    expect(reminded.status).toBe(200);

    const mail = await sentTo(reader.email, new Date(reading.createdAt.getTime() + 7 * DAY_MS + 60_000));
    expect(mail.subject).toBe("Dein Rückblick: Was ist nach deiner Legung passiert?");
    expect(mail.text).toContain("dass wir 7 Tage nach einer Legung bei dir nachfragen.");
    expect(mail.text).toContain(`Zum Rückblick auf deine Legung: ${appUrl}/de/readings/${reading.id}/check-in`);
    expect(mail.text).not.toContain("umziehen");
  });

  it("sends a German reader's account mail in German, its dates in German style", async () => {
    const { user, email } = await readerIn("de");
    const subscription = { id: `sub_de_${user.id}`, status: "active", currentPeriodEnd: new Date("2026-12-25T09:00:00Z"), cancelAtPeriodEnd: true };
    for (const request of subscriptionMails({ userId: user.id, before: [], after: [subscription], surplusIds: [], appUrl })) await enqueueNotification(request);

    const started = await sentTo(email, new Date(), (mail) => mail.subject === "Dein Arcana-Abo hat begonnen");
    expect(started.text).toContain("Dein Abo hat begonnen und Premium gehört dir.");
    expect(started.text).toContain(`Zu deinem Profil: ${appUrl}/de\n`);
    expect(started.text).toContain("Du bekommst diese E-Mail, weil es um dein Arcana-Konto geht.");
    expect(started.headers["list-unsubscribe"]).toBeUndefined();
    expect(started.text).not.toMatch(/abbestellen|unsubscribe/i);

    const cancelled = await sentTo(email, new Date(), (mail) => mail.subject.startsWith("Dein Arcana-Abo ist gekündigt"));
    expect(cancelled.subject).toBe("Dein Arcana-Abo ist gekündigt: Premium endet am 25. Dezember 2026");
    expect(cancelled.text).toContain("Premium gehört dir noch bis zum 25. Dezember 2026; danach wird dir nichts mehr berechnet.");
  });

  it("writes a queued mail in the language the reader has when it is sent, not when it was queued", async () => {
    // The day's card, queued while the reader reads German; by its hour they have chosen Italian.
    const reader = await readerIn("de");
    await wantsTheDailyCard(reader.user.id, 9);
    const { scheduleDailyCards } = await import("@/lib/notifications/daily-schedule");
    expect(await scheduleDailyCards(new Date("2026-12-02T09:00:00Z"))).toBe(1);
    await chooseLanguage(reader.token, "it");
    const daily = await sentTo(reader.email, new Date("2026-12-02T09:05:00Z"));
    const card = await cardNamed(reader.user.id, "2026-12-02", "it");
    expect(daily.subject).toBe(`La tua carta del giorno: ${card.localized}`);
    expect(daily.text).toContain(`La tua carta del giorno per il 2 dicembre 2026: ${card.localized}`);
    expect(daily.text).toContain(`${appUrl}/it/unsubscribe?token=`);

    // An account mail queued in German, sent after the reader went back to English: the English mail of today.
    await enqueueNotification(paymentFailedMail({ userId: reader.user.id, invoiceId: `in_${reader.user.id}`, portalUrl: null, appUrl }));
    await chooseLanguage(reader.token, "en");
    const failed = await sentTo(reader.email, new Date(), (mail) => mail.subject === "Your Arcana renewal payment failed");
    expect(failed.text).toContain("We could not take the payment for your subscription's renewal. Update your payment method to keep premium.");
    expect(failed.text).toContain(`Update your payment method: ${appUrl}/\n`);
    expect(failed.html).toContain('<html lang="en">');
  });

  it("sends a deleted German account's receipt in German, its language kept with the job (the row is gone)", async () => {
    const { user, token, email } = await readerIn("de");
    const response = await deleteAccount(jsonRequest("/api/auth/google", { method: "DELETE", token }));
    expect(response.status).toBe(200);
    const db = await getDb();
    const [job] = await db.select().from(schema.notificationJobs).where(eq(schema.notificationJobs.key, `account:account_deleted:${user.id}`));
    expect(job).toMatchObject({ userId: null, payload: { mail: "account_deleted", email, locale: "de" } });

    const receipt = await sentTo(email, new Date(), (mail) => mail.subject === "Dein Arcana-Konto ist gelöscht");
    expect(receipt.text).toContain("Du bekommst diese E-Mail einmalig als Bestätigung, dass dein Arcana-Konto gelöscht wurde.");
    expect(receipt.text).toContain(`Zu Arcana: ${appUrl}/de\n`);
  });
});
