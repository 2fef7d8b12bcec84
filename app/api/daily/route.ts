import { cardOfTheDay } from "@/lib/daily/daily-cards";
import { timeZoneOrUtc, utcDateOf } from "@/lib/daily/local-date";
import { publicDailyCard } from "@/lib/daily/public-card";
import { jsonResponse } from "@/lib/http/respond";
import { maybeSignedInRoute } from "@/lib/http/route";

/** The card of the day: the caller's own for their local day in `?tz=`, or everyone's for the UTC date when signed out. */
export const GET = maybeSignedInRoute("/api/daily", async ({ request, session }) => {
  if (!session) return jsonResponse(publicDailyCard(utcDateOf(new Date())));
  const zone = timeZoneOrUtc(new URL(request.url).searchParams.get("tz"));
  return jsonResponse(await cardOfTheDay({ userId: session.user.id, zone }));
});
