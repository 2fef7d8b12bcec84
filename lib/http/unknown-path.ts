import { AppError } from "@/lib/errors";
import { errorResponse } from "./respond";

/**
 * The answer to an /api path no route owns: 404 `{ error: "Not found", code: "not_found" }`. The
 * operator routes give it to anyone but an operator and /api/metrics to anyone without its token, so
 * none of them can be told from a path that does not exist.
 */
export function unknownApiPath(): Response {
  return errorResponse(new AppError("not_found", "Not found"));
}

/**
 * That answer for every method a route file can export. A route that leaves a method out lets Next
 * answer it (405, or 204 with an `Allow` list for OPTIONS) before any check of ours runs, which would
 * tell a hidden route from a missing one; so the catch-all and the operator routes export them all.
 */
export const UNKNOWN_PATH_METHODS = {
  GET: unknownApiPath,
  POST: unknownApiPath,
  PUT: unknownApiPath,
  PATCH: unknownApiPath,
  DELETE: unknownApiPath,
  OPTIONS: unknownApiPath,
} as const;
