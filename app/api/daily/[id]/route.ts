import { deleteDailyCard } from "@/lib/daily/daily-cards";
import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";

/** Deletes one of the caller's cards of the day; another user's id answers 404. */
export const DELETE = signedInRoute("/api/daily/[id]", async ({ user, params }) => {
  await deleteDailyCard(user.id, params.id);
  return jsonResponse({ success: true });
});
