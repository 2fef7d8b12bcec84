import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";
import { checkInReminderRequestSchema } from "@/lib/notifications/check-in-request";
import { askForCheckIn } from "@/lib/notifications/check-ins";

/** 'Ask me in 7 / 14 / 30 days what happened' on one of the caller's readings: `{ inDays }`. */
export const POST = signedInRoute("/api/readings/[id]/check-in-reminder", async ({ request, user, params }) => {
  const body = await readJsonBody(request, checkInReminderRequestSchema);
  return jsonResponse({ checkIn: await askForCheckIn(user.id, params.id, body) });
});
