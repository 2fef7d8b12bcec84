import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

// Read when the configuration is first used.
const METRICS_TOKEN = "metrics-token-of-the-proxy-tests-0123";
process.env.METRICS_TOKEN = METRICS_TOKEN;
process.env.ADMIN_EMAILS = "operator@example.com";

const call = (path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers }));

/** The request headers proxy.ts hands on to the page or route (Next's middleware override headers). */
function forwardedRequestId(response: Response): string | null {
  const overridden = response.headers.get("x-middleware-override-headers")?.split(",") ?? [];
  return overridden.includes("x-request-id") ? response.headers.get("x-middleware-request-x-request-id") : null;
}

describe("proxy.ts and request ids", () => {
  it("gives pages, API calls and refusals an X-Request-Id", () => {
    for (const path of ["/", "/about", "/cards/the-fool", "/api/health", "/api/tarot/interpret", "/cards/%ff", "/_next/image?url=x"]) {
      expect(call(path).headers.get("x-request-id"), path).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it("keeps nginx's $request_id as it is, handing no other id on", () => {
    const nginxId = "0123456789abcdef0123456789abcdef";
    for (const path of ["/", "/about"]) {
      const response = call(path, { "X-Request-Id": nginxId });
      expect(response.headers.get("x-request-id")).toBe(nginxId);
      // `/` hands every header on (its CSP nonce), the others none.
      expect(forwardedRequestId(response) ?? nginxId).toBe(nginxId);
    }
  });

  it("hands an id it made on to the page or route, so that their log lines carry the id the answer names", () => {
    for (const [path, headers] of [["/about", {}], ["/", {}], ["/api/auth/user", { "X-Request-Id": "not an id!" }]] as const) {
      const response = call(path, headers);
      expect(forwardedRequestId(response), path).toBe(response.headers.get("x-request-id"));
    }
  });

  it("answers /api/metrics without the token as an unknown API path (the catch-all's 404), and lets the token through", () => {
    for (const headers of [{}, { Authorization: "Bearer wrong" }, { Authorization: `Bearer ${METRICS_TOKEN}-` }] as Record<string, string>[]) {
      const refused = call("/api/metrics", headers);
      expect(new URL(refused.headers.get("x-middleware-rewrite")!).pathname).toBe("/api/not-found");
      expect(call("/api/no-such-route").headers.get("x-middleware-rewrite")).toBeNull();
    }
    const allowed = call("/api/metrics", { Authorization: `Bearer ${METRICS_TOKEN}` });
    expect(allowed.headers.get("x-middleware-rewrite")).toBeNull();
    expect(allowed.headers.get("x-middleware-next")).toBe("1");
  });

  it("renders /admin as an unknown path to a request without the console's cookie, and lets one with it through to the page's own check", () => {
    for (const headers of [{}, { Cookie: "arcana_session=x" }, { Authorization: "Bearer x" }] as Record<string, string>[]) {
      expect(new URL(call("/admin", headers).headers.get("x-middleware-rewrite")!).pathname).toBe("/not-found");
    }
    const withCookie = call("/admin?email=a%40b.example", { Cookie: "arcana_admin=anything" });
    expect(withCookie.headers.get("x-middleware-rewrite")).toBeNull();
    expect(withCookie.headers.get("x-middleware-next")).toBe("1");
  });
});
