import { getDb } from "@/db";
import { getConfig } from "@/lib/config";
import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { userRoute } from "@/lib/http/route";
import { clientAddress, consumeRateLimits } from "@/lib/rate-limit/rate-limit";
import { readingEventStream, wantsEventStream } from "@/lib/readings/event-stream";
import { beginReading } from "@/lib/readings/interpret";
import { interpretRequestSchema } from "@/lib/readings/interpret-request";

const TOO_MANY_READINGS = "Too many readings requested. Please wait a moment and try again.";

/**
 * A reading: `{ interpretation }`, or with `Accept: text/event-stream` the same as Server-Sent Events.
 * Everything that can refuse it (400/401/402/403/413/415/429) is decided before the first byte. The rate
 * limits are counted in the same statement that reserves the reading (lib/quota/quota.ts).
 */
export const POST = userRoute(async (request, user) => {
  const { rateLimit, trustProxyHops } = getConfig();
  const address = clientAddress(request, trustProxyHops);
  const rateLimits = [
    { key: `interpret:user:${user.id}`, limit: rateLimit.userPerMinute },
    ...(address ? [{ key: `interpret:ip:${address}`, limit: rateLimit.ipPerMinute }] : []),
  ];
  // A refused body counts too, and 429 comes first; a good one is counted with its reservation.
  const body = await readJsonBody(request, interpretRequestSchema).catch(async (error: unknown) => {
    await consumeRateLimits(await getDb(), rateLimits, { message: TOO_MANY_READINGS });
    throw error;
  });
  const reading = await beginReading(user, body, { rateLimits, rateLimitMessage: TOO_MANY_READINGS });
  if (wantsEventStream(request)) return readingEventStream(reading, request.signal);
  const { interpretation } = await reading.write(undefined, request.signal);
  return jsonResponse({ interpretation });
});
