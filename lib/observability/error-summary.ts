import "server-only";
/**
 * What may be logged of an error: its kind and, for a database error, its SQLSTATE. Never its
 * message, which may quote what a user sent (a failed query's no longer does: db/query-error.ts).
 */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = errorCode(error);
  return code ? `${error.name} (${code})` : error.name;
}

/** A system or database error's code (ECONNRESET, a SQLSTATE), on the error or on its cause. */
function errorCode(error: Error): string | undefined {
  const cause = (error as { cause?: unknown }).cause;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/**
 * The error to let a page's render throw on: Next prints a server component's error whole, and a failed
 * query's message would print its parameters (a looked-up e-mail). Only the summary goes on.
 */
export function withoutDetails(error: unknown): Error {
  const summary = new Error(errorSummary(error));
  summary.name = "SummarisedError";
  return summary;
}
