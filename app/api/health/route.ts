import { checkHealth } from "@/lib/health";
import { probeRoute } from "@/lib/http/route";
import { jsonResponse } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const GET = probeRoute(async () => {
  const health = await checkHealth();
  return jsonResponse(health, { status: health.ok ? 200 : 503 });
});
