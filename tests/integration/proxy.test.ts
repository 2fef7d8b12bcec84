import { AsyncLocalStorage } from "node:async_hooks";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";

// The switch is on for this file (config is read when first used).
process.env.MAINTENANCE_MODE = "1";

const PREFETCH_HEADERS: Record<string, string>[] = [{}, { purpose: "prefetch" }, { "next-router-prefetch": "1" }, { "next-router-prefetch": "1", rsc: "1" }];

const call = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  proxy(new NextRequest(new URL(path, "http://localhost:3000"), init));

describe("proxy.ts with MAINTENANCE_MODE=1", () => {
  it.each(PREFETCH_HEADERS)("sends pages to /maintenance whatever the headers: %j", (headers) => {
    for (const path of ["/", "/about", "/cards/the-fool", "/dev/identity/authorize"]) {
      const response = call(path, { headers });
      expect(response.status, path).toBe(307);
      expect(new URL(response.headers.get("location")!).pathname).toBe("/maintenance");
    }
  });

  it("lets the maintenance page through", () => {
    expect(call("/maintenance").headers.get("x-middleware-next")).toBe("1");
  });

  it.each(PREFETCH_HEADERS)("sends a page in another language to that language's maintenance page: %j", (headers) => {
    for (const [path, maintenance] of [
      ["/de", "/de/maintenance"],
      ["/fr/about", "/fr/maintenance"],
      ["/pt-BR/cards/the-fool", "/pt-BR/maintenance"],
      ["/es/privacy", "/es/maintenance"],
      // Not a language: the English page.
      ["/xx/about", "/maintenance"],
      ["/pt-br/about", "/maintenance"],
    ]) {
      const response = call(path, { headers });
      expect(response.status, path).toBe(307);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(new URL(response.headers.get("location")!).pathname, path).toBe(maintenance);
    }
  });

  it("lets each language's maintenance page through", () => {
    for (const path of ["/es/maintenance", "/pt-BR/maintenance", "/de/maintenance", "/fr/maintenance", "/it/maintenance"]) {
      expect(call(path).headers.get("x-middleware-next"), path).toBe("1");
    }
  });

  it.each([
    ["/robots.txt", false],
    ["/sitemap.xml", false],
    ["/favicon.ico", false],
    ["/cards/the-fool.jpg", false],
    ["/_next/static/chunks/main.js", false],
    ["/sw.js", false],
    ["/robots.txt.bak", true],
    ["/sitemap.xml/x", true],
    ["/faviconXico", true],
    ["/cards/the-fool/x.jpg", true],
    ["/cards/the-fool.jpg.html", true],
    ["/_next/staticx", true],
    ["/sw.js.map", true],
    ["/x/sw.js", true],
    ["/cards/the-fool", true],
    ["/admin", true],
    ["/dev/portal", true],
    // The route wrappers apply the switch to the API (tests/integration/maintenance.test.ts), and Next
    // does not hold a request's body back for a proxy that does not run.
    ["/api/health", false],
    ["/api/tarot/interpret", false],
    ["/api/payments/webhook", false],
    ["/apix", true],
  ])("runs for %s: %s (its exclusions are anchored, so nothing else slips past the switch)", async (url, runs) => {
    // Next's matcher tester reads the request store that Next's server sets up.
    (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
    const { unstable_doesMiddlewareMatch } = await import("next/experimental/testing/server");
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(runs);
  });

  it("refuses an image-optimizer URL that is not exactly a card image, even in maintenance", () => {
    expect(call("/_next/image?url=%2Fcards%2Fthe-moon.jpg%23x&w=640&q=60").status).toBe(400);
    expect(call("/_next/image?url=%2Fcards%2Fthe-moon.jpg&w=640&q=60").headers.get("x-middleware-next")).toBe("1");
  });
});
