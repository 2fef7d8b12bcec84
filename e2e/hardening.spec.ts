import http from "node:http";
import { expect, test } from "@playwright/test";

/** A raw request (Node's fetch refuses methods such as TRACE), answering status and headers. */
function rawRequest(base: string, method: string, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, base), { method }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on("error", reject);
    request.end();
  });
}

test.describe("hardening, on the production build with local providers", () => {
  test("the page's nonce and policy come from the server only, prefetch or not", async ({ request }) => {
    for (const extra of [{}, { purpose: "prefetch" }, { "next-router-prefetch": "1" }] as Record<string, string>[]) {
      const response = await request.get("/", { headers: { "Content-Security-Policy": "script-src 'nonce-attackerchosen'", ...extra } });
      expect(response.status()).toBe(200);
      const policy = response.headers()["content-security-policy"];
      expect(policy, JSON.stringify(extra)).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(policy).not.toContain("attackerchosen");
      expect(await response.text()).not.toContain("attackerchosen");
    }
    const popup = await request.get("/dev/identity/authorize?client_id=arcana-local-client&nonce=abc&redirect_uri=x", {
      headers: { "Content-Security-Policy": "script-src 'nonce-attackerchosen'" },
    });
    expect(await popup.text()).not.toContain("attackerchosen");
  });

  test("the image optimizer encodes only the card images, never a URL variant", async ({ request }) => {
    const valid = await request.get("/_next/image?url=%2Fcards%2Fthe-moon.jpg&w=640&q=60", { headers: { Accept: "image/webp" } });
    expect(valid.status()).toBe(200);
    expect(valid.headers()["content-type"]).toBe("image/webp");
    for (const url of ["%2Fcards%2Fthe-moon.jpg%23abc123", "%2Fcards%2Fthe-moon.jpg%3Fv%3D1", "%2Fcards%2Fthe-joker.jpg", "https%3A%2F%2Fevil.example%2Fa.jpg"]) {
      const response = await request.get(`/_next/image?url=${url}&w=640&q=60`);
      expect(response.status(), url).toBe(400);
      expect(response.headers()["cache-control"]).toBe("no-store");
    }
  });

  test("odd requests get proper answers, not 500s", async ({ request, baseURL }) => {
    const malformed = await request.get("/cards/%ff");
    expect(malformed.status()).toBe(404);
    expect(malformed.headers()["content-type"]).toMatch(/text\/html/);
    expect(malformed.headers()["x-content-type-options"]).toBe("nosniff");
    expect(malformed.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

    for (const path of ["/", "/api/health", "/api/auth/user"]) {
      const trace = await rawRequest(baseURL!, "TRACE", path);
      expect(trace.status, path).toBe(405);
      expect(trace.headers["cache-control"]).toBe("no-store");
      expect(trace.headers["x-content-type-options"]).toBe("nosniff");
    }
    for (const method of ["OPTIONS", "PUT", "PATCH"]) {
      const answer = await rawRequest(baseURL!, method, "/api/auth/user");
      expect([204, 405], method).toContain(answer.status);
      expect(answer.headers["cache-control"], method).toBe("no-store");
    }
  });

  test("a control character in a URL gets the not-found page or a refusal, never a 500", async ({ request }) => {
    for (const path of ["/dev/portal?customer=cus_%00", "/dev/portal?customer=cus_%1Bx", "/dev/checkout/cs_%00"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Page not found");
    }
    const success = await request.get("/stripe/success?session_id=cs_%00");
    expect(success.status()).toBe(200);
    expect(await success.text()).toContain("No payment to confirm");

    // Next decodes the path parameter; the route wrapper judges it.
    const checkout = await request.post("/api/dev/checkout/cs_%00", { data: { outcome: "paid" } });
    expect(checkout.status()).toBe(400);
    expect(await checkout.json()).toEqual({ error: "Invalid sessionId: must not contain control characters", code: "invalid_request" });

    // The operator's console, with the cookie its sign-in gives, refuses the lookup without running it.
    const issued = await request.post("/api/dev/identity/token", { data: { email: "operator@arcana.example" } });
    expect((await request.post("/api/auth/google", { data: await issued.json() })).status()).toBe(200);
    const lookup = await request.get("/admin?email=someone%00%40example.com");
    expect(lookup.status()).toBe(200);
    const html = await lookup.text();
    expect(html).toContain("Invalid email: must not contain control characters.");
    expect(html).not.toContain("No customer has the e-mail");
  });
});
