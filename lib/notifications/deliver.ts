import "server-only";
import { and, eq } from "drizzle-orm";
import { schema, type Database } from "@/db";
import { getConfig } from "@/lib/config";
import { cardOfTheDay } from "@/lib/daily/daily-cards";
import { localDateIn, timeZoneOrUtc, UTC } from "@/lib/daily/local-date";
import { firstSentence } from "@/lib/daily/share-text";
import { ACCOUNT_MAILS, CHECK_IN_DAYS, LOCALES } from "@/lib/domain/vocabularies";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import { cardByName } from "@/lib/tarot/deck";
import { cardName } from "@/lib/tarot/cards/localized";
import { z } from "@/lib/zod";
import { composeMail } from "./mail/compose";
import { localizedUrl } from "./mail/links";
import { sendMail } from "./mail/send";
import { composePush } from "./push/compose";
import { sendPush, type PushNetwork } from "./push/send";
import type { ClaimedJob } from "./queue";
import type { NotificationContent } from "./types";
import { unsubscribeUrl } from "./unsubscribe";

const { notificationPreferences, readings, users } = schema;

/**
 * What one job came to: sent, or nothing to send (the reader turned that message off since it was queued,
 * the account or the reading is gone). A failure to send throws, and the queue retries.
 */
export type Delivery = "sent" | "nothing_to_send";

const dailyCardPayload = z.object({ date: z.iso.date() });
const checkInPayload = z.object({ readingId: z.uuid() });
const accountPayload = z.object({
  mail: z.enum(ACCOUNT_MAILS),
  periodEnd: z.string().optional(),
  portalUrl: z.string().optional(),
  url: z.string().optional(),
  /** Where the receipt of a deleted account goes: its row, and so its address, is gone. */
  email: z.string().optional(),
  /** The language of a deleted account's receipt, kept when it was queued (the row is gone); one not known reads as English. */
  locale: z.enum(LOCALES).optional().catch(undefined),
});

/**
 * The reader of a job as delivery needs them: their address, their language as of now (so a language changed
 * after a message was queued applies to it) and what they asked to be sent (defaults without a row).
 */
type Recipient = {
  email: string | null;
  locale: Locale;
  timeZone: string;
  wants: Record<"daily_card" | "check_in", Record<"email" | "push", boolean>>;
};

async function recipientOf(db: Database, userId: string | null): Promise<Recipient | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({
      email: users.email,
      locale: users.locale,
      timeZone: notificationPreferences.timeZone,
      dailyCardEmail: notificationPreferences.dailyCardEmail,
      dailyCardPush: notificationPreferences.dailyCardPush,
      checkInEmail: notificationPreferences.checkInEmail,
      checkInPush: notificationPreferences.checkInPush,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  // No preferences row: the table's defaults (nothing optional, check-ins by e-mail).
  return {
    email: row.email,
    // No language chosen: English.
    locale: row.locale ?? DEFAULT_LOCALE,
    timeZone: timeZoneOrUtc(row.timeZone),
    wants: {
      daily_card: { email: row.dailyCardEmail ?? false, push: row.dailyCardPush ?? false },
      check_in: { email: row.checkInEmail ?? true, push: row.checkInPush ?? false },
    },
  };
}

/**
 * Resolves a job into what it says (docs/architecture.md#notifications), as of when it is sent: the card of
 * the day is the reader's own card of that day, kept as the home page shows it; a check-in names its
 * reading's day and links to its form, never its question. Null when there is nothing to send any more.
 * In `locale`: the card by its name in that language, and links to pages in that language where they exist.
 */
async function contentOf(db: Database, job: ClaimedJob, recipient: Recipient | null, locale: Locale): Promise<NotificationContent | null> {
  const { appUrl } = getConfig();
  switch (job.kind) {
    case "daily_card": {
      if (!recipient?.wants.daily_card[job.channel] || job.userId === null) return null;
      const { date } = dailyCardPayload.parse(job.payload);
      // Noon UTC falls on `date` in UTC: the card kept for that calendar day, or the one chosen and kept now.
      const card = await cardOfTheDay({ userId: job.userId, zone: UTC, locale, now: new Date(`${date}T12:00:00Z`) });
      const known = cardByName(card.card.name);
      return {
        kind: "daily_card",
        date,
        cardName: known ? cardName(known, locale) : card.card.name,
        cardSlug: card.card.slug,
        // The writer's message, as the home page shows it: the day's for the card in the reader's language.
        firstSentence: firstSentence(card.message),
        url: `${appUrl}${localePath(locale, "/")}`,
      };
    }
    case "check_in": {
      if (!recipient?.wants.check_in[job.channel] || job.userId === null) return null;
      const { readingId } = checkInPayload.parse(job.payload);
      const [reading] = await db
        .select({ createdAt: readings.createdAt, days: readings.checkInDays, checkedInAt: readings.checkedInAt })
        .from(readings)
        .where(and(eq(readings.id, readingId), eq(readings.userId, job.userId), eq(readings.status, "completed")));
      const days = CHECK_IN_DAYS.find((known) => known === reading?.days);
      // Gone, no longer asked for, or answered already: nothing to ask.
      if (!reading || days === undefined || reading.checkedInAt !== null) return null;
      return {
        kind: "check_in",
        readingDate: localDateIn(recipient.timeZone, reading.createdAt),
        days,
        url: `${appUrl}${localePath(locale, `/readings/${readingId}/check-in`)}`,
      };
    }
    case "account": {
      const { mail, periodEnd, portalUrl, url } = accountPayload.parse(job.payload);
      return { kind: "account", mail, periodEnd, portalUrl, url: localizedUrl(appUrl, url ?? `${appUrl}/`, locale) };
    }
  }
}

/**
 * Sends one claimed job on its channel; throws when the mail server or push service failed (retried later).
 * `push` is how pushes reach the push services (the server's own unless a test injects its resolver);
 * `signal`, the job's deadline: once it is aborted, nothing is sent (lib/notifications/run.ts).
 */
export async function deliverJob(db: Database, job: ClaimedJob, { push, signal }: { push?: PushNetwork; signal?: AbortSignal } = {}): Promise<Delivery> {
  const recipient = await recipientOf(db, job.userId);
  const locale = recipient?.locale ?? (job.kind === "account" ? accountPayload.parse(job.payload).locale : undefined) ?? DEFAULT_LOCALE;
  const content = await contentOf(db, job, recipient, locale);
  if (!content) return "nothing_to_send";
  if (job.channel === "email") {
    const to = recipient?.email ?? (job.kind === "account" ? accountPayload.parse(job.payload).email : undefined);
    if (!to) return "nothing_to_send";
    const { kind, userId } = job;
    const mail = composeMail(content, {
      email: to,
      // Account mail is part of the service: no unsubscribe.
      unsubscribeUrl: kind !== "account" && userId !== null ? unsubscribeUrl(userId, kind, locale) : null,
      // The same on every attempt at this job: a resend after a crash mid-send is one message to mail clients.
      messageId: `<${job.id}@arcana>`,
      locale,
    });
    signal?.throwIfAborted();
    await sendMail(mail);
    return "sent";
  }
  if (job.userId === null) return "nothing_to_send";
  signal?.throwIfAborted();
  const { delivered } = await sendPush(job.userId, composePush(content, locale), { network: push, signal });
  // No device left (each answered 404/410 and was removed): nobody to send it to.
  return delivered > 0 ? "sent" : "nothing_to_send";
}
