import "server-only";

/**
 * Why a production server will not post to this push endpoint, or null when it will (pure). Push services
 * are public https hosts: not plain http, not an IP address or localhost, which could reach our own
 * network. `anyHost` (local providers) allows any http(s) URL, so tests and a laptop can run a push service.
 */
export function pushEndpointRefusal(endpoint: string, { anyHost }: { anyHost: boolean }): string | null {
  if (anyHost) return null;
  const url = new URL(endpoint);
  if (url.protocol !== "https:") return "must be an https URL";
  const host = url.hostname.toLowerCase();
  // WHATWG URLs write every IPv4 form as four decimals, and IPv6 in brackets.
  const ipAddress = host.startsWith("[") || /^\d+\.\d+\.\d+\.\d+$/.test(host);
  if (ipAddress || host === "localhost" || host.endsWith(".localhost") || !host.includes(".")) return "must be a push service's address";
  return null;
}
