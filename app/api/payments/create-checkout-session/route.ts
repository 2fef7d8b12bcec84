import { startCheckout } from "@/lib/billing/account";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { assertSameOrigin } from "@/lib/http/origin";
import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";

/**
 * `{ sessionId, url }` of a subscription Checkout Session; 409 for a subscriber; 502 when the provider
 * fails. `?locale=` names the page's language (English when absent or not one of ours).
 */
export const POST = signedInRoute("/api/payments/create-checkout-session", async ({ request, user }) => {
  assertSameOrigin(request);
  const locale = new URL(request.url).searchParams.get("locale") ?? "";
  return jsonResponse(await startCheckout(user, isLocale(locale) ? locale : DEFAULT_LOCALE));
});
