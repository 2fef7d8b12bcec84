import { getConfig } from "@/lib/config";
import { readJsonBody } from "@/lib/http/body";
import { eventStreamResponse, wantsEventStream, writingEvents } from "@/lib/http/event-stream";
import { jsonResponse } from "@/lib/http/respond";
import { tokenRoute } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit/rate-limit";
import { beginReading } from "@/lib/readings/interpret";
import { interpretRequestSchema } from "@/lib/readings/interpret-request";
import { readingLimits } from "@/lib/readings/reading-limits";

/**
 * A reading: `{ interpretation, remembered }`, or with `Accept: text/event-stream` the same as Server-Sent Events.
 * Everything that can refuse it (400/401/402/403/413/415/429) is decided before the first byte. A good
 * request costs two statements: one finds the session's user, counts the rate limits and reserves the
 * reading (lib/reservations/readings.ts), the other stores it.
 */
export const POST = tokenRoute("/api/tarot/interpret", async ({ request, token }) => {
  const reader = readingLimits(token, clientAddress(request, getConfig().trustProxyHops));
  const reading = await beginReading(reader, readJsonBody(request, interpretRequestSchema));
  if (wantsEventStream(request)) return eventStreamResponse(writingEvents(reading.write), request.signal);
  const { interpretation, remembered } = await reading.write();
  return jsonResponse({ interpretation, remembered });
});
