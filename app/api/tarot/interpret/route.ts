import { getDb } from "@/db";
import { getConfig } from "@/lib/config";
import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { userRoute } from "@/lib/http/route";
import { clientAddress, consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { interpretReading } from "@/lib/readings/interpret";
import { interpretRequestSchema } from "@/lib/readings/interpret-request";

/** A reading: `{ interpretation }`, or `{ error, code }` with 400/401/402/403/413/429/503. */
export const POST = userRoute(async (request, user) => {
  const { rateLimit, trustProxy } = getConfig();
  const db = await getDb();
  await consumeRateLimit(db, { key: `interpret:user:${user.id}`, limit: rateLimit.userPerMinute });
  const address = clientAddress(request, trustProxy);
  if (address) await consumeRateLimit(db, { key: `interpret:ip:${address}`, limit: rateLimit.ipPerMinute });

  const body = await readJsonBody(request, interpretRequestSchema);
  return jsonResponse(await interpretReading(user, body));
});
