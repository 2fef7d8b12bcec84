import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Stripe from "stripe";
import { signInThroughPopup, uniqueEmail } from "../e2e/fixtures";
import { READING, accessLog, clusterState, sessionToken, upstreamPorts } from "./cluster";

// Through nginx (deploy/nginx.conf) with two instances on one PostgreSQL database.
test.use({ baseURL: clusterState().url });

test("signs in through the popup behind nginx", async ({ page }) => {
  await page.goto("/");
  await signInThroughPopup(page, uniqueEmail("cluster-popup"));
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toHaveCount(0);
});

test("grants a fresh free user exactly 3 of 10 concurrent readings across both instances", async ({ request }) => {
  const token = await sessionToken(request, uniqueEmail("cluster-quota"));
  const before = accessLog().length;
  const statuses = await Promise.all(
    Array.from({ length: 10 }, () =>
      request.post("/api/tarot/interpret", { data: READING, headers: { Authorization: `Bearer ${token}` } }).then((response) => response.status()),
    ),
  );
  expect(statuses.filter((status) => status === 200)).toHaveLength(3);
  expect(statuses.filter((status) => status === 402)).toHaveLength(7);
  const served = upstreamPorts(accessLog().slice(before), "POST /api/tarot/interpret");
  expect([...served].sort()).toEqual(clusterState().instances.map((instance) => instance.port).sort());
});

test("accepts a Stripe-signed webhook through nginx once, and refuses a forged one", async ({ request }) => {
  const token = await sessionToken(request, uniqueEmail("cluster-webhook"));
  const authorization = { Authorization: `Bearer ${token}` };
  // Starting a checkout creates the user's billing customer; the portal's URL names it.
  expect((await request.post("/api/payments/create-checkout-session", { data: {}, headers: authorization })).status()).toBe(200);
  const portal = await request.post("/api/payments/create-portal-session", { data: {}, headers: authorization });
  expect(portal.status()).toBe(200);
  const customer = new URL(((await portal.json()) as { url: string }).url).searchParams.get("customer");
  expect(customer).toBeTruthy();

  const payload = JSON.stringify({
    id: `evt_cluster_${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`,
    object: "event",
    type: "customer.subscription.updated",
    data: { object: { customer } },
  });
  const deliver = (secret: string) =>
    request.post("/api/payments/webhook", {
      data: payload,
      headers: { "Content-Type": "application/json", "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    });
  const first = await deliver(clusterState().webhookSecret);
  expect(first.status()).toBe(200);
  expect(await first.json()).toEqual({ received: true, outcome: "synced" });
  // Whichever instance answers the retry, the event id is already claimed in the shared database.
  const again = await deliver(clusterState().webhookSecret);
  expect(await again.json()).toEqual({ received: true, outcome: "duplicate" });
  expect((await deliver("whsec_forged")).status()).toBe(400);
});

test("caches a card page: the second answer is a HIT", async ({ request }) => {
  const first = await request.get("/cards/the-hermit");
  expect(first.status()).toBe(200);
  expect(["MISS", "HIT"]).toContain(first.headers()["x-cache-status"]);
  const second = await request.get("/cards/the-hermit");
  expect(second.status()).toBe(200);
  expect(second.headers()["x-cache-status"]).toBe("HIT");
  expect(await second.text()).toBe(await first.text());
});

test("keeps one cache entry for a page whatever query or Host a client adds, and answers every variant", async () => {
  const { url, dir } = clusterState();
  const { hostname, port } = new URL(url);
  /** A GET with a Host of the client's choosing (Playwright and fetch send their own). */
  const get = (pathAndQuery: string, host: string) =>
    new Promise<{ status: number; cache: string }>((resolve, reject) => {
      const sent = httpRequest({ host: hostname, port, path: pathAndQuery, headers: { Host: host } }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, cache: String(response.headers["x-cache-status"]) }));
      });
      sent.on("error", reject);
      sent.end();
    });
  const answers = [];
  for (let variant = 0; variant < 100; variant++) answers.push(await get(`/cards/the-chariot?v=${variant}`, variant % 2 ? `variant-${variant}.example` : `${hostname}:${port}`));
  for (const answer of answers) expect(answer.status).toBe(200);
  expect(answers.filter((answer) => answer.cache === "HIT").length).toBeGreaterThanOrEqual(99);
  // nginx's cache folder (deploy/nginx.conf's proxy_cache_path, moved into the cluster's folder): one entry holds the page.
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(folder, entry.name)) : [path.join(folder, entry.name)]));
  const entries = files(path.join(dir, "arcana")).filter((file) => /\nKEY: \/cards\/the-chariot[|?]/.test(readFileSync(file, "latin1").slice(0, 2048)));
  expect(entries).toHaveLength(1);
});

test("compresses pages with brotli for a client that takes it, with gzip for one that does not", async ({ request }) => {
  test.skip(!clusterState().brotli, "this machine's nginx lacks the brotli modules (CI requires them)");
  const brotli = await request.get("/cards/the-lovers", { headers: { "Accept-Encoding": "gzip, br" } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(brotli.headers()["vary"]).toContain("Accept-Encoding");
  const html = await brotli.text();
  const gzip = await request.get("/cards/the-lovers", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toBe(html);
});

test("sends the build's scripts itself, compressed at build time, immutable", async ({ request }) => {
  const html = await (await request.get("/cards/the-lovers")).text();
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(2);
  // gzip_static is part of nginx; brotli_static needs the module (CI requires it).
  const encodings = clusterState().brotli ? [["br", ".br"], ["gzip", ".gz"]] : [["gzip", ".gz"]];
  let precompressed = 0;
  for (const [encoding, suffix] of encodings) {
    for (const script of scripts) {
      const onDisk = path.join(clusterState().dir, "www", script);
      if (!existsSync(`${onDisk}${suffix}`)) continue; // too small to be worth compressing
      precompressed++;
      const response = await request.get(script, { headers: { "Accept-Encoding": encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-encoding"]).toBe(encoding);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(Number(response.headers()["content-length"])).toBe(statSync(`${onDisk}${suffix}`).size);
      expect((await response.body()).equals(readFileSync(onDisk))).toBe(true);
    }
  }
  expect(precompressed).toBeGreaterThanOrEqual(2 * encodings.length);
  // Not one of them asked an instance.
  const fromInstances = accessLog().filter((line) => scripts.some((script) => line.includes(`GET ${script} `)) && !line.includes("upstream=-"));
  expect(fromInstances).toEqual([]);
});

test("never answers /, /api/* or a request with Authorization from the cache", async ({ request }) => {
  const nonces = new Set<string>();
  for (let attempt = 0; attempt < 3; attempt++) {
    const home = await request.get("/");
    expect(home.status()).toBe(200);
    expect(home.headers()["x-cache-status"] ?? "none").not.toBe("HIT");
    nonces.add(/nonce-([^']+)'/.exec(home.headers()["content-security-policy"] ?? "")?.[1] ?? "");
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(health.headers()["x-cache-status"] ?? "none").not.toBe("HIT");
    expect(health.headers()["cache-control"]).toBe("no-store");
    const withCredentials = await request.get("/cards/the-hermit", { headers: { Authorization: "Bearer x" } });
    expect(withCredentials.headers()["x-cache-status"]).toBe("BYPASS");
  }
  // Every answer of `/` carried a nonce of its own.
  expect(nonces.size).toBe(3);
  expect(nonces.has("")).toBe(false);
});

test("runs the route whatever Next-internal headers a client sends: nginx clears them", async ({ request }) => {
  // Straight to an instance, `x-middleware-prefetch` gets Next's empty 200 without the route running (e2e/startup.spec.ts).
  for (const headers of [{ "x-middleware-prefetch": "1" }, { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" }] as Record<string, string>[]) {
    const profile = await request.get("/api/auth/user", { headers });
    expect(profile.status(), JSON.stringify(headers)).toBe(401);
    expect((await profile.json()).code).toBe("unauthenticated");
  }
});

test("opens the operator console behind nginx to the operator alone, never from the cache, and logs no looked-up e-mail", async ({ playwright }) => {
  // Each with a cookie jar of its own: the operator's holds the console's cookie from sign-in.
  const operator = await playwright.request.newContext({ baseURL: clusterState().url });
  const customer = await playwright.request.newContext({ baseURL: clusterState().url });
  try {
    const operatorToken = await sessionToken(operator, "operator@cluster.example");
    const customerEmail = uniqueEmail("cluster-customer");
    await sessionToken(customer, customerEmail);
    const lookup = `/admin?email=${encodeURIComponent(customerEmail)}`;
    for (let attempt = 0; attempt < 4; attempt++) {
      const page = await operator.get(lookup);
      expect(page.status()).toBe(200);
      expect(page.headers()["x-cache-status"] ?? "none").not.toBe("HIT");
      expect(await page.text()).toContain(`Actions on ${customerEmail}`);
      // Right after the operator's page, from whichever instance: the customer's is the not-found page.
      const refused = await customer.get(lookup);
      expect(refused.status()).toBe(404);
      expect(await refused.text()).not.toContain("Operator console");
    }
    const asOperator = { headers: { Authorization: `Bearer ${operatorToken}` } };
    const found = await operator.get(`/api/admin/users?email=${encodeURIComponent(customerEmail)}`, asOperator);
    const [{ id }] = ((await found.json()) as { customers: { id: string }[] }).customers;
    const granted = await operator.post(`/api/admin/users/${id}/grant`, { ...asOperator, data: { readings: 2, reason: "cluster check" } });
    expect(await granted.json()).toEqual({ bonusCredits: 2 });

    // nginx logged those requests by their paths alone: the e-mail in their query strings is nowhere.
    const logged = accessLog().filter((line) => line.includes("/admin") || line.includes("/api/admin/"));
    expect(logged.filter((line) => line.includes('"GET /admin ')).length).toBeGreaterThanOrEqual(8);
    expect(logged.join("\n")).not.toContain(customerEmail.split("@")[0]);
  } finally {
    await operator.dispose();
    await customer.dispose();
  }
});

test("streams a reading through nginx as Server-Sent Events, never compressed", async ({ request }) => {
  const token = await sessionToken(request, uniqueEmail("cluster-stream"));
  const response = await request.post("/api/tarot/interpret", {
    data: READING,
    headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream", "Accept-Encoding": "gzip, br" },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/event-stream");
  // gzip or brotli would hold the events back until a block fills.
  expect(response.headers()["content-encoding"]).toBeUndefined();
  expect(response.headers()["x-cache-status"]).toBeUndefined();
  const body = await response.text();
  expect(body).toMatch(/^event: delta\ndata: /);
  expect(body).toContain("\nevent: done\ndata: ");
});
