import "server-only";
/**
 * Who may read /api/metrics: a request with `Authorization: Bearer <METRICS_TOKEN>`. Without the token
 * configured nobody may, and a refused request gets the 404 of an unknown API path, with nothing of the
 * metrics.
 */
export function metricsAuthorized(authorization: string | null, token: string | undefined): boolean {
  if (!token) return false;
  const match = /^Bearer\s+(\S+)$/i.exec((authorization ?? "").trim());
  return match !== null && sameText(match[1], token);
}

/** Compares in time that depends on the length alone, not on where the first difference is. */
function sameText(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}
