import { getConfig } from "@/lib/config";
import { beginFollowUp } from "@/lib/follow-ups/ask";
import { followUpRequestSchema } from "@/lib/follow-ups/follow-up-request";
import { readJsonBody } from "@/lib/http/body";
import { eventStreamResponse, wantsEventStream, writingEvents } from "@/lib/http/event-stream";
import { jsonResponse } from "@/lib/http/respond";
import { tokenRoute } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit/rate-limit";
import { readingLimits } from "@/lib/readings/reading-limits";

/**
 * A follow-up question on one of the caller's completed readings: `{ answer, followUpId, remaining }`, or
 * with `Accept: text/event-stream` the same as Server-Sent Events. Everything that can refuse it is
 * decided before the first byte, in one statement with the reservation (lib/follow-ups/reservation.ts).
 */
export const POST = tokenRoute("/api/readings/[id]/follow-ups", async ({ request, token, params }) => {
  const reader = readingLimits(token, clientAddress(request, getConfig().trustProxyHops));
  const followUp = await beginFollowUp(reader, params.id, readJsonBody(request, followUpRequestSchema));
  if (wantsEventStream(request)) return eventStreamResponse(writingEvents(followUp.write), request.signal);
  return jsonResponse(await followUp.write());
});
