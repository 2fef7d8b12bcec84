import { NextResponse, type NextRequest } from "next/server";
import { getConfig } from "@/lib/config";
import { nonceContentSecurityPolicy } from "@/lib/security-headers";

/**
 * Runs before routing. It never decides authorisation (every route handler checks the bearer token
 * itself): it applies the maintenance switch (DESIGN.md §10) and gives `/` its per-request CSP nonce.
 */
export function proxy(request: NextRequest) {
  const { maintenanceMode, production } = getConfig();
  const { pathname } = request.nextUrl;
  if (maintenanceMode) {
    const maintenance = maintenanceResponse(request);
    if (maintenance) return maintenance;
  }
  if (pathname === "/") return withNonce(request, production);
  return NextResponse.next();
}

function maintenanceResponse(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  if (pathname === "/maintenance" || pathname === "/api/health") return undefined;
  if (pathname.startsWith("/api/")) {
    return NextResponse.json(
      { error: "We are doing scheduled maintenance. Please try again shortly." },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "600" } },
    );
  }
  return NextResponse.redirect(new URL("/maintenance", request.url), 307);
}

/** Next reads the nonce from the request's policy and puts it on every script it renders. */
function withNonce(request: NextRequest, production: boolean): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = nonceContentSecurityPolicy(nonce, production);
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!_next/static|_next/image|favicon.ico|cards/.*\\.jpg|robots.txt|sitemap.xml).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
