import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";
import { notificationPreferencesSchema } from "@/lib/notifications/preferences-request";
import { notificationSettings, saveNotificationPreferences } from "@/lib/notifications/preferences";

/** What the caller asked to be sent, and whether mail and push can be sent here at all. */
export const GET = signedInRoute("/api/notifications", async ({ user }) => jsonResponse(await notificationSettings(user.id)));

/** Replaces the caller's preferences: `{ timeZone, dailyCard: { email, push, hour }, checkIns: { email, push } }`. */
export const PUT = signedInRoute("/api/notifications", async ({ request, user }) => {
  const body = await readJsonBody(request, notificationPreferencesSchema);
  return jsonResponse(await notificationSettings(user.id, await saveNotificationPreferences(user.id, body)));
});
