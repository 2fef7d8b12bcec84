import { readBearerSession } from "@/lib/auth/require-user";
import { getConfig } from "@/lib/config";
import { beginFollowUp } from "@/lib/follow-ups/ask";
import { followUpRequestSchema } from "@/lib/follow-ups/follow-up-request";
import { readJsonBody } from "@/lib/http/body";
import { eventStreamResponse, wantsEventStream, writingEvents } from "@/lib/http/event-stream";
import { jsonResponse } from "@/lib/http/respond";
import { publicRoute } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit/rate-limit";
import { readingLimits } from "@/lib/readings/reading-limits";

/**
 * A follow-up question on one of the caller's completed readings: `{ answer, followUpId, remaining }`, or
 * with `Accept: text/event-stream` the same as Server-Sent Events. Everything that can refuse it is
 * decided before the first byte, in one statement with the reservation (lib/follow-ups/quota.ts).
 */
export const POST = publicRoute("/api/readings/[id]/follow-ups", async ({ request, params }) => {
  const reader = readingLimits(await readBearerSession(request), clientAddress(request, getConfig().trustProxyHops));
  const followUp = await beginFollowUp(reader, params.id, readJsonBody(request, followUpRequestSchema));
  if (wantsEventStream(request)) return eventStreamResponse(writingEvents(followUp.write), request.signal);
  return jsonResponse(await followUp.write());
});
