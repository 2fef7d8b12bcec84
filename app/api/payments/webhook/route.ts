import { processEvent, verifyEvent } from "@/lib/billing/webhook";
import { AppError } from "@/lib/errors";
import { jsonResponse } from "@/lib/http/respond";
import { publicRoute } from "@/lib/http/route";

/** Stripe events are large; this is far above any we handle and far below anything harmful. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * Stripe's events (and the local checkout's): no Origin check and no bearer token, the signature is the
 * proof. 400 for a bad, missing or stale signature; `{ received, outcome }` once processed or ignored;
 * 5xx when processing failed, so that Stripe sends the event again.
 */
export const POST = publicRoute(async (request) => {
  const payload = await request.text();
  if (Buffer.byteLength(payload) > MAX_EVENT_BYTES) throw new AppError("payload_too_large", "The event is too large.");
  const event = await verifyEvent(payload, request.headers.get("stripe-signature"));
  return jsonResponse({ received: true, outcome: await processEvent(event) });
});
