import { AppError } from "@/lib/errors";
import { CONTROL_CHARACTERS_MESSAGE, isLineText } from "@/lib/text";

/**
 * The text rule (lib/text.ts) for what a URL carries: every query parameter and every path parameter is a
 * value on one line, so any control character in one is 400 `invalid_request` naming it, whatever the route
 * does with it. The route wrappers check this before a handler runs (lib/http/route.ts), so no route can
 * forget a parameter it reads, and a new one is covered as it is written. `params` are the route's, resolved.
 */
export function checkUrlInputs(request: Request, params: object): void {
  for (const [name, value] of new URL(request.url).searchParams) refuseUnlessLine(name, value);
  for (const [name, value] of Object.entries(params) as [string, unknown][]) {
    // A catch-all segment's value is the list of its segments.
    for (const segment of Array.isArray(value) ? value : [value]) if (typeof segment === "string") refuseUnlessLine(name, segment);
  }
}

function refuseUnlessLine(name: string, value: string): void {
  if (!isLineText(value)) throw new AppError("invalid_request", `Invalid ${isLineText(name) ? name : "parameter"}: ${CONTROL_CHARACTERS_MESSAGE}`);
}
