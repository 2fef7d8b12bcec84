import { deleteDailyCard } from "@/lib/daily/daily-cards";
import { jsonResponse } from "@/lib/http/respond";
import { userRoute } from "@/lib/http/route";

type Context = { params: Promise<{ id: string }> };

/** Deletes one of the caller's cards of the day; another user's id answers 404. */
export const DELETE = userRoute<Context>(async (_request, user, _session, { params }) => {
  await deleteDailyCard(user.id, (await params).id);
  return jsonResponse({ success: true });
});
