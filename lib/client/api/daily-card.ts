import type { DailyCard } from "@/lib/daily/daily-response";
import type { ApiResult } from "../api-result";

/**
 * GET /api/daily (docs/product.md#card-of-the-day-routes): the signed-in reader's card for their local day in
 * `timeZone`, or, signed out, everyone's card of the day. Kept apart from ./daily.ts, and its parsers
 * (zod) loaded with the call rather than with the module: the home page shows this card, and zod stays out
 * of its first load.
 */
export async function getDailyCard(timeZone: string, { signedIn }: { signedIn: boolean }): Promise<ApiResult<{ data: DailyCard }>> {
  let parsers: [typeof import("./call"), typeof import("@/lib/daily/daily-response")];
  try {
    parsers = await Promise.all([import("./call"), import("@/lib/daily/daily-response")]);
  } catch {
    return { kind: "broken", unreachable: true };
  }
  const [{ callApi }, { dailyCardSchema }] = parsers;
  return callApi(`/api/daily?tz=${encodeURIComponent(timeZone)}`, { cache: "no-store", anonymous: !signedIn, answer: dailyCardSchema });
}
