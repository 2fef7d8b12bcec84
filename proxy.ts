import { NextResponse, type NextRequest } from "next/server";
import { ADMIN_COOKIE, ADMIN_PATH } from "@/lib/admin/console-cookie";
import { getConfig } from "@/lib/config";
import type { ErrorCode } from "@/lib/errors";
import { isCardImageVariant } from "@/lib/card-image-variants";
import { isUnknownSharePath } from "@/lib/daily/shareable";
import { nonceContentSecurityPolicy } from "@/lib/security-headers";
import { METRICS_PATH, metricsAuthorized } from "@/lib/observability/metrics-access";
import { REQUEST_ID_HEADER, isValidRequestId, newRequestId } from "@/lib/observability/request-id";

/**
 * Runs before routing, for every request whatever its headers (no prefetch exception: the
 * maintenance switch must hold for all). It never grants access (every route handler checks the
 * bearer token itself, and the console's page its cookie), though it answers as unknown paths the
 * metrics without their token and the console without its cookie. It guards the image optimizer,
 * applies the maintenance switch (docs/product.md#maintenance-page), and gives `/` its per-request
 * CSP nonce. Every answer, pages included, carries `X-Request-Id`: nginx's `$request_id` when it sent
 * one, else one made here and handed on to the page or route handler, whose log lines carry it
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
  const { maintenanceMode, production, metricsToken, adminEmails } = getConfig();
  const { pathname } = request.nextUrl;
  if (pathname === "/_next/image") return isCardImageVariant(request.nextUrl.searchParams) ? next(request, newRequestId) : invalidImageRequest();
  // Refused as an unknown API path is (app/api/[...path]), so that nothing tells the metrics exist (the route checks again).
  if (pathname === METRICS_PATH && !metricsAuthorized(request.headers.get("authorization"), metricsToken)) {
    return NextResponse.rewrite(new URL(UNKNOWN_API_PATH, request.url));
  }
  if (maintenanceMode) {
    const maintenance = maintenanceResponse(request);
    if (maintenance) return maintenance;
  }
  if (pathname === "/") return withNonce(request, production, newRequestId);
  // Without the console's cookie, which only operators are given, /admin is rendered as any unknown
  // path is: even a not-found answer from the console's own page would name its route in its payload.
  // The page checks the cookie's session itself.
  if (pathname === ADMIN_PATH && (adminEmails.length === 0 || !request.cookies.has(ADMIN_COOKIE))) return notFound(request);
  // Only the 22 cards on the days since the first card of the day have share pages: any other path there
  // gets the not-found page before Next renders, and caches, one for it (docs/architecture.md#security).
  if (isUnknownSharePath(pathname, new Date())) return notFound(request);
  // A path that is not valid percent-encoding (`/cards/%ff`) crashes Next's dynamic-route matching;
  // it names no page of ours, so it gets the not-found page like any unknown path.
  if (!isDecodable(pathname)) return notFound(request);
  return next(request, newRequestId);
}

/** A path under /api that no route owns: the catch-all route answers it as every unknown API path. */
const UNKNOWN_API_PATH = "/api/not-found";

function notFound(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL("/not-found", request.url));
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function maintenanceResponse(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  if (pathname === "/maintenance" || pathname === "/api/health") return undefined;
  if (pathname.startsWith("/api/")) {
    return NextResponse.json(
      { error: "We are doing scheduled maintenance. Please try again shortly.", code: "maintenance" satisfies ErrorCode },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "600" } },
    );
  }
  return NextResponse.redirect(new URL("/maintenance", request.url), { status: 307, headers: { "Cache-Control": "no-store" } });
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
  // Static files are answered before the proxy could matter; everything else, the image optimizer
  // included, comes through here. Each exclusion is anchored: `/robots.txt.x` or `/cards/a/b.jpg`
  // must not slip past the maintenance switch.
  matcher: ["/((?!_next/static/|favicon\\.ico$|cards/[a-z0-9-]+\\.jpg$|robots\\.txt$|sitemap\\.xml$).*)"],
};
