import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { cleanEnv, runningServer } from "./servers";

/** Starts `next start` with `env` and returns its exit code and output once it exits by itself. */
function startServer(env: Record<string, string> & { NODE_ENV: "production" }): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("node_modules/.bin/next", ["start", "-p", "0"], {
      env: cleanEnv(env),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not stop by itself:\n${output}`));
    }, 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe("production start-up", () => {
  test("refuses to start without local providers when a required variable is missing, naming it in one line", async () => {
    const { code, output } = await startServer({ NODE_ENV: "production" });
    expect(code).not.toBe(0);
    const lines = output.split("\n").filter((line) => line.includes("Arcana cannot start"));
    expect(lines).toEqual(["Arcana cannot start: Missing required environment variable APP_URL (or set LOCAL_PROVIDERS=1)"]);
  });

  test("names the next missing variable once the first is given", async () => {
    const { code, output } = await startServer({ NODE_ENV: "production", APP_URL: "https://arcana.example", SUPPORT_EMAIL: "a@b.co" });
    expect(code).not.toBe(0);
    expect(output).toContain("Missing required environment variable DATABASE_URL");
  });
});

/** A production start with real providers configured; none is reached by these requests. */
const REAL_PROVIDERS = {
  SUPPORT_EMAIL: "help@arcana.example",
  DATABASE_URL: "postgres://arcana@127.0.0.1:9/arcana",
  AUTH_SECRET: "x".repeat(32),
  GOOGLE_CLIENT_ID: "1234-test.apps.googleusercontent.com",
  STRIPE_SECRET_KEY: "sk_test_unused",
  STRIPE_WEBHOOK_SECRET: "whsec_unused",
  STRIPE_PRICE_ID: "price_unused",
  ANTHROPIC_API_KEY: "sk-ant-unused",
};

test.describe("production with real providers configured", () => {
  test("hides the local providers and sends sign-in to Google", async () => {
    const { base, child } = await runningServer(REAL_PROVIDERS);
    try {
      expect((await fetch(`${base}/dev/identity/authorize?nonce=x`)).status).toBe(404);
      const token = await fetch(`${base}/api/dev/identity/token`, { method: "POST", body: JSON.stringify({ email: "a@b.co" }) });
      expect(token.status).toBe(404);
      expect((await fetch(`${base}/api/dev/identity/jwks`)).status).toBe(404);
      // The same build's local checkout and portal are gone too: Stripe is configured.
      expect((await fetch(`${base}/dev/checkout/cs_local_x`)).status).toBe(404);
      expect((await fetch(`${base}/dev/portal?customer=cus_local_x`)).status).toBe(404);
      const pay = await fetch(`${base}/api/dev/checkout/cs_local_x`, { method: "POST", body: JSON.stringify({ outcome: "paid" }) });
      expect(pay.status).toBe(404);
      const endPeriod = await fetch(`${base}/api/dev/subscription`, { method: "POST", body: JSON.stringify({ action: "end_period" }) });
      expect(endPeriod.status).toBe(404);
      // Whatever the method: Next's own 405s and OPTIONS' 204 with an Allow list would tell that a route is there.
      const devPaths = ["/api/dev/identity/token", "/api/dev/identity/jwks", "/api/dev/checkout/cs_local_x", "/api/dev/subscription", "/api/dev/portal", "/api/dev/jobs/run", "/dev/portal", "/dev/checkout/cs_local_x", "/dev/identity/authorize"];
      for (const path of devPaths) {
        for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
          const answer = await fetch(`${base}${path}`, { method, redirect: "manual" });
          expect(answer.status, `${method} ${path}`).toBe(404);
          expect(answer.headers.get("allow"), `${method} ${path}`).toBeNull();
        }
      }
      const start = await fetch(`${base}/auth/start?nonce=abcdefghijklmnopqrstuvwxyz`, { redirect: "manual" });
      expect(start.status).toBe(302);
      const location = new URL(start.headers.get("location")!);
      expect(location.origin).toBe("https://accounts.google.com");
      expect(location.searchParams.get("client_id")).toBe("1234-test.apps.googleusercontent.com");
      expect(location.searchParams.get("redirect_uri")).toBe(`${base}/auth/callback`);
    } finally {
      child.kill("SIGTERM");
    }
  });
});

/** Headers that once made the proxy skip a request: the switch must hold whatever the client sends. */
const PREFETCH_HEADERS: Record<string, string>[] = [
  {},
  { purpose: "prefetch" },
  { "next-router-prefetch": "1" },
  { "next-router-prefetch": "1", rsc: "1" },
  { "x-middleware-prefetch": "1" },
  { "sec-purpose": "prefetch" },
];

test.describe("maintenance switch", () => {
  test("with MAINTENANCE_MODE=1 every page goes to /maintenance and every API call answers 503, whatever the request headers", async () => {
    // The same build the journeys use, started without local providers (real ones configured).
    const { base, child } = await runningServer({ ...REAL_PROVIDERS, MAINTENANCE_MODE: "1" });
    try {
      for (const headers of PREFETCH_HEADERS) {
        for (const page of ["/", "/about", "/faq", "/cards/the-fool", "/how-to-use", "/privacy", "/dev/identity/authorize", "/auth/callback"]) {
          const response = await fetch(`${base}${page}`, { headers, redirect: "manual" });
          expect(response.status, `${page} ${JSON.stringify(headers)}`).toBe(307);
          expect(new URL(response.headers.get("location")!, base).pathname).toBe("/maintenance");
        }
        const calls: [string, string, string?][] = [
          ["GET", "/api/auth/user"],
          ["POST", "/api/auth/google", JSON.stringify({ idToken: "x" })],
          ["DELETE", "/api/auth/google"],
          ["POST", "/api/auth/logout"],
          ["POST", "/api/tarot/interpret", JSON.stringify({ question: "Q?", type: "one_card", category: "general", cards: ["The Sun"] })],
          ["POST", "/api/dev/identity/token", JSON.stringify({ email: "a@b.co" })],
        ];
        for (const [method, path, body] of calls) {
          const response = await fetch(`${base}${path}`, {
            method,
            body,
            headers: { ...headers, "Content-Type": "application/json", Authorization: "Bearer x" },
          });
          // Next answers a request that says it is a proxy's prefetch with an empty 200 and no route run at
          // all, for the /api paths that proxy.ts does not take (nginx clears the header, deploy/nginx.conf).
          if (headers["x-middleware-prefetch"]) {
            expect([response.status, response.headers.get("x-middleware-skip"), await response.text()], `${method} ${path}`).toEqual([200, "1", "{}"]);
            continue;
          }
          expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(503);
          expect(response.headers.get("cache-control")).toBe("no-store");
          expect((await response.json()).error).toMatch(/maintenance/);
        }
      }
      expect((await fetch(`${base}/maintenance`)).status).toBe(200);
    } finally {
      child.kill("SIGTERM");
    }
  });
});
