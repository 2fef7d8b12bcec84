import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";
import { deleteAllJournalReadings, listJournal } from "@/lib/readings/journal";

/** The journal: the caller's completed readings, newest first, 20 a page (`?cursor=` for the next, `?q=` to search them). */
export const GET = signedInRoute("/api/readings", async ({ request, user }) => {
  const query = new URL(request.url).searchParams;
  return jsonResponse(await listJournal(user.id, { cursor: query.get("cursor"), q: query.get("q") }));
});

/** Deletes every reading of the caller's journal (the month's count stays). */
export const DELETE = signedInRoute("/api/readings", async ({ user }) => jsonResponse({ success: true, deleted: await deleteAllJournalReadings(user.id) }));
