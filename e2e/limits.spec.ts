import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { runningServer } from "./servers";

/**
 * Limits before the body (docs/architecture.md#limits-before-the-body), on the production build: a
 * request is refused on what its headers say before its body has arrived, and a body that trickles in
 * is given up on. Each request here sends part of its body and then nothing: an answer that comes at
 * all was given without waiting for the rest (before, Next held every /api body back for proxy.ts).
 */
type Answer = { status: number; body: string };

let base: string;
let stop: () => void;

test.beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "arcana-limits-"));
  const server = await runningServer({ LOCAL_PROVIDERS: "1", DATA_DIR: dataDir, REQUEST_BODY_TIMEOUT_SECONDS: "2", STRIPE_WEBHOOK_SECRET: "whsec_limits_test_secret" });
  base = server.base;
  stop = () => {
    server.child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
});

test.afterAll(() => stop?.());

/** Sends the headers and `sent` of the body, never the rest; resolves with the answer the server gives anyway. */
function unfinishedRequest(pathname: string, headers: Record<string, string>, sent: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(pathname, base), { method: "POST", headers }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on("error", (error) => reject(error));
    request.write(sent);
  });
}

async function sessionToken(email: string): Promise<string> {
  const post = async (pathname: string, body: unknown) => {
    const response = await fetch(`${base}${pathname}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    expect(response.status, pathname).toBe(200);
    return response.json();
  };
  const { idToken } = (await post("/api/dev/identity/token", { email })) as { idToken: string };
  return ((await post("/api/auth/google", { idToken })) as { token: string }).token;
}

const json = (token?: string) => ({ "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) });

test("a declared length over the limit is 413 before the body arrives", async () => {
  const token = await sessionToken(`limits-declared-${Date.now()}@example.com`);
  const reading = await unfinishedRequest("/api/tarot/interpret", { ...json(token), "Content-Length": "600000" }, "{");
  expect(reading.status).toBe(413);
  expect(JSON.parse(reading.body)).toMatchObject({ code: "payload_too_large" });
  // A webhook's limit is larger (Stripe's events), and still far below what would hurt.
  const webhook = await unfinishedRequest("/api/payments/webhook", { ...json(), "Stripe-Signature": "t=1,v1=x", "Content-Length": String(10 * 1024 * 1024) }, "{");
  expect(webhook.status).toBe(413);
});

test("a bad token or a missing signature is refused without reading the body", async () => {
  const reading = await unfinishedRequest("/api/tarot/interpret", { ...json("not-a-token"), "Content-Length": "9000" }, "{");
  expect(reading.status).toBe(401);
  const webhook = await unfinishedRequest("/api/payments/webhook", { ...json(), "Content-Length": "400000" }, "{");
  expect(webhook.status).toBe(400);
});

test("a body that trickles in slower than its deadline is 408, and the reading is not counted", async () => {
  const email = `limits-trickle-${Date.now()}@example.com`;
  const token = await sessionToken(email);
  const reading = await unfinishedRequest("/api/tarot/interpret", { ...json(token), "Content-Length": "200" }, '{"question":"Will it');
  expect(reading.status).toBe(408);
  expect(JSON.parse(reading.body)).toMatchObject({ code: "request_timeout" });
  const profile = await fetch(`${base}/api/auth/user`, { headers: json(token) });
  expect(((await profile.json()) as { stats: { currentMonth: { total_count: number } } }).stats.currentMonth.total_count).toBe(0);
});

test("a body larger than the limit without a declared length is cut off at the limit: 413", async () => {
  const token = await sessionToken(`limits-chunked-${Date.now()}@example.com`);
  // Chunked: no Content-Length to refuse on, so the limit is counted as the bytes arrive.
  const reading = await unfinishedRequest("/api/tarot/interpret", { ...json(token), "Transfer-Encoding": "chunked" }, `{"question":"${"x".repeat(40 * 1024)}`);
  expect(reading.status).toBe(413);
});
