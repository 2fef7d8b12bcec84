import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";
import { deleteJournalReading, findJournalReading } from "@/lib/readings/journal";

/** One of the caller's readings with its interpretation; another user's id answers 404. */
export const GET = signedInRoute("/api/readings/[id]", async ({ user, params }) => jsonResponse(await findJournalReading(user.id, params.id)));

/** Deletes one of the caller's readings (the month's count stays). */
export const DELETE = signedInRoute("/api/readings/[id]", async ({ user, params }) => {
  await deleteJournalReading(user.id, params.id);
  return jsonResponse({ success: true });
});
