/**
 * Who may read /api/metrics: a request with `Authorization: Bearer <METRICS_TOKEN>`. Without the token
 * configured nobody may, and a refused request is answered as an unknown path would be (404), so that
 * nothing tells the endpoint exists. Pure (no Node APIs), for proxy.ts and the route alike.
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

export const METRICS_PATH = "/api/metrics";
