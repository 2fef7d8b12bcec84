import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { z } from "@/lib/zod";
import type { ApiResult } from "../api-result";
import { callApi } from "./call";

/**
 * Where to send the browser to pay: Stripe Checkout (or the local checkout) at the session's `url`; Stripe.js
 * no longer redirects by session id (docs/decisions.md#no-stripejs).
 */
const checkoutSessionSchema = z.object({ sessionId: z.string().min(1), url: z.url() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
const portalSessionSchema = z.object({ url: z.url() });

/** POST /api/payments/create-checkout-session, with an empty JSON object; the body alone decides, in the page's language. */
export function createCheckoutSession(locale: Locale = DEFAULT_LOCALE): Promise<ApiResult<{ data: CheckoutSession }>> {
  const path = locale === DEFAULT_LOCALE ? "/api/payments/create-checkout-session" : `/api/payments/create-checkout-session?locale=${encodeURIComponent(locale)}`;
  return callApi(path, { method: "POST", json: {}, bodyAlone: true, answer: checkoutSessionSchema });
}

/** POST /api/payments/create-portal-session: the customer portal's `url`; the body alone decides. */
export function createPortalSession(): Promise<ApiResult<{ data: { url: string } }>> {
  return callApi("/api/payments/create-portal-session", { method: "POST", json: {}, bodyAlone: true, answer: portalSessionSchema });
}
