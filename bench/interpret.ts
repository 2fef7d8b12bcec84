/**
 * Interpret throughput and latency with the local writer at 20 connections, on PGlite and (when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server) on PostgreSQL, against the standalone
 * server as `npm start` runs it. Each run also measures, in the same process on the same machine, what a
 * request costs before it does anything of its own, and prints ratios against it:
 *
 * - a bare Node HTTP server answering a reading-sized JSON body (the floor);
 * - a route that does nothing: GET /api/health/live (Next's routing and a constant JSON answer: no wrapper,
 *   no log line, no metrics, no database);
 * - a wrapped route that does nothing: GET /api/metrics without its token (the route wrapper's request id,
 *   log line and metrics around an immediate 404), against it: what our wrapper costs on every request;
 * - GET /api/health (one SELECT, not wrapped), against the route that does nothing: what a round trip costs;
 * - POST /api/tarot/interpret, against /api/health.
 *
 *   npm run bench            (builds first)
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createEmptyPostgresDatabase } from "../tests/helpers/test-database";
import { describeRestarts, seedSubscribers, sessionTokens, startApp } from "./app";

const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 20;
const READING = { question: "What should I focus on this week?", type: "one_card", category: "general", cards: ["The Star"] };

/** What a server died of mid-run: printed with the figures, never silent. */
const restartLines: string[] = [];

type Result = { label: string; requestsPerSecond: number; p50: number; p99: number; errors: number; against?: Result };

/** `expected`: the status every answer should have (a 404 for the routes that do nothing). */
async function load(label: string, options: autocannon.Options, expected = 200): Promise<Result> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  const answeredAsExpected = (result.statusCodeStats as Record<string, { count: number }>)[String(expected)]?.count ?? 0;
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.requests.total - answeredAsExpected + result.errors + result.timeouts,
  };
}

/** The floor: a bare Node server answering a reading-sized JSON body. */
async function bareServerBaseline(): Promise<Result> {
  const body = JSON.stringify({ interpretation: "x".repeat(1500) });
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await load("bare Node JSON server", { url: `http://127.0.0.1:${port}/`, method: "POST", body: "{}" });
  } finally {
    server.close();
  }
}

async function benchDriver(driver: "PGlite" | "PostgreSQL", serverUrl?: string): Promise<Result[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "arcana-bench-"));
  const postgres = serverUrl ? await createEmptyPostgresDatabase(serverUrl) : undefined;
  try {
    const target = postgres ? { url: postgres.url } : { pgliteDir: path.join(dataDir, "pglite") };
    const emails = await seedSubscribers(target, USERS);
    const app = await startApp({ DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
    const { url } = app;
    try {
      const tokens = await sessionTokens(url, emails);
      let next = 0;
      const interpret = {
        url: `${url}/api/tarot/interpret`,
        method: "POST" as const,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(READING),
        setupClient: (client: { setHeaders: (headers: Record<string, string>) => void }) => {
          client.setHeaders({ "Content-Type": "application/json", Authorization: `Bearer ${tokens[next++ % tokens.length]}` });
        },
      };
      // Each route once before it is measured: the first requests of a route load and compile its code.
      for (const warmUp of [interpret, { url: `${url}/api/health/live` }, { url: `${url}/api/metrics` }, { url: `${url}/api/health` }]) {
        await autocannon({ ...warmUp, connections: 4, duration: 2 });
      }
      const nothing = await load(`a route that does nothing: GET /api/health/live (${driver})`, { url: `${url}/api/health/live` });
      const wrapped = { ...(await load(`a wrapped route that does nothing: GET /api/metrics, no token (${driver})`, { url: `${url}/api/metrics` }, 404)), against: nothing };
      const health = { ...(await load(`GET /api/health (${driver})`, { url: `${url}/api/health` })), against: nothing };
      const readings = { ...(await load(`POST /api/tarot/interpret (${driver})`, interpret)), against: health };
      restartLines.push(...describeRestarts(driver, app.restarts()));
      return [nothing, wrapped, health, readings];
    } finally {
      await app.stop();
    }
  } finally {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function print(results: Result[], baseline: Result) {
  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, load generator on the same machine (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)})\n`);
  console.log("| what | req/s | p50 ms | p99 ms | unexpected answers | req/s vs bare server | against | req/s ratio | p99 ratio |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |");
  for (const result of [baseline, ...results]) {
    const ratio = (result.requestsPerSecond / baseline.requestsPerSecond).toFixed(3);
    const { against } = result;
    const vs = against ? `${against.label.split(":")[0].replace(/ \(.*/, "")} | ${(result.requestsPerSecond / against.requestsPerSecond).toFixed(2)} | ${(result.p99 / against.p99).toFixed(2)}` : " | | ";
    console.log(`| ${result.label} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.errors} | ${ratio} | ${vs} |`);
  }
}

const baseline = await bareServerBaseline();
const results = await benchDriver("PGlite");
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) results.push(...(await benchDriver("PostgreSQL", postgresUrl)));
else console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server whose role may create databases.");
print(results, baseline);
console.log(restartLines.length ? restartLines.join("\n") : "\nRestarts: none (the server ran through every load).");
process.exit(0);
