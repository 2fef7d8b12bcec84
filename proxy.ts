import { NextResponse, type NextRequest } from "next/server";
import { getConfig } from "@/lib/config";
import { isCardImageVariant } from "@/lib/card-image-variants";
import { isUnknownSharePath } from "@/lib/daily/shareable";
import { localProviderOfPath } from "@/lib/local-providers";
import { NOT_FOUND_PATH, isPagePath, localePath, splitLocalePath } from "@/lib/i18n/paths";
import { nonceContentSecurityPolicy } from "@/lib/security-headers";
import { REQUEST_ID_HEADER, isValidRequestId, newRequestId } from "@/lib/observability/request-id";

/**
 * Runs before routing for every page request whatever its headers (no prefetch exception: the
 * maintenance switch must hold for all); never for /api/*, whose route wrappers apply the switch and
 * give the request its id themselves (lib/http/route.ts), because Next holds a request's whole body
 * back from its route until the proxy has seen it (docs/architecture.md#limits-before-the-body). It
 * never grants access. It guards the image optimizer, applies the maintenance switch
 * (docs/product.md#maintenance-page), answers a local provider's pages as unknown paths while that
 * provider is off, and gives `/` its per-request CSP nonce. It sees every path as the reader wrote it: an
 * English page's (`/faq`) goes on to the `/en/…` path its page is rendered at after it, by next.config.ts's
 * rewrites (docs/architecture.md#languages). Every page carries `X-Request-Id`: nginx's
 * `$request_id` when it sent one, else one made here and handed on to the page, whose log lines carry it
 * (docs/architecture.md#logs-and-metrics).
 */
export function proxy(request: NextRequest) {
  const incoming = request.headers.get(REQUEST_ID_HEADER);
  const requestId = isValidRequestId(incoming) ? incoming : newRequestId();
  const response = answer(request, requestId === incoming ? undefined : requestId);
  response.headers.set("X-Request-Id", requestId);
  return response;
}

/** `newRequestId`: an id made here, which the request must carry on (the client sent none, or an unusable one). */
function answer(request: NextRequest, newRequestId: string | undefined): NextResponse {
  const { maintenanceMode, production } = getConfig();
  const { pathname } = request.nextUrl;
  if (pathname === "/_next/image") return isCardImageVariant(request.nextUrl.searchParams) ? next(request, newRequestId) : invalidImageRequest();
  if (maintenanceMode && splitLocalePath(pathname).path !== "/maintenance") return maintenanceRedirect(request);
  // A path that names no page in any language (`/nl/faq`, `/en/faq`, `/de/admin`, `/wp-admin`): not found,
  // the same way whatever the method, before `[locale]` takes its first segment for a language.
  if (!isPagePath(pathname)) return notFound(request);
  // The home page in every language (`/`, `/de`) shows the reader's question and reading: rendered per request with a nonce.
  if (splitLocalePath(pathname).path === "/") return withNonce(request, production, newRequestId);
  // The local checkout's and sign-in's pages do not exist on a server with the real providers, whatever the method.
  const provider = localProviderOfPath(pathname);
  if (provider && !provider.isOn()) return notFound(request);
  // Only the 22 cards on the days since the first card of the day have share pages: any other path there
  // gets the not-found page before Next renders, and caches, one for it (docs/architecture.md#security).
  if (isUnknownSharePath(pathname, new Date())) return notFound(request);
  // A path that is not valid percent-encoding (`/cards/%ff`) crashes Next's dynamic-route matching;
  // it names no page of ours, so it gets the not-found page like any unknown path.
  if (!isDecodable(pathname)) return notFound(request);
  return next(request, newRequestId);
}

/**
 * The not-found page for a path that names no page of ours: a rewrite to a path no route matches (two
 * segments, so that `/[locale]` cannot take it for a language), which Next answers with 404 whatever the
 * method or header, as it answers any unmatched path. Its first segment is on the known list (lib/i18n/paths.ts):
 * Next runs this proxy again on the rewritten path.
 */
function notFound(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** To the maintenance page in the path's language: `/de/faq` to `/de/maintenance`, `/faq` to `/maintenance`. */
function maintenanceRedirect(request: NextRequest): NextResponse {
  const { locale } = splitLocalePath(request.nextUrl.pathname);
  return NextResponse.redirect(new URL(localePath(locale, "/maintenance"), request.url), { status: 307, headers: { "Cache-Control": "no-store" } });
}

/**
 * Only the fixed set of card image variants may reach the encoder: any other URL (a query string, a
 * `#fragment`, another path) would be a cache miss costing a second of CPU each time.
 */
function invalidImageRequest(): NextResponse {
  return new NextResponse("Invalid image request", { status: 400, headers: { "Cache-Control": "no-store", "Content-Type": "text/plain" } });
}

/** Next reads the nonce from the request's policy and puts it on every script it renders. */
function withNonce(request: NextRequest, production: boolean, newRequestId: string | undefined): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = nonceContentSecurityPolicy(nonce, production);
  const headers = forwardedHeaders(request, newRequestId);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

/**
 * On to the page or route. Its headers are copied only when they must change (a made request id, a policy
 * or nonce sent by the client), which costs a little on every request.
 */
function next(request: NextRequest, newRequestId: string | undefined): NextResponse {
  if (!newRequestId && !request.headers.has("content-security-policy") && !request.headers.has("x-nonce")) return NextResponse.next();
  return NextResponse.next({ request: { headers: forwardedHeaders(request, newRequestId) } });
}

/** A policy or nonce sent by the client must never become the page's: Next would copy its nonce into scripts. */
function forwardedHeaders(request: NextRequest, newRequestId: string | undefined): Headers {
  const headers = new Headers(request.headers);
  headers.delete("content-security-policy");
  headers.delete("x-nonce");
  if (newRequestId) headers.set(REQUEST_ID_HEADER, newRequestId);
  return headers;
}

export const config = {
  // Static files are answered before the proxy could matter (the service worker too: its update check must
  // never be sent to /maintenance), and /api/* is the route wrappers' (above);
  // every page, the image optimizer included, comes through here. Each exclusion is anchored:
  // `/robots.txt.x` or `/cards/a/b.jpg` must not slip past the maintenance switch.
  matcher: ["/((?!api/|_next/static/|favicon\\.ico$|cards/[a-z0-9-]+\\.jpg$|robots\\.txt$|sitemap\\.xml$|sw\\.js$).*)"],
};
