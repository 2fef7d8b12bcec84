import { adminSummary } from "@/lib/admin/summary";
import { jsonResponse } from "@/lib/http/respond";
import { operatorRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The console's figures for today and the last 30 days (docs/product.md#operator-routes). */
export const GET = operatorRoute("/api/admin/summary", async () => jsonResponse(await adminSummary()));
