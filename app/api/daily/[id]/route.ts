import { deleteDailyCard } from "@/lib/daily/daily-cards";
import { jsonResponse } from "@/lib/http/respond";
import { userRoute } from "@/lib/http/route";

/** Deletes one of the caller's cards of the day; another user's id answers 404. */
export const DELETE = userRoute("/api/daily/[id]", async ({ user, params }) => {
  await deleteDailyCard(user.id, params.id);
  return jsonResponse({ success: true });
});
