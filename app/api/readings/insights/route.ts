import { timeZoneOrUtc } from "@/lib/daily/local-date";
import { insightsRangeOf } from "@/lib/insights/insights-request";
import { journalInsights } from "@/lib/insights/insights";
import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";

/** The patterns of the caller's journal over `?range=30d|90d|all`; the streak's days in `?tz=` (UTC by default). */
export const GET = signedInRoute("/api/readings/insights", async ({ request, user }) => {
  const query = new URL(request.url).searchParams;
  const range = insightsRangeOf(query.get("range"));
  return jsonResponse(await journalInsights({ userId: user.id, role: user.role, range, zone: timeZoneOrUtc(query.get("tz")) }));
});
