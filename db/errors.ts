/**
 * Telling "the database is not there right now" from every other failure: the first is a 503 a client
 * may retry in a moment (the database restarting, stopped, overloaded), the second a bug.
 */

/** The server is shutting down or starting: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SERVER_GOING_OR_COMING = new Set(["57P01", "57P02", "57P03"]);

/** A pooled connection that died under the query, before an answer came: the query can be sent again on a new one. */
const CONNECTION_LOST = new Set(["ECONNRESET", "EPIPE", "CONNECTION_CLOSED", ...SERVER_GOING_OR_COMING]);

/** No connection could be had at all (db/availability.ts refusing at once while it finds out counts too). */
const NO_CONNECTION = new Set([
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECT_TIMEOUT",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "DATABASE_AWAY",
]);

/** The server is there but gave up on the query (our statement_timeout: query_canceled) or is full (too_many_connections). */
const OVERLOADED = new Set(["57014", "53300"]);

/** The code of a driver or server error, on it or on the error it wraps (drizzle wraps every failed query). */
function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** SQLSTATE class 08: connection exceptions. */
const isConnectionException = (code: string) => /^08[0-9A-Z]{3}$/.test(code);

/**
 * The driver's own error for a query whose pooled connection died before it was answered (the server
 * restarted, or closed the connection while it sat idle in the pool). The statement did not run to an
 * answer, so it may be sent once more on a fresh connection.
 */
export function isLostConnection(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && (CONNECTION_LOST.has(code) || isConnectionException(code));
}

/**
 * The database could not be reached or dropped the connection: answered 503 with Retry-After, never
 * 500. (A reset socket is the database's here: the same code from a client that hung up on us is told
 * apart by the request's aborted signal, lib/http/respond.ts.)
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && (OVERLOADED.has(code) || isDatabaseAwayCode(code));
}

/**
 * The server itself is gone or going (not merely slow or full): nothing reached it, or its connection died.
 * What db/availability.ts takes as a sign to stop sending queries until one gets through.
 */
export function isDatabaseAway(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && isDatabaseAwayCode(code);
}

function isDatabaseAwayCode(code: string): boolean {
  return NO_CONNECTION.has(code) || CONNECTION_LOST.has(code) || isConnectionException(code);
}
