import { startCheckout } from "@/lib/billing/account";
import { assertSameOrigin } from "@/lib/http/origin";
import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";

/** `{ sessionId, url }` of a subscription Checkout Session; 409 for a subscriber; 502 when the provider fails. */
export const POST = signedInRoute("/api/payments/create-checkout-session", async ({ request, user }) => {
  assertSameOrigin(request);
  return jsonResponse(await startCheckout(user));
});
