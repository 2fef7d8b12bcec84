import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { ReadingNotFoundError } from "@/lib/errors";
import type { CheckInAnswer } from "@/lib/readings/check-in-response";
import { z } from "@/lib/zod";
import type { CheckInReminderRequest, CheckInRequest } from "./check-in-request";
import { mailEnabled } from "./mail/send";
import { notificationPreferences } from "./preferences";
import { pushEnabled } from "./push/vapid";
import { enqueueNotification } from "./queue";
import type { NotificationChannel } from "./types";

const { notificationJobs, readings } = schema;
const DAY_MS = 24 * 60 * 60 * 1000;
const idSchema = z.uuid();

/** The one job key of a reading's check-in on one channel: asking again moves it, never doubles it. */
export function checkInJobKey(readingId: string, channel: NotificationChannel): string {
  return `check_in:${readingId}:${channel}`;
}

/** When a check-in asked for `inDays` after a reading made at `createdAt` is sent. */
export function checkInRunAt(createdAt: Date, inDays: number): Date {
  return new Date(createdAt.getTime() + inDays * DAY_MS);
}

export type CheckInReminder = { inDays: CheckInReminderRequest["inDays"]; runAt: string; channels: NotificationChannel[] };

/**
 * 'Ask me in 7 / 14 / 30 days what happened' on one of the owner's completed readings (anyone else's, or
 * one not completed, is 404): keeps the days with the reading and puts one check-in job per channel the
 * reader wants and this server can send, at the reading's time plus those days. Asking again with other
 * days moves the queued jobs. The job names the reading only; its question never travels.
 */
export async function askForCheckIn(userId: string, readingId: string, { inDays }: CheckInReminderRequest): Promise<CheckInReminder> {
  if (!idSchema.safeParse(readingId).success) throw new ReadingNotFoundError();
  const db = await getDb();
  const [reading] = await db
    .update(readings)
    .set({ checkInDays: inDays })
    .where(and(eq(readings.id, readingId), eq(readings.userId, userId), eq(readings.status, "completed")))
    .returning({ createdAt: readings.createdAt });
  if (!reading) throw new ReadingNotFoundError();

  const wanted = await notificationPreferences(userId);
  const channels = (["email", "push"] as const).filter((channel) => (channel === "email" ? wanted.checkIns.email && mailEnabled() : wanted.checkIns.push && pushEnabled()));
  const runAt = checkInRunAt(reading.createdAt, inDays);
  const payload = { readingId, days: inDays };
  for (const channel of channels) {
    const key = checkInJobKey(readingId, channel);
    const added = await enqueueNotification({ key, kind: "check_in", channel, userId, payload, runAt });
    if (!added) {
      // Asked before: the waiting job moves to the new day (one already sent stays sent).
      await db
        .update(notificationJobs)
        .set({ runAt, payload })
        .where(and(eq(notificationJobs.key, key), eq(notificationJobs.status, "queued")));
    }
  }
  return { inDays, runAt: runAt.toISOString(), channels };
}

/**
 * The check-in's answer on one of the owner's completed readings (404 otherwise), kept with the reading;
 * answering again replaces it. The reading's waiting check-in jobs are dropped: it needs no asking now.
 */
export async function saveCheckIn(userId: string, readingId: string, { happened, helpful, note }: CheckInRequest): Promise<CheckInAnswer> {
  if (!idSchema.safeParse(readingId).success) throw new ReadingNotFoundError();
  const db = await getDb();
  const [saved] = await db
    .update(readings)
    .set({ checkInHappened: happened, checkInHelpful: helpful, checkInNote: note, checkedInAt: sql`now()` })
    .where(and(eq(readings.id, readingId), eq(readings.userId, userId), eq(readings.status, "completed")))
    .returning({ checkedInAt: readings.checkedInAt });
  if (!saved?.checkedInAt) throw new ReadingNotFoundError();
  await db
    .delete(notificationJobs)
    .where(and(inArray(notificationJobs.key, [checkInJobKey(readingId, "email"), checkInJobKey(readingId, "push")]), eq(notificationJobs.status, "queued")));
  return { happened, helpful, note, checkedInAt: saved.checkedInAt.toISOString() };
}
