import { jsonResponse } from "@/lib/http/respond";
import { userRoute } from "@/lib/http/route";
import { deleteJournalReading, findJournalReading } from "@/lib/readings/journal";

type Context = { params: Promise<{ id: string }> };

/** One of the caller's readings with its interpretation; another user's id answers 404. */
export const GET = userRoute<Context>(async (_request, user, _session, { params }) => jsonResponse(await findJournalReading(user.id, (await params).id)));

/** Deletes one of the caller's readings (the month's count stays). */
export const DELETE = userRoute<Context>(async (_request, user, _session, { params }) => {
  await deleteJournalReading(user.id, (await params).id);
  return jsonResponse({ success: true });
});
