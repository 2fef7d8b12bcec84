import { isDatabaseUnavailable } from "@/db/errors";
import { AppError, databaseUnavailableError, type ErrorCode } from "@/lib/errors";
import { errorSummary } from "@/lib/observability/error-summary";
import { log } from "@/lib/observability/log";

/**
 * Every /api/* answer leaves through here, so that each carries `Cache-Control: no-store`
 * (docs/product.md#conventions) and errors keep the one shape `{ error, code }` with the status of lib/errors.ts.
 */

const NO_STORE = { "Cache-Control": "no-store" } as const;

export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(body, { status: init.status ?? 200, headers: { ...NO_STORE, ...init.headers } });
}

type ErrorAnswer = { status: number; body: { error: string; code: ErrorCode }; headers?: Record<string, string> };

/**
 * What an error answers, as a JSON response or as a stream's error event; a bug is logged, not shown.
 * `requestAborted`: the client has gone (its request's signal fired), so whatever failed failed
 * because of that, and nobody will read the answer.
 */
export function errorAnswer(error: unknown, { requestAborted = false }: { requestAborted?: boolean } = {}): ErrorAnswer {
  if (error instanceof AppError) {
    return { status: error.status, body: { error: error.message, code: error.code }, headers: error.headers };
  }
  if (requestAborted || isAbortError(error)) {
    log.info("Request abandoned by its client", { error: errorSummary(error) });
    return { status: 500, body: { error: "Internal server error", code: "internal_error" } };
  }
  if (isDatabaseUnavailable(error)) {
    log.error("Database unavailable", { error: errorSummary(error) });
    const unavailable = databaseUnavailableError();
    return { status: unavailable.status, body: { error: unavailable.message, code: unavailable.code }, headers: unavailable.headers };
  }
  log.error("Unhandled API error", { error: errorSummary(error) });
  return { status: 500, body: { error: "Internal server error", code: "internal_error" } };
}

/** An abort (the request's own signal, or the response being aborted): no bug of ours. */
function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "ResponseAborted");
}

export function errorResponse(error: unknown, context: { requestAborted?: boolean } = {}): Response {
  const { status, body, headers } = errorAnswer(error, context);
  return jsonResponse(body, { status, headers });
}

/** A handler's answer, with the code of the error it answers (none for an answer the handler returned). */
export type Handled = { response: Response; code?: ErrorCode };

/**
 * Runs a route handler body and maps anything it throws to the error shape; `signal` is the request's.
 * The code comes back beside the answer, so the wrapper counts a refusal without reading its body.
 */
export async function handle(work: () => Promise<Response>, signal?: AbortSignal): Promise<Handled> {
  try {
    return { response: await work() };
  } catch (error) {
    const { status, body, headers } = errorAnswer(error, { requestAborted: signal?.aborted ?? false });
    return { response: jsonResponse(body, { status, headers }), code: body.code };
  }
}
