import { cardOfTheDay } from "@/lib/daily/daily-cards";
import { timeZoneOrUtc, utcDateOf } from "@/lib/daily/local-date";
import { publicDailyCard } from "@/lib/daily/public-card";
import { jsonResponse } from "@/lib/http/respond";
import { maybeSignedInRoute } from "@/lib/http/route";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";

/**
 * The card of the day: the caller's own for their local day in `?tz=`, its message in their language (the one
 * they chose, else the page's, `?locale=`), or everyone's for the UTC date when signed out.
 */
export const GET = maybeSignedInRoute("/api/daily", async ({ request, session }) => {
  if (!session) return jsonResponse(publicDailyCard(utcDateOf(new Date())));
  const query = new URL(request.url).searchParams;
  const pageLocale = query.get("locale") ?? "";
  const locale = session.user.locale ?? (isLocale(pageLocale) ? pageLocale : DEFAULT_LOCALE);
  return jsonResponse(await cardOfTheDay({ userId: session.user.id, zone: timeZoneOrUtc(query.get("tz")), locale }));
});
