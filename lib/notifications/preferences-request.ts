import { z } from "@/lib/zod";

/** IANA names are short ("America/Argentina/ComodRivadavia" is among the longest); longer input is not a zone. */
const MAX_ZONE_LENGTH = 64;

/** Whether Intl knows this IANA zone, spelled exactly as the browser gives it. */
export function isKnownTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > MAX_ZONE_LENGTH) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const onOff = z.boolean({ error: "must be true or false" });

/**
 * `PUT /api/notifications`' body (docs/product.md#notification-routes): the reader's zone, the card of the
 * day by e-mail and/or push at an hour of that zone, and check-ins by e-mail and/or push.
 */
export const notificationPreferencesSchema = z.object({
  timeZone: z.string({ error: "must be a time zone" }).refine(isKnownTimeZone, "must be a known IANA time zone, such as Europe/Berlin"),
  dailyCard: z.object({
    email: onOff,
    push: onOff,
    hour: z.number({ error: "must be an hour from 0 to 23" }).int("must be a whole hour").min(0, "must be an hour from 0 to 23").max(23, "must be an hour from 0 to 23"),
  }),
  checkIns: z.object({ email: onOff, push: onOff }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * `GET /api/notifications` and the answer of `PUT`: the preferences, and whether mail and push can be sent
 * from this server at all (the profile hides what cannot).
 */
export const notificationSettingsSchema = notificationPreferencesSchema.extend({ mail: z.boolean(), push: z.boolean() });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
