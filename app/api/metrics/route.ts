import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { anyoneRoute } from "@/lib/http/route";
import { metricsExposition } from "@/lib/observability/metrics";
import { metricsAuthorized } from "@/lib/observability/metrics-access";

export const dynamic = "force-dynamic";

/**
 * This instance's metrics in Prometheus's text format, for `Authorization: Bearer $METRICS_TOKEN` only;
 * anyone else gets 404, as for a path that does not exist (proxy.ts answers them before this runs).
 */
export const GET = anyoneRoute("/api/metrics", async ({ request }) => {
  if (!metricsAuthorized(request.headers.get("authorization"), getConfig().metricsToken)) throw new AppError("not_found", "Not found");
  const { text, contentType } = await metricsExposition();
  return new Response(text, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
});
