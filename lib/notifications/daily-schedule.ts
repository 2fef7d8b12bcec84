import "server-only";
import { or, sql } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { rowsOf } from "@/db/rows";
import { localDateIn, localHourIn, timeZoneOrUtc } from "@/lib/daily/local-date";
import { z } from "@/lib/zod";
import { mailEnabled } from "./mail/send";
import { pushEnabled } from "./push/vapid";
import type { NotificationChannel } from "./types";

const { notificationPreferences: preferences } = schema;

/** The key that makes the day's card once-only: one per reader, local day and channel. */
export function dailyCardJobKey(userId: string, localDate: string, channel: NotificationChannel): string {
  return `daily_card:${userId}:${localDate}:${channel}`;
}

/** Zones per statement: a few hundred exist, so this is one or two statements per channel. */
const ZONES_PER_STATEMENT = 100;

/**
 * Queues the card of the day for every reader whose chosen hour it is at `at` in their own time zone, on
 * each channel they turned on that this server can send (push only to a reader with a device). Safe to
 * run any number of times in that hour and on several instances at once: the key (reader, local day,
 * channel) keeps one job per day. The zones' hours are worked out with Intl (the database's zone list need
 * not match the browser's), then each statement queues the readers of a batch of zones in SQL, without
 * loading them. Answers how many jobs it added.
 */
export async function scheduleDailyCards(at: Date): Promise<number> {
  const channels = (["email", "push"] as const).filter((channel) => (channel === "email" ? mailEnabled() : pushEnabled()));
  if (channels.length === 0) return 0;
  const db = await getDb();
  const zones = await db
    .selectDistinct({ timeZone: preferences.timeZone })
    .from(preferences)
    .where(or(preferences.dailyCardEmail, preferences.dailyCardPush));
  let added = 0;
  for (let start = 0; start < zones.length; start += ZONES_PER_STATEMENT) {
    const clocks = zones.slice(start, start + ZONES_PER_STATEMENT).map(({ timeZone }) => {
      const zone = timeZoneOrUtc(timeZone);
      // The stored spelling joins the row; the zone Intl knows tells its hour and day.
      return sql`(${timeZone}::text, ${localHourIn(zone, at)}::integer, ${localDateIn(zone, at)}::text)`;
    });
    for (const channel of channels) {
      const wanted =
        channel === "email"
          ? sql`p.daily_card_email`
          : sql`p.daily_card_push and exists (select 1 from push_subscriptions s where s.user_id = p.user_id)`;
      const result = await db.execute(sql`
        with added as (
          insert into notification_jobs (key, kind, channel, user_id, payload, run_at)
          select 'daily_card:' || p.user_id || ':' || clock.local_date || ':' || ${channel}::text, 'daily_card', ${channel}::text, p.user_id,
                 jsonb_build_object('date', clock.local_date), ${at.toISOString()}::timestamptz
          from notification_preferences p
          join (values ${sql.join(clocks, sql`, `)}) as clock (time_zone, hour, local_date)
            on p.time_zone = clock.time_zone and p.daily_card_hour = clock.hour
          where (p.daily_card_email or p.daily_card_push) and ${wanted}
          on conflict (key) do nothing
          returning 1
        )
        select count(*)::integer as count from added`);
      added += rowsOf(z.object({ count: z.number() }), result)[0].count;
    }
  }
  return added;
}
