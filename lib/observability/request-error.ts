import "server-only";
import type { Instrumentation } from "next";
import { errorSummary } from "./error-summary";
import { log } from "./log";
import { REQUEST_ID_HEADER, isValidRequestId } from "./request-id";

/**
 * An error that escaped a page, route handler or the proxy, as Next reports it to instrumentation.ts: one
 * line with the request's id (the one nginx or proxy.ts gave it), its route pattern and the error's kind and
 * code, never its message or the path asked for. Next has printed the error just before, which became a
 * `console` line of its own (console-to-log.ts); this one says where it happened.
 */
export const logRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const requestId = request.headers[REQUEST_ID_HEADER];
  log.error("request failed", {
    ...(typeof requestId === "string" && isValidRequestId(requestId) ? { requestId } : {}),
    route: context.routePath,
    routeType: context.routeType,
    method: request.method,
    error: errorSummary(error),
  });
};
