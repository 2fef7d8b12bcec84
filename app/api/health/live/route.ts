import { probeRoute } from "@/lib/http/route";
import { jsonResponse } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

/**
 * The process answers: nothing else is asked (no database, no wrapper), so a load balancer can tell an
 * instance that is up but cut off from its database (`/api/health` 503) from one that is gone, and the
 * benchmark has a route that does nothing to weigh every other against.
 */
export const GET = probeRoute(async () => jsonResponse({ ok: true }));
