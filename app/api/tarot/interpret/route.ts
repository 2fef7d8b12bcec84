import { getDb } from "@/db";
import { getConfig } from "@/lib/config";
import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { userRoute } from "@/lib/http/route";
import { clientAddress, consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { readingEventStream, wantsEventStream } from "@/lib/readings/event-stream";
import { beginReading } from "@/lib/readings/interpret";
import { interpretRequestSchema } from "@/lib/readings/interpret-request";

const TOO_MANY_READINGS = "Too many readings requested. Please wait a moment and try again.";

/**
 * A reading: `{ interpretation }`, or with `Accept: text/event-stream` the same as Server-Sent Events.
 * Everything that can refuse it (400/401/402/403/413/415/429) is decided before the first byte.
 */
export const POST = userRoute(async (request, user) => {
  const { rateLimit, trustProxyHops } = getConfig();
  const db = await getDb();
  await consumeRateLimit(db, { key: `interpret:user:${user.id}`, limit: rateLimit.userPerMinute, message: TOO_MANY_READINGS });
  const address = clientAddress(request, trustProxyHops);
  if (address) await consumeRateLimit(db, { key: `interpret:ip:${address}`, limit: rateLimit.ipPerMinute, message: TOO_MANY_READINGS });

  const body = await readJsonBody(request, interpretRequestSchema);
  const reading = await beginReading(user, body);
  if (wantsEventStream(request)) return readingEventStream(reading, request.signal);
  const { interpretation } = await reading.write(undefined, request.signal);
  return jsonResponse({ interpretation });
});
