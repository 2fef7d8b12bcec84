import { processEvent, verifyEvent } from "@/lib/billing/webhook";
import { readBodyText } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { anyoneRoute } from "@/lib/http/route";

/** Stripe events are large; this is far above any we handle and far below anything harmful (nginx's limit too). */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * Stripe's events (and the local checkout's): no Origin check and no bearer token, the signature is the
 * proof. 400 for a bad, missing or stale signature; `{ received, outcome }` once processed or ignored;
 * 5xx when processing failed, so that Stripe sends the event again.
 */
export const POST = anyoneRoute("/api/payments/webhook", async ({ request }) => {
  // An unsigned request is refused unread; a signed one gets 413 on the declared length before a byte is
  // read and as soon as the bytes read pass the limit, and 408 if it trickles in.
  const event = await verifyEvent(() => readBodyText(request, MAX_EVENT_BYTES), request.headers.get("stripe-signature"));
  return jsonResponse({ received: true, outcome: await processEvent(event) });
});
