import { openPortal } from "@/lib/billing/account";
import { assertSameOrigin } from "@/lib/http/origin";
import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";

/** `{ url }` of the customer portal; 400 before the user has a billing customer. */
export const POST = signedInRoute("/api/payments/create-portal-session", async ({ request, user }) => {
  assertSameOrigin(request);
  return jsonResponse(await openPortal(user));
});
