import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";
import { checkInRequestSchema } from "@/lib/notifications/check-in-request";
import { saveCheckIn } from "@/lib/notifications/check-ins";

/** The check-in's answer on one of the caller's readings: `{ happened, helpful, note? }`; changeable. */
export const PUT = signedInRoute("/api/readings/[id]/check-in", async ({ request, user, params }) => {
  const body = await readJsonBody(request, checkInRequestSchema);
  return jsonResponse({ checkIn: await saveCheckIn(user.id, params.id, body) });
});
