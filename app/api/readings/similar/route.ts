import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";
import { similarQueryOf, findSimilarReading } from "@/lib/readings/similar";

/** The caller's newest completed reading of the last 7 days that asked `?q=` again: `{ reading: { id, question, createdAt } | null }`. */
export const GET = signedInRoute("/api/readings/similar", async ({ request, user }) => {
  const question = similarQueryOf(new URL(request.url).searchParams.get("q"));
  return jsonResponse(await findSimilarReading({ userId: user.id, question }));
});
