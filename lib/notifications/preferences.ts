import "server-only";
import { eq } from "drizzle-orm";
import { getDb, schema } from "@/db";
import type { NotificationPreferencesRow } from "@/db/schema";
import { mailEnabled } from "./mail/send";
import type { NotificationPreferences, NotificationSettings } from "./preferences-request";
import { pushEnabled } from "./push/vapid";

const { notificationPreferences: preferences } = schema;

/** No row: nothing optional, check-ins by e-mail when one is asked for (the table's defaults). */
const DEFAULTS: NotificationPreferences = {
  timeZone: "UTC",
  dailyCard: { email: false, push: false, hour: 8 },
  checkIns: { email: true, push: false },
};

function fromRow(row: NotificationPreferencesRow): NotificationPreferences {
  return {
    timeZone: row.timeZone,
    dailyCard: { email: row.dailyCardEmail, push: row.dailyCardPush, hour: row.dailyCardHour },
    checkIns: { email: row.checkInEmail, push: row.checkInPush },
  };
}

/** What the reader asked to be sent, or the defaults when they never said. */
export async function notificationPreferences(userId: string): Promise<NotificationPreferences> {
  const db = await getDb();
  const [row] = await db.select().from(preferences).where(eq(preferences.userId, userId)).limit(1);
  return row ? fromRow(row) : DEFAULTS;
}

/** Replaces the reader's preferences in one upsert; answers what was kept. */
export async function saveNotificationPreferences(userId: string, { timeZone, dailyCard, checkIns }: NotificationPreferences): Promise<NotificationPreferences> {
  const db = await getDb();
  const values = {
    timeZone,
    dailyCardEmail: dailyCard.email,
    dailyCardPush: dailyCard.push,
    dailyCardHour: dailyCard.hour,
    checkInEmail: checkIns.email,
    checkInPush: checkIns.push,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(preferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: preferences.userId, set: values })
    .returning();
  return fromRow(row);
}

/** The preferences with whether mail and push can be sent from here at all (`GET /api/notifications`). */
export async function notificationSettings(userId: string, kept?: NotificationPreferences): Promise<NotificationSettings> {
  return { ...(kept ?? (await notificationPreferences(userId))), mail: mailEnabled(), push: pushEnabled() };
}
