import { DomainError, type DomainErrorCode } from "@/lib/errors";

/**
 * Every /api/* answer leaves through here, so that each carries `Cache-Control: no-store`
 * (DESIGN.md §6) and errors keep the one shape `{ error, code? }`.
 */

const NO_STORE = { "Cache-Control": "no-store" } as const;

export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(body, { status: init.status ?? 200, headers: { ...NO_STORE, ...init.headers } });
}

/** An error the client may see: its message, HTTP status and optional machine-readable code. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** The HTTP status of each business refusal (lib/errors.ts). */
const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, number> = {
  already_subscribed: 409,
  no_billing_customer: 400,
  no_subscription: 400,
  billing_unavailable: 502,
  not_found: 404,
};

export function errorResponse(error: unknown): Response {
  if (error instanceof DomainError) {
    return jsonResponse({ error: error.message, code: error.code }, { status: DOMAIN_ERROR_STATUS[error.code] });
  }
  if (error instanceof HttpError) {
    const body = error.code ? { error: error.message, code: error.code } : { error: error.message };
    return jsonResponse(body, { status: error.status, headers: error.headers });
  }
  console.error("Unhandled API error", error instanceof Error ? error.message : error);
  return jsonResponse({ error: "Internal server error" }, { status: 500 });
}

/** Runs a route handler body and maps anything it throws to the error shape. */
export async function handle(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    return errorResponse(error);
  }
}
