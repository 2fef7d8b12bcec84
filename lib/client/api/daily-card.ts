import type { DailyCard } from "@/lib/daily/daily-response";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { ApiResult } from "../api-result";

/**
 * GET /api/daily (docs/product.md#card-of-the-day-routes): the signed-in reader's card for their local day in
 * `timeZone`, its message in the page's language `locale` unless they chose one, or, signed out, everyone's
 * card of the day. Kept apart from ./daily.ts, and its parsers
 * (zod) loaded with the call rather than with the module: the home page shows this card, and zod stays out
 * of its first load.
 */
export async function getDailyCard(timeZone: string, { signedIn, locale = DEFAULT_LOCALE }: { signedIn: boolean; locale?: Locale }): Promise<ApiResult<{ data: DailyCard }>> {
  let parsers: [typeof import("./call"), typeof import("@/lib/daily/daily-response")];
  try {
    parsers = await Promise.all([import("./call"), import("@/lib/daily/daily-response")]);
  } catch {
    return { kind: "broken", unreachable: true };
  }
  const [{ callApi }, { dailyCardSchema }] = parsers;
  const language = locale === DEFAULT_LOCALE ? "" : `&locale=${encodeURIComponent(locale)}`;
  return callApi(`/api/daily?tz=${encodeURIComponent(timeZone)}${language}`, { cache: "no-store", anonymous: !signedIn, answer: dailyCardSchema });
}
