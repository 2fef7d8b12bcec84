import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

const call = (path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers }));

/** The request headers proxy.ts hands on to the page or route (Next's middleware override headers). */
function forwardedRequestId(response: Response): string | null {
  const overridden = response.headers.get("x-middleware-override-headers")?.split(",") ?? [];
  return overridden.includes("x-request-id") ? response.headers.get("x-middleware-request-x-request-id") : null;
}

describe("proxy.ts and request ids", () => {
  it("gives pages and refusals an X-Request-Id (API calls get theirs from the route wrappers)", () => {
    for (const path of ["/", "/about", "/cards/the-fool", "/admin", "/cards/%ff", "/_next/image?url=x"]) {
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
    for (const [path, headers] of [["/about", {}], ["/", {}], ["/cards/the-fool", { "X-Request-Id": "not an id!" }]] as const) {
      const response = call(path, headers);
      expect(forwardedRequestId(response), path).toBe(response.headers.get("x-request-id"));
    }
  });

  it("answers a first segment that is neither a page of ours nor a language as a page that does not exist", () => {
    for (const path of ["/nl", "/nl/faq", "/en/faq", "/pt-br/faq", "/wp-admin/setup.php"]) {
      expect(new URL(call(path).headers.get("x-middleware-rewrite")!).pathname, path).toBe("/not-found");
    }
    for (const path of ["/de", "/pt-BR/faq", "/it/cards/the-fool", "/faq", "/icon.svg", "/manifest.webmanifest", "/readings/abc"]) {
      expect(call(path).headers.get("x-middleware-rewrite"), path).toBeNull();
    }
  });

  it("answers a router request or another method than GET for a page that does not exist with a bare 404, kept nowhere", () => {
    for (const [path, method, headers] of [["/nl/faq", "GET", { RSC: "1" }], ["/dev/nothing", "OPTIONS", {}], ["/cards/%ff", "POST", {}]] as const) {
      const response = proxy(new NextRequest(new URL(path, "http://localhost:3000"), { method, headers }));
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("x-middleware-rewrite"), path).toBeNull();
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("answers a /dev path no local provider owns as a page that does not exist, and lets an enabled provider's pages through", () => {
    // Local providers are on outside production (lib/config.ts); off, every /dev page is the not-found page (e2e/startup.spec.ts).
    for (const path of ["/dev", "/dev/nothing", "/dev/portalx"]) {
      expect(new URL(call(path).headers.get("x-middleware-rewrite")!).pathname, path).toBe("/not-found");
    }
    for (const path of ["/dev/portal", "/dev/checkout/cs_1", "/dev/identity/authorize"]) {
      expect(call(path).headers.get("x-middleware-rewrite"), path).toBeNull();
    }
  });
});
