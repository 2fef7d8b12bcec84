import { AppError } from "@/lib/errors";
import { errorResponse } from "@/lib/http/respond";

/**
 * Any /api path no route owns: 404 `{ error: "Not found", code: "not_found" }`, the answer an API client
 * can read, and the very answer the operator routes give anyone but an operator and /api/metrics gives
 * anyone without its token (proxy.ts sends those here), so that none of them can be told from a path that
 * does not exist. Not wrapped in `publicRoute`: a path nobody chose must not become a metrics label.
 */
function unknownPath(): Response {
  return errorResponse(new AppError("not_found", "Not found"));
}

export const GET = unknownPath;
export const POST = unknownPath;
export const PUT = unknownPath;
export const PATCH = unknownPath;
export const DELETE = unknownPath;
