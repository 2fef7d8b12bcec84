/**
 * Sustained load (issues 29 and 46): does an instance hold a steady stream of readings for minutes, with the
 * heap cap we ship? One standalone server, started as `npm start` starts it and kept up by the cluster's
 * supervisor (bench/app.ts), takes readings from the local writer at full rate with 20 connections for
 * SOAK_MINUTES (default 10) minutes, as JSON and then streamed (Server-Sent Events), on PostgreSQL (with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL) and on PGlite, as two kinds of traffic (SOAK_TRAFFIC):
 *
 * - heavy: 20 subscribers, one a connection, with the fair-use ceiling lifted, so that each piles up thousands of
 *   readings: what a reading costs as its reader's history grows;
 * - realistic: SOAK_READERS (default 4,000) subscribers within fair use (50 readings a day, as shipped), each
 *   request the next reader's: many readers with a few readings each, as a service sees them. Its readings a
 *   minute must fall at most 10 % from the first minute to the last.
 *
 * Each run first warms the instance up, unmeasured: every reader reads once (a heavy reader a hundred times), so
 * that what an instance loads or fills once (the route's code, V8's optimised code, each reader's decrypted
 * session, kept up to its bound) is in place before the first minute: a first minute measured from sign-ins,
 * before any reading, made that first fill look like growth. A leak still grows minute after minute and fails.
 *
 * Every run prints the requests served, the answers other than 200 by status with their first bodies (a request
 * autocannon gave up on after 10 s is one "no answer", counted once), the restarts (which must be 0), the heap in
 * use and the resident memory at the first minute and at the end, with their growth, each minute's rate and p99,
 * and the CPU a reading of the instance and, on PostgreSQL, of the database's backends (from /proc): when the
 * rate falls, that says whether the database is why.
 *
 * The heap is read from the app's own metrics every SAMPLE_SECONDS; a minute's figure is the lowest it
 * read in that minute: just after a collection, the heap is what the instance holds on to, which is what
 * grows when something leaks (the highest reading is only how far garbage piled up before a collection).
 *
 *   npm run build && node --conditions=react-server --import tsx bench/soak.ts     (or BENCH_ONLY=soak npm run bench)
 *   SOAK_MINUTES=2 SOAK_DRIVERS=postgres SOAK_MODES=json SOAK_TRAFFIC=realistic node --conditions=react-server --import tsx bench/soak.ts
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createEmptyPostgresDatabase } from "../tests/helpers/test-database";
import postgres from "postgres";
import { FAIR_USE_READINGS_PER_DAY } from "../lib/tarot/entitlements";
import { fallOf, HEAP_GROWTH_ALLOWED, notHeld, REALISTIC_FALL_ALLOWED, type MeasuredRun } from "./soak-verdict";
import { backendCpu, cpuBetween, cpuSeconds, describeRestarts, heapUsedMb, rssMb, seedSubscribers, sessionTokens, startApp, type App, type Death } from "./app";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONNECTIONS = 20;
/** The heavy traffic's readers: one a connection. */
const HEAVY_USERS = 20;
const REALISTIC_USERS = Number(process.env.SOAK_READERS ?? 4_000);
const SAMPLE_SECONDS = 2;
const READING = JSON.stringify({ question: "What should I focus on this week?", type: "one_card", category: "general", cards: ["The Star"] });

type Mode = "json" | "stream";
type Driver = "postgres" | "pglite";
type Traffic = "heavy" | "realistic";
type Minute = { minute: number; requests: number; errors: number; requestsPerSecond: number; p99: number; heapFloorMb?: number; rssMb?: number; databaseMs?: number; instanceMs?: number };
type Run = { label: string; traffic: Traffic; users: number; minutes: Minute[]; restarts: Death[]; refusals: Refusals };
/** Answers other than 200 by status (and "no answer": a connection error or a timeout), with the first few bodies of each. */
type Refusals = Map<string, { count: number; bodies: string[] }>;

const only = (name: string, all: string[]) => (process.env[name] ? process.env[name]!.split(",") : all);
const modes = only("SOAK_MODES", ["json", "stream"]) as Mode[];
const drivers = only("SOAK_DRIVERS", ["postgres", "pglite"]) as Driver[];
const traffics = only("SOAK_TRAFFIC", ["heavy", "realistic"]) as Traffic[];

/** Reads the heap and resident memory of the live server every few seconds, and hands out each minute's. */
function memorySampler(app: App) {
  let samples: { heapMb?: number; rssMb?: number }[] = [];
  const timer = setInterval(async () => {
    samples.push({ heapMb: await heapUsedMb(app), rssMb: await rssMb(app.child().pid) });
  }, SAMPLE_SECONDS * 1000);
  return {
    /** The minute's lowest heap and its median resident memory; starts the next minute. */
    takeMinute() {
      const heaps = samples.flatMap((sample) => (sample.heapMb === undefined ? [] : [sample.heapMb]));
      const rss = samples.flatMap((sample) => (sample.rssMb === undefined ? [] : [sample.rssMb])).sort((a, b) => a - b);
      samples = [];
      return { heapFloorMb: heaps.length ? Math.min(...heaps) : undefined, rssMb: rss.length ? rss[Math.floor(rss.length / 2)] : undefined };
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * Readings at full rate: heavy, each connection one reader's; realistic, each request the next reader's. `next`
 * is the run's, so each minute goes on with the readers after the last minute's. Every answer other than 200 is
 * counted in `refusals` by status, and so is every request that got none.
 */
function readingLoad(app: App, tokens: string[], mode: Mode, traffic: Traffic, next: { reader: number }, refusals: Refusals, amount?: number): autocannon.Options {
  const accept = mode === "stream" ? "text/event-stream" : "application/json";
  const headers = (token: string) => ({ "Content-Type": "application/json", Accept: accept, Authorization: `Bearer ${token}` });
  const onResponse = (status: number, body?: string) => {
    if (status !== 200) refused(refusals, String(status), body ?? "");
  };
  const common = { url: `${app.url}/api/tarot/interpret`, connections: CONNECTIONS, ...(amount ? { amount } : { duration: 60 }) };
  if (traffic === "realistic") {
    const setupRequest = (request: object) => ({ ...request, headers: headers(tokens[next.reader++ % tokens.length]) });
    return { ...common, requests: [{ method: "POST", body: READING, setupRequest, onResponse }] } as autocannon.Options;
  }
  return {
    ...common,
    requests: [{ method: "POST", body: READING, onResponse }],
    setupClient: (client: { setHeaders: (headers: Record<string, string>) => void }) => client.setHeaders(headers(tokens[next.reader++ % tokens.length])),
  } as autocannon.Options;
}

function refused(refusals: Refusals, status: string, body: string): void {
  const seen = refusals.get(status) ?? { count: 0, bodies: [] };
  seen.count++;
  if (seen.bodies.length < 3) seen.bodies.push(body.slice(0, 200));
  refusals.set(status, seen);
}

/** Runs `load`, counting every request that got no answer (a connection error or autocannon's timeout) once. */
async function run(load: autocannon.Options, refusals: Refusals): Promise<autocannon.Result> {
  // The promise autocannon returns is also its instance, whose events the types leave out of that overload.
  const instance = autocannon(load) as Promise<autocannon.Result> & autocannon.Instance;
  instance.on("reqError", (error: Error) => refused(refusals, "no answer", error.message));
  return await instance;
}

async function soak(driver: Driver, mode: Mode, traffic: Traffic, serverUrl: string | undefined): Promise<Run> {
  const users = traffic === "heavy" ? HEAVY_USERS : REALISTIC_USERS;
  const label = `${driver === "postgres" ? "PostgreSQL" : "PGlite"}, ${mode === "stream" ? "streamed" : "JSON"}, ${traffic} (${users} readers)`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "arcana-soak-"));
  const postgresDb = driver === "postgres" ? await createEmptyPostgresDatabase(serverUrl!) : undefined;
  const admin = postgresDb ? postgres(serverUrl!, { max: 1, onnotice: () => {} }) : undefined;
  const database = postgresDb ? new URL(postgresDb.url).pathname.slice(1) : "";
  try {
    const target = postgresDb ? { url: postgresDb.url } : { pgliteDir: path.join(dataDir, "pglite") };
    const emails = await seedSubscribers(target, users);
    // The realistic readers keep the fair-use ceiling as shipped; the heavy ones have it lifted (bench/app.ts).
    const fairUse: Record<string, string> = traffic === "realistic" ? { SUBSCRIBER_READINGS_PER_DAY: String(FAIR_USE_READINGS_PER_DAY) } : {};
    const app = await startApp({ DATA_DIR: dataDir, ...fairUse, ...(postgresDb ? { DATABASE_URL: postgresDb.url } : {}) });
    let sampler: ReturnType<typeof memorySampler> | undefined;
    try {
      const tokens = await signIn(app.url, emails);
      const next = { reader: 0 };
      const refusals: Refusals = new Map();
      // Warm-up, not measured: every reader reads once (the heavy ones, a hundred times), so that what is
      // loaded or filled once (the route's code and its compiled word tables, V8's optimised code, each reader's
      // decrypted session, which the instance keeps up to its bound) is in the heap before the first minute is
      // read. Without it the first minute's floor is the heap of an instance that has served sign-ins and no
      // reading yet, and the realistic run's "growth" was that first fill: what is measured from here is
      // what steady traffic adds, which for a leak still grows minute after minute.
      await run(readingLoad(app, tokens, mode, traffic, next, refusals, traffic === "heavy" ? users * 100 : users), refusals);
      sampler = memorySampler(app);
      const minutes: Minute[] = [];
      for (let minute = 1; minute <= MINUTES; minute++) {
        const cpuBefore = admin ? await backendCpu(admin, database) : undefined;
        const refusedBefore = countOf(refusals);
        const instanceBefore = await cpuSeconds(app.child().pid);
        const result = await run(readingLoad(app, tokens, mode, traffic, next, refusals), refusals);
        const databaseSeconds = admin && cpuBefore ? cpuBetween(cpuBefore, await backendCpu(admin, database)) : undefined;
        const instanceMs = result.requests.total > 0 ? ((await cpuSeconds(app.child().pid)) - instanceBefore) * 1000 / result.requests.total : undefined;
        const memory = sampler.takeMinute();
        const errors = countOf(refusals) - refusedBefore;
        const databaseMs = databaseSeconds === undefined || result.requests.total === 0 ? undefined : (databaseSeconds * 1000) / result.requests.total;
        minutes.push({ minute, requests: result.requests.total, errors, requestsPerSecond: result.requests.average, p99: result.latency.p99, databaseMs, instanceMs, ...memory });
        console.log(
          `${label}, minute ${minute}: ${result.requests.total} readings, ${errors} not 200, p99 ${result.latency.p99} ms, database ${databaseMs?.toFixed(2) ?? "n/a"} ms and instance ${instanceMs?.toFixed(2) ?? "n/a"} ms CPU a reading, heap ${memory.heapFloorMb?.toFixed(0)} MB, RSS ${memory.rssMb?.toFixed(0)} MB, restarts ${app.restarts().length}`,
        );
      }
      return { label, traffic, users, minutes, restarts: app.restarts(), refusals };
    } finally {
      sampler?.stop();
      await app.stop();
    }
  } finally {
    await admin?.end();
    await postgresDb?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const countOf = (refusals: Refusals) => [...refusals.values()].reduce((sum, { count }) => sum + count, 0);

/** Sessions for every reader, a hundred sign-ins at a time. */
async function signIn(url: string, emails: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let from = 0; from < emails.length; from += 100) tokens.push(...(await sessionTokens(url, emails.slice(from, from + 100))));
  return tokens;
}

const growth = (from: number | undefined, to: number | undefined) => (from && to ? `${(((to - from) / from) * 100).toFixed(1)} %` : "n/a");
const mb = (value: number | undefined) => (value === undefined ? "n/a" : value.toFixed(0));

const measured = (run: Run): MeasuredRun => ({ ...run, refused: countOf(run.refusals) });
const fall = (run: Run) => fallOf(measured(run));

/** Why a run's readings a minute fell, from what it measured: the database's CPU a reading, or not the database. */
function fallCause(run: Run): string {
  const [first, last] = [run.minutes[0], run.minutes.at(-1)!];
  const served = run.minutes.reduce((sum, minute) => sum + minute.requests, 0);
  const held = `each reader held about ${Math.round(served / run.users)} readings at the end`;
  if (first.databaseMs === undefined || last.databaseMs === undefined) return `${held}; the database's CPU is not measured on PGlite (it is the server's own)`;
  const database = `the database's CPU a reading went ${first.databaseMs.toFixed(2)} → ${last.databaseMs.toFixed(2)} ms`;
  return last.databaseMs > first.databaseMs * 1.2 ? `${database}: the database's work grew with the readers' history (${held})` : `${database}, flat: not the database (${held})`;
}

function print(runs: Run[]) {
  console.log(`\n${MINUTES} minutes of readings per run (local writer, ${CONNECTIONS} connections), one instance as \`npm start\` runs it; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}\n`);
  console.log("| run | readings served | first → last minute | fall | not 200 | restarts | heap MB at 1 min → end | heap growth | RSS MB at 1 min → end | RSS growth | p99 ms per minute |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const run of runs) {
    const first = run.minutes[0];
    const last = run.minutes.at(-1)!;
    const served = run.minutes.reduce((sum, minute) => sum + minute.requests, 0);
    const errors = run.minutes.reduce((sum, minute) => sum + minute.errors, 0);
    console.log(
      `| ${run.label} | ${served} | ${first.requests} → ${last.requests} | ${(fall(run) * 100).toFixed(1)} % | ${errors} | ${run.restarts.length} | ${mb(first.heapFloorMb)} → ${mb(last.heapFloorMb)} | ${growth(first.heapFloorMb, last.heapFloorMb)} | ${mb(first.rssMb)} → ${mb(last.rssMb)} | ${growth(first.rssMb, last.rssMb)} | ${run.minutes.map((minute) => minute.p99).join(", ")} |`,
    );
  }
  for (const run of runs) console.log(`${run.label}: readings a minute fell ${(fall(run) * 100).toFixed(1)} %; ${fallCause(run)}.`);
  for (const run of runs) {
    for (const [status, { count, bodies }] of run.refusals) console.log(`${run.label}, warm-up included: ${count} × ${status} (${bodies.map((body) => JSON.stringify(body)).join(", ")})`);
  }
  const restarts = runs.flatMap((run) => describeRestarts(run.label, run.restarts));
  console.log(restarts.length ? `\n${restarts.join("\n")}` : "\nRestarts: none.");
  const failing = runs.flatMap((run) => {
    const reasons = notHeld(measured(run));
    return reasons.length ? [`${run.label}: ${reasons.join(", ")}`] : [];
  });
  console.log(
    failing.length
      ? `NOT HELD: ${failing.join("; ")} (a restart, heap growth over ${HEAP_GROWTH_ALLOWED * 100} %, or realistic traffic refused or falling over ${REALISTIC_FALL_ALLOWED * 100} %)`
      : `Held: no restart, heap growth within ${HEAP_GROWTH_ALLOWED * 100} % in every run, realistic traffic all served and within a ${REALISTIC_FALL_ALLOWED * 100} % fall.`,
  );
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const runs: Run[] = [];
for (const driver of drivers) {
  if (driver === "postgres" && !serverUrl) {
    console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server whose role may create databases.");
    continue;
  }
  for (const traffic of traffics) for (const mode of modes) runs.push(await soak(driver, mode, traffic, serverUrl));
}
print(runs);
process.exit(0);
