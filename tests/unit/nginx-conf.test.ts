import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of ours without types
import { findBrotliModules, findNginx, NGINX_CONF, renderNginxConf } from "../../scripts/lib/cluster.mjs";
// @ts-expect-error: a plain ES module of ours without types
import { freePort } from "../../scripts/lib/run.mjs";

const shipped = readFileSync(NGINX_CONF, "utf8");
const dir = mkdtempSync(path.join(os.tmpdir(), "arcana-nginx-conf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function render(brotliModules: string | undefined): string {
  return renderNginxConf(shipped, { port: 18080, instancePorts: [13001, 13002], dir, brotliModules }) as string;
}

/** `nginx -t` on a rendered file: nginx's own verdict, modules included. */
function nginxAccepts(conf: string): { ok: boolean; output: string } {
  const file = path.join(dir, `nginx-${Math.random().toString(36).slice(2)}.conf`);
  writeFileSync(file, conf);
  const result = spawnSync(findNginx() as string, ["-t", "-p", dir, "-e", path.join(dir, "error.log"), "-c", file], { encoding: "utf8" });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

describe("deploy/nginx.conf under npm run start:cluster", () => {
  it("loads the brotli modules by their absolute paths, since -p moves the prefix a relative path is read against", () => {
    const conf = render("/usr/lib/nginx/modules");
    expect(conf).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_filter_module\.so;$/m);
    expect(conf).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;$/m);
    expect(conf).toMatch(/^\s*brotli on;$/m);
    expect(conf).toMatch(/^\s*brotli_static on;$/m);
    expect(conf).toMatch(/^\s*brotli_types text\/plain/m);
    expect(conf).not.toMatch(/#\s*cluster:\s*\w/);
  });

  it("logs each request's path without its query string, which carries what people typed (searches, a looked-up e-mail)", () => {
    const format = /log_format arcana ([^;]+);/.exec(shipped)?.[1] ?? "";
    expect(format).toContain('"$request_method $uri $server_protocol"');
    expect(format).not.toMatch(/\$(request|request_uri|args|query_string|arg_\w+)\b/);
  });

  it("sends the build's assets from the cluster's own folder", () => {
    expect(render(undefined)).toContain(`root ${dir}/www;`);
  });

  it("comments every brotli line out where nginx lacks the module, and keeps gzip", () => {
    const conf = render(undefined);
    expect(conf).not.toMatch(/^\s*load_module/m);
    expect(conf).not.toMatch(/^\s*brotli/m);
    expect(conf).not.toMatch(/^\s*application\/manifest\+json/m);
    expect(conf).toMatch(/^\s*gzip on;$/m);
  });

  it.skipIf(!findNginx())("is accepted by this machine's nginx, with its brotli module when it has one and without", () => {
    const withoutBrotli = nginxAccepts(render(undefined));
    expect(withoutBrotli.output).toContain("syntax is ok");
    expect(withoutBrotli.ok).toBe(true);
    const brotliModules = findBrotliModules() as string | undefined;
    if (process.env.CI) expect(brotliModules).toBeDefined();
    if (brotliModules) {
      const withBrotli = nginxAccepts(render(brotliModules));
      expect(withBrotli.output).toContain("syntax is ok");
      expect(withBrotli.ok).toBe(true);
    }
  });

  it.skipIf(!findNginx())("answers an API call that no instance answers as JSON { code: 'unavailable' } with Retry-After, and pages as nginx does", async () => {
    // Instances on ports where nothing listens: every upstream attempt fails, as when all are restarting.
    const [port, deadInstance] = [(await freePort()) as number, (await freePort()) as number];
    const own = mkdtempSync(path.join(os.tmpdir(), "arcana-nginx-down-"));
    chmodSync(own, 0o755);
    mkdirSync(path.join(own, "www"));
    const conf = path.join(own, "nginx.conf");
    writeFileSync(conf, renderNginxConf(shipped, { port, instancePorts: [deadInstance], dir: own, brotliModules: findBrotliModules() }));
    const nginx = spawn(findNginx() as string, ["-p", own, "-e", path.join(own, "error.log"), "-c", conf, "-g", "daemon off;"], { stdio: "ignore" });
    try {
      const base = `http://127.0.0.1:${port}`;
      await expect.poll(() => fetch(`${base}/api/health`).then((response) => response.status, () => 0), { timeout: 10_000 }).toBe(503);
      for (const [method, route] of [["GET", "/api/health"], ["POST", "/api/tarot/interpret"]]) {
        const response = await fetch(`${base}${route}`, { method, headers: { "Content-Type": "application/json" }, body: method === "POST" ? "{}" : undefined });
        expect(response.status).toBe(503);
        expect(response.headers.get("content-type")).toBe("application/json");
        expect(response.headers.get("retry-after")).toBe("5");
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
        expect(await response.json()).toEqual({ error: expect.stringMatching(/Nothing was lost/), code: "unavailable" });
      }
      expect((await fetch(`${base}/about`)).status).toBe(502);
    } finally {
      nginx.kill("SIGTERM");
      await new Promise((resolve) => nginx.once("exit", resolve));
      rmSync(own, { recursive: true, force: true });
    }
  });

  it.skipIf(!findNginx())("sends its $request_id to the instance and answers that id, a new one for each request even from the cache; keeps Next's rewrite note inside", async () => {
    // An instance that answers the id it was sent, and a cacheable page carrying an id of its own.
    const received: string[] = [];
    const instance = createServer((request, response) => {
      const id = String(request.headers["x-request-id"]);
      received.push(id);
      const cacheable = request.url === "/about";
      const rewritten = { "X-Middleware-Rewrite": "http://127.0.0.1/not-found" };
      response.writeHead(200, { "Content-Type": "text/plain", "X-Request-Id": id, "Cache-Control": cacheable ? "s-maxage=60" : "no-store", ...rewritten });
      response.end(id);
    });
    await new Promise<void>((resolve) => instance.listen(0, "127.0.0.1", resolve));
    const port = (await freePort()) as number;
    const own = mkdtempSync(path.join(os.tmpdir(), "arcana-nginx-id-"));
    chmodSync(own, 0o755);
    mkdirSync(path.join(own, "www"));
    const conf = path.join(own, "nginx.conf");
    writeFileSync(conf, renderNginxConf(shipped, { port, instancePorts: [(instance.address() as AddressInfo).port], dir: own, brotliModules: findBrotliModules() }));
    const nginx = spawn(findNginx() as string, ["-p", own, "-e", path.join(own, "error.log"), "-c", conf, "-g", "daemon off;"], { stdio: "ignore" });
    try {
      const base = `http://127.0.0.1:${port}`;
      await expect.poll(() => fetch(`${base}/api/health`).then((response) => response.status, () => 0), { timeout: 10_000 }).toBe(200);
      const api = await fetch(`${base}/api/auth/user`, { headers: { "X-Request-Id": "chosen-by-the-client-0001" } });
      const apiId = api.headers.get("x-request-id");
      expect(apiId).toMatch(/^[0-9a-f]{32}$/);
      expect(await api.text()).toBe(apiId);
      // Next's note of a proxy.ts rewrite stays inside: a refused /api/metrics looks like any unknown path.
      expect(api.headers.get("x-middleware-rewrite")).toBeNull();
      const first = await fetch(`${base}/about`);
      const cached = await fetch(`${base}/about`);
      expect(cached.headers.get("x-cache-status")).toBe("HIT");
      expect(first.headers.get("x-request-id")).toBe(await first.text());
      expect(cached.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
      expect(cached.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
      expect(received).not.toContain("chosen-by-the-client-0001");
      await expect.poll(() => readFileSync(path.join(own, "access.log"), "utf8")).toContain(`"GET /api/auth/user HTTP/1.1" 200`);
      expect(readFileSync(path.join(own, "access.log"), "utf8")).toContain(`id=${apiId}`);
    } finally {
      nginx.kill("SIGTERM");
      await new Promise((resolve) => nginx.once("exit", resolve));
      await new Promise((resolve) => instance.close(resolve));
      rmSync(own, { recursive: true, force: true });
    }
  });

  it.skipIf(!findNginx())("keeps one cache entry per page whatever query or Host a client adds, and still answers every variant", async () => {
    const asked: string[] = [];
    const instance = createServer((request, response) => {
      asked.push(request.url ?? "");
      response.writeHead(200, { "Content-Type": "text/html", "Cache-Control": "s-maxage=3600" }).end("<p>The Fool</p>");
    });
    await new Promise<void>((resolve) => instance.listen(0, "127.0.0.1", resolve));
    const port = (await freePort()) as number;
    const own = mkdtempSync(path.join(os.tmpdir(), "arcana-nginx-key-"));
    chmodSync(own, 0o755);
    mkdirSync(path.join(own, "www"));
    const conf = path.join(own, "nginx.conf");
    writeFileSync(conf, renderNginxConf(shipped, { port, instancePorts: [(instance.address() as AddressInfo).port], dir: own, brotliModules: findBrotliModules() }));
    const nginx = spawn(findNginx() as string, ["-p", own, "-e", path.join(own, "error.log"), "-c", conf, "-g", "daemon off;"], { stdio: "ignore" });
    /** One GET with a Host of the client's choosing (fetch would not send one). */
    const get = (pathAndQuery: string, host: string) =>
      new Promise<{ status: number; cache: string; body: string }>((resolve, reject) => {
        const sent = httpRequest({ host: "127.0.0.1", port, path: pathAndQuery, headers: { Host: host } }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, cache: String(response.headers["x-cache-status"]), body }));
        });
        sent.on("error", reject);
        sent.end();
      });
    const cacheEntries = (): string[] => {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
      return walk(path.join(own, "arcana"));
    };
    try {
      await expect.poll(() => get("/api/health", "localhost").then((answer) => answer.status, () => 0), { timeout: 10_000 }).toBe(200);
      const answers = [];
      for (let variant = 0; variant < 100; variant++) answers.push(await get(`/cards/the-fool?v=${variant}`, variant % 2 ? `evil-${variant}.example` : "localhost"));
      for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: "<p>The Fool</p>" });
      expect(answers.filter((answer) => answer.cache === "HIT")).toHaveLength(99);
      expect(asked.filter((url) => url.startsWith("/cards/the-fool"))).toHaveLength(1);
      const entries = cacheEntries();
      expect(entries).toHaveLength(1);
      expect(readFileSync(entries[0], "latin1")).toMatch(/\nKEY: \/cards\/the-fool\|html\|\|\n/);
    } finally {
      nginx.kill("SIGTERM");
      await new Promise((resolve) => nginx.once("exit", resolve));
      await new Promise((resolve) => instance.close(resolve));
      rmSync(own, { recursive: true, force: true });
    }
  });
});
