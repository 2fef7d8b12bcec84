import { listDailyCards } from "@/lib/daily/daily-cards";
import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";

/** The caller's kept cards of the day, newest day first, 20 a page (`?cursor=` for the next). */
export const GET = signedInRoute("/api/daily/history", async ({ request, user }) => jsonResponse(await listDailyCards(user.id, new URL(request.url).searchParams.get("cursor"))));
