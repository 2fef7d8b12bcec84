import { NextResponse, type NextRequest } from "next/server";
import { getConfig } from "@/lib/config";

/**
 * Runs before routing. It never decides authorisation (every route handler checks the bearer token
 * itself); it only applies the maintenance switch of DESIGN.md §10.
 */
export function proxy(request: NextRequest) {
  if (!getConfig().maintenanceMode) return NextResponse.next();
  const { pathname } = request.nextUrl;
  if (pathname === "/maintenance" || pathname === "/api/health") return NextResponse.next();
  if (pathname.startsWith("/api/")) {
    return NextResponse.json(
      { error: "We are doing scheduled maintenance. Please try again shortly." },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "600" } },
    );
  }
  return NextResponse.redirect(new URL("/maintenance", request.url), 307);
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|cards/.*\\.jpg|robots.txt|sitemap.xml).*)"],
};
