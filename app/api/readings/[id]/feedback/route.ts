import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";
import { feedbackRequestSchema } from "@/lib/readings/feedback-request";
import { saveReadingFeedback } from "@/lib/readings/feedback";

/** 'Did this reading help?' on one of the caller's readings: `{ feedback: { helpful, note } }`; changeable. */
export const PUT = signedInRoute("/api/readings/[id]/feedback", async ({ request, user, params }) => {
  const body = await readJsonBody(request, feedbackRequestSchema);
  return jsonResponse({ feedback: await saveReadingFeedback(user.id, params.id, body) });
});
