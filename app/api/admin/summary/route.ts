import { adminSummary } from "@/lib/admin/summary";
import { jsonResponse } from "@/lib/http/respond";
import { adminRoute } from "@/lib/http/route";
import { UNKNOWN_PATH_METHODS } from "@/lib/http/unknown-path";

export const dynamic = "force-dynamic";

/** The console's figures for today and the last 30 days (docs/product.md#operator-routes). */
export const GET = adminRoute(async () => jsonResponse(await adminSummary()));

// Every other method answers as a path that does not exist (lib/http/unknown-path.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = UNKNOWN_PATH_METHODS;
