import "server-only";
/**
 * A request's id (docs/architecture.md#logs-and-metrics): nginx's `$request_id` (32 hex digits) when the
 * request came through it, else one made here. Pure, so that proxy.ts and the route wrappers share it.
 */

/** Letters, digits and `-_.:` only, 8 to 128 of them: anything else from a client is replaced, never logged. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const REQUEST_ID_HEADER = "x-request-id";

export function isValidRequestId(value: string | null | undefined): value is string {
  return typeof value === "string" && VALID_REQUEST_ID.test(value);
}

/** 32 hex digits, the shape of nginx's `$request_id`. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/** The incoming `X-Request-Id` when it looks like one, else a new id. */
export function requestIdOf(headers: Headers): string {
  const incoming = headers.get(REQUEST_ID_HEADER);
  return isValidRequestId(incoming) ? incoming : newRequestId();
}
