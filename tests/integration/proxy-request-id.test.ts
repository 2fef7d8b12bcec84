import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PATH } from "@/lib/i18n/paths";
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
      expect(new URL(call(path).headers.get("x-middleware-rewrite")!).pathname, path).toBe(NOT_FOUND_PATH);
    }
    // Its own target comes through again (Next runs the proxy on a rewritten path): it must pass, or the rewrite loops.
    for (const path of ["/de", "/pt-BR/faq", "/it/cards/the-fool", "/faq", "/icon.svg", "/manifest.webmanifest", "/readings/abc", NOT_FOUND_PATH]) {
      expect(call(path).headers.get("x-middleware-rewrite"), path).toBeNull();
    }
  });

  it("answers a page that exists in English only, or not in every language, as not found under another language's prefix", () => {
    for (const path of ["/de/admin", "/fr/dev/portal", "/es/auth/callback", "/it/daily/2026-11-25/the-sun", "/pt-BR/en", "/de/nothing"]) {
      expect(new URL(call(path).headers.get("x-middleware-rewrite")!).pathname, path).toBe(NOT_FOUND_PATH);
    }
  });

  it("answers a /dev path no local provider owns as a page that does not exist, and lets an enabled provider's pages through", () => {
    // Local providers are on outside production (lib/config.ts); off, every /dev page is the not-found page (e2e/startup.spec.ts).
    for (const path of ["/dev", "/dev/nothing", "/dev/portalx"]) {
      expect(new URL(call(path).headers.get("x-middleware-rewrite")!).pathname, path).toBe(NOT_FOUND_PATH);
    }
    for (const path of ["/dev/portal", "/dev/checkout/cs_1", "/dev/identity/authorize"]) {
      expect(call(path).headers.get("x-middleware-rewrite"), path).toBeNull();
    }
  });
});
