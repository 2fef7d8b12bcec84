/**
 * Cost as data grows (issue 46): the requests whose work could depend on how much is stored, for a light reader
 * (5 readings) and a heavy one (1,500 in 30 days, the fair-use ceiling), on a PostgreSQL database seeded as a
 * growing service (bench/scale-seed.ts) and on an empty one, against the standalone server as `npm start`
 * runs it, 20 connections each (the console: one operator, one connection). Each load prints requests/s,
 * p50/p99, and the database's CPU per request: the CPU time (Linux /proc) of the server's backends serving that
 * database, which needs no extension (pg_stat_statements needs a restart to load). Then the ratios against
 * their goals: a heavy reader reads and sees insights at ≥ 0.8 × a light reader's rate, searches within 2×, and
 * the console answers in ≤ 500 ms, on the seeded database.
 *
 *   SCALE_READERS   readers seeded (default 3,000; the large run: 300000, i.e. 3,000,000 readings)
 *   SCALE_SECONDS   seconds per load (default 5; the large run: 20)
 *   SCALE_KEEP=1    keep the seeded database and print its name; SCALE_REUSE=<name> runs on it instead of seeding
 *                   (its light and heavy readers seeded again; migrations newer than its own are applied by the server)
 *
 *   npm run bench:scale                                   (builds first; needs BENCH_DATABASE_URL or TEST_DATABASE_URL)
 *   SCALE_READERS=300000 SCALE_SECONDS=20 node --conditions=react-server --import tsx bench/scale.ts
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { openDatabase } from "../db";
import { createEmptyPostgresDatabase, withDatabaseName } from "../tests/helpers/test-database";
import { backendCpu, cpuBetween, cpuSeconds, describeRestarts, sessionTokens, startApp, type App } from "./app";
import { BENCH_READERS, HEAVY_READINGS, LIGHT_READINGS, SEARCH_WORD, seedBenchReaders, seedScale, sizeFor } from "./scale-seed";

const READERS = Number(process.env.SCALE_READERS ?? 3_000);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 5);
const CONNECTIONS = 20;
const READING = JSON.stringify({ question: "What should I focus on this week?", type: "three_cards", category: "career", cards: ["The Star", "The Tower", "The Moon"] });

type Reader = "light" | "heavy" | "operator";
type Load = { request: string; reader: Reader; path: string; method?: "GET" | "POST"; body?: string; connections?: number; alternating?: boolean };
type Measured = { requestsPerSecond: number; p50: number; p99: number; errors: number; requests: number; databaseMs: number; serverMs: number };

/**
 * Readings last: each adds to its reader's journal, which the other requests read. They take turns (`alternating`):
 * each run of readings leaves the database busier for the next (dead row versions, the search index's pending
 * entries, autovacuum and autoanalyze woken on the small database), so the light and the heavy reader read in the
 * order light, heavy, heavy, light, half the time each, and neither meets the other's aftermath alone.
 */
const LOADS: Load[] = [
  ...(["light", "heavy"] as const).flatMap((reader): Load[] => [
    { request: "insights, 30 days", reader, path: "/api/readings/insights?range=30d" },
    { request: "insights, all time", reader, path: "/api/readings/insights?range=all" },
    { request: `journal search ?q=${SEARCH_WORD}`, reader, path: `/api/readings?q=${SEARCH_WORD}` },
    { request: "journal, first page", reader, path: "/api/readings" },
  ]),
  { request: "console summary", reader: "operator", path: "/api/admin/summary", connections: 1 },
  ...(["light", "heavy"] as const).map(
    (reader): Load => ({ request: "POST /api/tarot/interpret", reader, path: "/api/tarot/interpret", method: "POST", body: READING, alternating: true }),
  ),
];

async function measure(app: App, admin: postgres.Sql, database: string, token: string, load: Load, seconds: number): Promise<Measured> {
  const options = {
    url: `${app.url}${load.path}`,
    method: load.method ?? "GET",
    body: load.body,
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    connections: load.connections ?? CONNECTIONS,
  };
  const before = await backendCpu(admin, database);
  const serverBefore = await cpuSeconds(app.child().pid);
  const result = await autocannon({ ...options, duration: seconds });
  const after = await backendCpu(admin, database);
  const serverAfter = await cpuSeconds(app.child().pid);
  const databaseSeconds = cpuBetween(before, after);
  const requests = result.requests.total;
  const ok = (result.statusCodeStats as Record<string, { count: number }>)["200"]?.count ?? 0;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: requests - ok + result.errors + result.timeouts,
    requests,
    databaseMs: requests ? (databaseSeconds * 1000) / requests : 0,
    serverMs: requests ? ((serverAfter - serverBefore) * 1000) / requests : 0,
  };
}

/**
 * Loads of the same request measured in parts, as one: requests/s and CPU over the whole time, p50 the parts' mean
 * weighted by their requests, p99 the highest part's (autocannon's histograms are not returned to be merged).
 */
function combined(parts: Measured[]): Measured {
  const requests = parts.reduce((sum, part) => sum + part.requests, 0);
  const weighted = (pick: (part: Measured) => number) => (requests ? parts.reduce((sum, part) => sum + pick(part) * part.requests, 0) / requests : 0);
  return {
    requestsPerSecond: parts.reduce((sum, part) => sum + part.requestsPerSecond, 0) / parts.length,
    p50: Math.round(weighted((part) => part.p50)),
    p99: Math.max(...parts.map((part) => part.p99)),
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
    requests,
    databaseMs: weighted((part) => part.databaseMs),
    serverMs: weighted((part) => part.serverMs),
  };
}

/** Every load on one database, each warmed up first (a route's first requests load and compile its code). */
async function benchDatabase(label: string, url: string, admin: postgres.Sql, database: string): Promise<Map<string, Measured>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "arcana-scale-"));
  const app = await startApp({ DATA_DIR: dataDir, DATABASE_URL: url, ADMIN_EMAILS: BENCH_READERS.operator });
  const results = new Map<string, Measured>();
  try {
    const [light, heavy, operator] = await sessionTokens(app.url, [BENCH_READERS.light, BENCH_READERS.heavy, BENCH_READERS.operator]);
    const tokens: Record<Reader, string> = { light, heavy, operator };
    const report = (load: Load, measured: Measured, part = "") =>
      console.log(
        `${label}, ${load.request}, ${load.reader}${part}: ${measured.requestsPerSecond.toFixed(0)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, database ${measured.databaseMs.toFixed(2)} ms and server ${measured.serverMs.toFixed(2)} ms CPU a request, ${measured.errors} not 200`,
      );
    for (const load of LOADS) {
      // The warm-up of a reading would add to the journal the measured load reads: it reads instead.
      const warmUp = load.method === "POST" ? { ...load, path: "/api/readings", method: "GET" as const, body: undefined } : load;
      await measure(app, admin, database, tokens[load.reader], { ...warmUp, connections: 4 }, 1);
      if (load.alternating) continue;
      const measured = await measure(app, admin, database, tokens[load.reader], load, SECONDS);
      results.set(`${load.request}|${load.reader}`, measured);
      report(load, measured);
    }
    const alternating = LOADS.filter((load) => load.alternating);
    const halves = new Map<Load, Measured[]>(alternating.map((load) => [load, []]));
    for (const load of [...alternating, ...alternating.toReversed()]) {
      const half = await measure(app, admin, database, tokens[load.reader], load, SECONDS / 2);
      halves.get(load)!.push(half);
      report(load, half, `, half ${halves.get(load)!.length}`);
    }
    for (const [load, measured] of halves) results.set(`${load.request}|${load.reader}`, combined(measured));
    for (const line of describeRestarts(label, app.restarts())) console.log(line);
    return results;
  } finally {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** An empty database, migrated as the app migrates it. */
async function migratedDatabase(serverUrl: string) {
  const created = await createEmptyPostgresDatabase(serverUrl);
  const handle = await openDatabase({ url: created.url });
  await handle.close();
  return { ...created, name: new URL(created.url).pathname.slice(1) };
}

const fmt = (value: number, digits = 0) => value.toFixed(digits);

function print(empty: Map<string, Measured>, seeded: Map<string, Measured>, seededLabel: string) {
  console.log(`\n${CONNECTIONS} connections (the console: 1), ${SECONDS} s each, load generator on the same machine (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}); seeded: ${seededLabel}\n`);
  console.log("| request | reader | empty: req/s | p50 / p99 ms | database ms a request | seeded: req/s | p50 / p99 ms | database ms a request | server ms a request | seeded ÷ empty req/s |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const load of LOADS) {
    const key = `${load.request}|${load.reader}`;
    const [e, s] = [empty.get(key)!, seeded.get(key)!];
    console.log(
      `| ${load.request} | ${load.reader} | ${fmt(e.requestsPerSecond)} | ${e.p50} / ${e.p99} | ${fmt(e.databaseMs, 2)} | ${fmt(s.requestsPerSecond)} | ${s.p50} / ${s.p99} | ${fmt(s.databaseMs, 2)} | ${fmt(s.serverMs, 2)} | ${fmt(s.requestsPerSecond / e.requestsPerSecond, 2)} |`,
    );
  }
  const ratio = (request: string) => seeded.get(`${request}|heavy`)!.requestsPerSecond / seeded.get(`${request}|light`)!.requestsPerSecond;
  const console_ = seeded.get("console summary|operator")!;
  const goals = [
    { goal: "a reading, heavy ÷ light req/s ≥ 0.8", value: ratio("POST /api/tarot/interpret"), held: (v: number) => v >= 0.8 },
    { goal: "insights 30 days, heavy ÷ light req/s ≥ 0.8", value: ratio("insights, 30 days"), held: (v: number) => v >= 0.8 },
    { goal: "insights all time, heavy ÷ light req/s ≥ 0.8", value: ratio("insights, all time"), held: (v: number) => v >= 0.8 },
    { goal: "search, heavy ÷ light req/s ≥ 0.5 (within 2×)", value: ratio(`journal search ?q=${SEARCH_WORD}`), held: (v: number) => v >= 0.5 },
    { goal: "console summary p99 ≤ 500 ms", value: console_.p99, held: (v: number) => v <= 500 },
  ];
  console.log("\n| goal, on the seeded database | measured | held |\n| --- | ---: | --- |");
  for (const { goal, value, held } of goals) console.log(`| ${goal} | ${fmt(value, 2)} | ${held(value) ? "yes" : "NO"} |`);
  const errors = [...empty.values(), ...seeded.values()].reduce((sum, measured) => sum + measured.errors, 0);
  console.log(errors ? `\n${errors} answers were not 200.` : "\nEvery answer was 200.");
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log("bench:scale needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server whose role may create databases.");
  process.exit(1);
}
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
const started = Date.now();
const size = sizeFor(READERS);
const reused = process.env.SCALE_REUSE;
const seededDb = reused ? { url: withDatabaseName(serverUrl, reused), name: reused, drop: async () => {} } : await migratedDatabase(serverUrl);
const emptyDb = await migratedDatabase(serverUrl);
try {
  if (!reused) {
    console.log(`Seeding ${seededDb.name}: ${JSON.stringify(size)}`);
    await seedScale(seededDb.url, size, (line) => console.log(`  ${line}`));
  } else {
    // The loads of an earlier run wrote readings for the light and the heavy reader: each run starts from the same two.
    const reusedSql = postgres(seededDb.url, { max: 1, onnotice: () => {} });
    await reusedSql`delete from users where email in ${reusedSql(Object.values(BENCH_READERS))}`;
    await seedBenchReaders(reusedSql);
    await reusedSql.end();
  }
  const [{ bytes }] = await admin<{ bytes: string }[]>`select pg_database_size(${seededDb.name})::text as bytes`;
  const seededLabel = `${size.readers} readers, ${size.readings} readings, ${(Number(bytes) / 1024 ** 3).toFixed(2)} GB; light reader ${LIGHT_READINGS} readings, heavy ${HEAVY_READINGS} in 30 days`;
  const emptySql = postgres(emptyDb.url, { max: 1, onnotice: () => {} });
  await seedBenchReaders(emptySql);
  await emptySql.end();
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s (${seededLabel}).`);
  const empty = await benchDatabase("empty", emptyDb.url, admin, emptyDb.name);
  const seeded = await benchDatabase("seeded", seededDb.url, admin, seededDb.name);
  print(empty, seeded, seededLabel);
  console.log(`Whole run: ${((Date.now() - started) / 1000).toFixed(0)} s.`);
} finally {
  await emptyDb.drop();
  if (process.env.SCALE_KEEP || reused) console.log(`Seeded database kept: ${seededDb.name}`);
  else await seededDb.drop();
  await admin.end();
}
process.exit(0);
