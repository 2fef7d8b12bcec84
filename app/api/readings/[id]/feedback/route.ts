import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { userRoute } from "@/lib/http/route";
import { feedbackRequestSchema } from "@/lib/readings/feedback-request";
import { saveReadingFeedback } from "@/lib/readings/feedback";

type Context = { params: Promise<{ id: string }> };

/** 'Did this reading help?' on one of the caller's readings: `{ feedback: { helpful, note } }`; changeable. */
export const PUT = userRoute<Context>(async (request, user, _session, { params }) => {
  const body = await readJsonBody(request, feedbackRequestSchema);
  return jsonResponse({ feedback: await saveReadingFeedback(user.id, (await params).id, body) });
});
