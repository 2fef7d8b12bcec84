import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
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

test.describe("production with real providers configured", () => {
  test("hides the local providers and sends sign-in to Google", async () => {
    const { base, child } = await runningServer({
      SUPPORT_EMAIL: "help@arcana.example",
      // Never reached: these requests do not touch the database or the providers.
      DATABASE_URL: "postgres://arcana@127.0.0.1:9/arcana",
      AUTH_SECRET: "x".repeat(32),
      GOOGLE_CLIENT_ID: "1234-test.apps.googleusercontent.com",
      STRIPE_SECRET_KEY: "sk_test_unused",
      STRIPE_WEBHOOK_SECRET: "whsec_unused",
      STRIPE_PRICE_ID: "price_unused",
      ANTHROPIC_API_KEY: "sk-ant-unused",
    });
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

test.describe("maintenance switch", () => {
  test("MAINTENANCE_MODE=1 sends pages to /maintenance and makes API calls answer 503", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "arcana-maintenance-"));
    const { base, child } = await runningServer({ LOCAL_PROVIDERS: "1", MAINTENANCE_MODE: "1", DATA_DIR: dataDir });
    try {
      const home = await fetch(`${base}/`, { redirect: "manual" });
      expect(home.status).toBe(307);
      expect(new URL(home.headers.get("location")!, base).pathname).toBe("/maintenance");
      expect((await fetch(`${base}/maintenance`)).status).toBe(200);
      const api = await fetch(`${base}/api/auth/user`);
      expect(api.status).toBe(503);
      expect((await api.json()).error).toMatch(/maintenance/);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    } finally {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
