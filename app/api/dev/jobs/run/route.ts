import { getConfig } from "@/lib/config";
import { runDueNotifications } from "@/lib/notifications/run";
import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { localProviderRoute, otherMethodsOfLocalProvider } from "@/lib/http/local-provider";
import { instantSchema } from "@/lib/time/instant";
import { z } from "@/lib/zod";

const runBody = z.object({ at: instantSchema });
const localProvidersOn = () => getConfig().localProviders;

/**
 * Local providers only (404 otherwise): runs the notification worker as of `at`, the day's cards whose hour
 * it is then and every job due by then, so a journey need not wait for tomorrow. Answers what it did.
 */
export const POST = localProviderRoute("/api/dev/jobs/run", localProvidersOn, async ({ request }) => {
  const { at } = await readJsonBody(request, runBody);
  return jsonResponse(await runDueNotifications({ at }));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethodsOfLocalProvider("/api/dev/jobs/run", localProvidersOn, ["POST"]);
