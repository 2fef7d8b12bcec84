/**
 * Every refusal the API can answer, as a closed code mapped to its HTTP status in this one table.
 * Business modules throw an AppError with a code and a message a user can read; lib/http/respond.ts
 * turns it into `{ error, code }` with the status, so no business module speaks HTTP.
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  invalid_json: 400,
  invalid_nonce: 400,
  no_billing_customer: 400,
  no_subscription: 400,
  unauthenticated: 401,
  invalid_id_token: 401,
  quota_exceeded: 402,
  premium_required: 403,
  follow_up_limit: 403,
  forbidden_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  already_subscribed: 409,
  checkout_expired: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  daily_limit: 429,
  internal_error: 500,
  billing_unavailable: 502,
  interpreter_unavailable: 503,
  ai_budget_reached: 503,
  maintenance: 503,
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A reading that does not exist, or is not the asker's: the same answer either way, so no id can be probed. */
export class ReadingNotFoundError extends AppError {
  constructor() {
    super("not_found", "This reading does not exist.");
  }
}

/**
 * The database restarting or down: a calm 503 the client may retry; whatever was asked was not done, or
 * is kept. Thrown by a module that finds its work undone (a reading not stored), answered for any query
 * that could not reach the database (lib/http/respond.ts).
 */
export function databaseUnavailableError(): AppError {
  return new AppError("unavailable", "We can't reach our database for a moment. Nothing was lost: please try again in a few seconds.", { "Retry-After": "5" });
}
