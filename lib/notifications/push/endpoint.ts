import "server-only";

/**
 * Which addresses a push may be posted to (docs/architecture.md#security). A browser's subscription names its
 * push service, and a device's endpoint is whatever a client sent us: without these rules it would make our
 * server post to any address it names, our own network included. So, in production, an endpoint is an
 * `https:` URL on port 443, with no user name or password, on a host of a browser's push service or of the
 * operator's own (`PUSH_SERVICE_HOSTS`); when a push is sent, the name must resolve to public addresses only,
 * and the connection goes to the address that was checked (./send.ts). `anyHost` (local providers) allows any
 * http(s) URL, so tests and a laptop can run a push service of their own.
 */

/**
 * The push services of the browsers, as their subscriptions name them: Chrome and the browsers built on it
 * (Firebase Cloud Messaging), Firefox (Mozilla's autopush), Safari (Apple's web push, `web.push.apple.com`)
 * and Edge (Windows Push Notification Services, `wns2-….notify.windows.com`). `*.` stands for any subdomain.
 */
export const BROWSER_PUSH_SERVICES = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "*.push.apple.com", "*.notify.windows.com"] as const;

export const NOT_A_PUSH_SERVICE = "must be a push service's address";

export type EndpointRules = {
  /** Local providers: any http(s) URL. */
  anyHost: boolean;
  /** The hosts allowed beside the browsers' push services (`PUSH_SERVICE_HOSTS`), exact or `*.` for every subdomain. */
  extraHosts?: readonly string[];
};

/** Why a server with these rules will not post to this endpoint, or null when it will (pure). */
export function pushEndpointRefusal(endpoint: string, { anyHost, extraHosts = [] }: EndpointRules): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "must be a URL";
  }
  if (anyHost) return url.protocol === "https:" || url.protocol === "http:" ? null : "must be an http or https URL";
  if (url.protocol !== "https:") return "must be an https URL";
  // WHATWG URLs leave the port empty when it is the scheme's own: 443 is the only one a push service listens on.
  if (url.port !== "" || url.username !== "" || url.password !== "") return NOT_A_PUSH_SERVICE;
  return isPushServiceHost(url.hostname, [...BROWSER_PUSH_SERVICES, ...extraHosts]) ? null : NOT_A_PUSH_SERVICE;
}

/**
 * Whether a URL's host (lower-cased by the URL parser) is one of `hosts`: the same name, or for `*.name` a
 * name of one or more labels under it. A trailing dot, an IP address or any other spelling is no match.
 */
export function isPushServiceHost(host: string, hosts: readonly string[]): boolean {
  return hosts.some((allowed) => {
    if (!allowed.startsWith("*.")) return host === allowed;
    const suffix = allowed.slice(1);
    return host.endsWith(suffix) && /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host.slice(0, -suffix.length));
  });
}
