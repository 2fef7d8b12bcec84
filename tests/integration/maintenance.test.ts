import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jsonRequest } from "../helpers/requests";

// The switch is on for this file (the configuration is read when first used).
process.env.MAINTENANCE_MODE = "1";

const API_DIR = path.join(process.cwd(), "app", "api");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/** Not wrapped, on purpose: the health checks answer in maintenance, and a path no route owns is still no path. */
const NOT_SWITCHED = new Set(["health", "live", "[...path]"]);

/** Every route file under app/api, found on disk: a route added later is covered without a word here. */
function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** The URL path of a route file, each dynamic segment given a value, and the params Next would pass. */
function pathAndParams(file: string): { urlPath: string; params: Record<string, string | string[]> } {
  const params: Record<string, string | string[]> = {};
  const segments = path
    .relative(path.join(process.cwd(), "app"), path.dirname(file))
    .split(path.sep)
    .map((segment) => {
      const name = /^\[(?:\.\.\.)?(\w+)\]$/.exec(segment)?.[1];
      if (!name) return segment;
      params[name] = segment.startsWith("[...") ? ["x"] : "00000000-0000-4000-8000-000000000000";
      return String(params[name]);
    });
  return { urlPath: `/${segments.join("/")}`, params };
}

describe("the maintenance switch on the API (docs/product.md#maintenance-page)", () => {
  it("answers every method of every API route 503 with the maintenance message, before reading anything", async () => {
    const files = routeFiles().filter((file) => !NOT_SWITCHED.has(path.basename(path.dirname(file))));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const routeModule = (await import(file)) as Record<string, unknown>;
      const { urlPath, params } = pathAndParams(file);
      for (const method of METHODS.filter((name) => typeof routeModule[name] === "function")) {
        const handler = routeModule[method] as (request: Request, context: unknown) => Promise<Response>;
        // A bearer token, a body and a signature that would each be refused: the switch answers first.
        const request = jsonRequest(urlPath, {
          method,
          token: "not-a-token",
          body: ["GET", "HEAD", "OPTIONS"].includes(method) ? undefined : { question: "Q?" },
          headers: { "Stripe-Signature": "t=1,v1=x" },
        });
        const answer = await handler(request, { params: Promise.resolve(params) });
        expect(answer.status, `${method} ${urlPath}`).toBe(503);
        expect(answer.headers.get("cache-control"), `${method} ${urlPath}`).toBe("no-store");
        expect(answer.headers.get("retry-after"), `${method} ${urlPath}`).toBe("600");
        expect(answer.headers.get("x-request-id"), `${method} ${urlPath}`).toMatch(/^[0-9a-f]{32}$/);
        expect(await answer.json(), `${method} ${urlPath}`).toEqual({ error: "We are doing scheduled maintenance. Please try again shortly.", code: "maintenance" });
      }
    }
  });

  it("keeps the health checks answering, for the load balancer", async () => {
    const { GET } = await import("@/app/api/health/route");
    expect((await GET(new Request("http://localhost/api/health"))).status).toBe(200);
    const { GET: live } = await import("@/app/api/health/live/route");
    expect(await (await live(new Request("http://localhost/api/health/live"))).json()).toEqual({ ok: true });
  });
});
