/**
 * Sustained load (issue 29): does an instance hold a steady stream of readings for minutes, with the heap
 * cap we ship? One standalone server, started as `npm start` starts it and kept up by the cluster's
 * supervisor (bench/app.ts), takes readings from the local writer at full rate with 20 connections for
 * SOAK_MINUTES (default 10) minutes, as JSON and then streamed (Server-Sent Events), on PostgreSQL (with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL) and on PGlite. Every run prints the requests served, the
 * restarts (which must be 0), the heap in use and the resident memory at the first minute and at the end,
 * with their growth, and each minute's rate and p99.
 *
 * The heap is read from the app's own metrics every SAMPLE_SECONDS; a minute's figure is the lowest it
 * read in that minute: just after a collection, the heap is what the instance holds on to, which is what
 * grows when something leaks (the highest reading is only how far garbage piled up before a collection).
 *
 *   npm run build && node --conditions=react-server --import tsx bench/soak.ts     (or BENCH_ONLY=soak npm run bench)
 *   SOAK_MINUTES=2 SOAK_DRIVERS=postgres SOAK_MODES=json node --conditions=react-server --import tsx bench/soak.ts
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createEmptyPostgresDatabase } from "../tests/helpers/test-database";
import { describeRestarts, heapUsedMb, rssMb, seedSubscribers, sessionTokens, startApp, type App, type Death } from "./app";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONNECTIONS = 20;
const USERS = 20;
const SAMPLE_SECONDS = 2;
/** Growth of the heap from the first minute to the last that the issue allows. */
const HEAP_GROWTH_ALLOWED = 0.1;
const READING = JSON.stringify({ question: "What should I focus on this week?", type: "one_card", category: "general", cards: ["The Star"] });

type Mode = "json" | "stream";
type Driver = "postgres" | "pglite";
type Minute = { minute: number; requests: number; errors: number; requestsPerSecond: number; p99: number; heapFloorMb?: number; rssMb?: number };
type Run = { label: string; minutes: Minute[]; restarts: Death[] };

const only = (name: string, all: string[]) => (process.env[name] ? process.env[name]!.split(",") : all);
const modes = only("SOAK_MODES", ["json", "stream"]) as Mode[];
const drivers = only("SOAK_DRIVERS", ["postgres", "pglite"]) as Driver[];

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

function readingLoad(app: App, tokens: string[], mode: Mode): autocannon.Options {
  let next = 0;
  const accept = mode === "stream" ? "text/event-stream" : "application/json";
  return {
    url: `${app.url}/api/tarot/interpret`,
    method: "POST",
    body: READING,
    connections: CONNECTIONS,
    duration: 60,
    setupClient: (client: { setHeaders: (headers: Record<string, string>) => void }) => {
      client.setHeaders({ "Content-Type": "application/json", Accept: accept, Authorization: `Bearer ${tokens[next++ % tokens.length]}` });
    },
  } as autocannon.Options;
}

async function soak(driver: Driver, mode: Mode, serverUrl: string | undefined): Promise<Run> {
  const label = `${driver === "postgres" ? "PostgreSQL" : "PGlite"}, ${mode === "stream" ? "streamed" : "JSON"}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "arcana-soak-"));
  const postgres = driver === "postgres" ? await createEmptyPostgresDatabase(serverUrl!) : undefined;
  try {
    const target = postgres ? { url: postgres.url } : { pgliteDir: path.join(dataDir, "pglite") };
    const emails = await seedSubscribers(target, USERS);
    const app = await startApp({ DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
    const sampler = memorySampler(app);
    try {
      const tokens = await sessionTokens(app.url, emails);
      const minutes: Minute[] = [];
      for (let minute = 1; minute <= MINUTES; minute++) {
        const result = await autocannon(readingLoad(app, tokens, mode));
        const memory = sampler.takeMinute();
        const errors = result.non2xx + result.errors + result.timeouts;
        minutes.push({ minute, requests: result.requests.total, errors, requestsPerSecond: result.requests.average, p99: result.latency.p99, ...memory });
        console.log(`${label}, minute ${minute}: ${result.requests.total} readings, ${errors} not 200, p99 ${result.latency.p99} ms, heap ${memory.heapFloorMb?.toFixed(0)} MB, RSS ${memory.rssMb?.toFixed(0)} MB, restarts ${app.restarts().length}`);
      }
      return { label, minutes, restarts: app.restarts() };
    } finally {
      sampler.stop();
      await app.stop();
    }
  } finally {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const growth = (from: number | undefined, to: number | undefined) => (from && to ? `${(((to - from) / from) * 100).toFixed(1)} %` : "n/a");
const mb = (value: number | undefined) => (value === undefined ? "n/a" : value.toFixed(0));

function print(runs: Run[]) {
  console.log(`\n${MINUTES} minutes of readings per run (local writer, ${CONNECTIONS} connections, ${USERS} subscribers), one instance as \`npm start\` runs it; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}\n`);
  console.log("| run | readings served | not 200 | restarts | heap MB at 1 min → end | heap growth | RSS MB at 1 min → end | RSS growth | p99 ms per minute |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const run of runs) {
    const first = run.minutes[0];
    const last = run.minutes.at(-1)!;
    const served = run.minutes.reduce((sum, minute) => sum + minute.requests, 0);
    const errors = run.minutes.reduce((sum, minute) => sum + minute.errors, 0);
    console.log(
      `| ${run.label} | ${served} | ${errors} | ${run.restarts.length} | ${mb(first.heapFloorMb)} → ${mb(last.heapFloorMb)} | ${growth(first.heapFloorMb, last.heapFloorMb)} | ${mb(first.rssMb)} → ${mb(last.rssMb)} | ${growth(first.rssMb, last.rssMb)} | ${run.minutes.map((minute) => minute.p99).join(", ")} |`,
    );
  }
  const restarts = runs.flatMap((run) => describeRestarts(run.label, run.restarts));
  console.log(restarts.length ? `\n${restarts.join("\n")}` : "\nRestarts: none.");
  const failing = runs.filter((run) => {
    const [first, last] = [run.minutes[0].heapFloorMb, run.minutes.at(-1)!.heapFloorMb];
    return run.restarts.length > 0 || !first || !last || (MINUTES > 1 && last > first * (1 + HEAP_GROWTH_ALLOWED));
  });
  console.log(failing.length ? `NOT HELD: ${failing.map((run) => run.label).join("; ")} (a restart, or heap growth over ${HEAP_GROWTH_ALLOWED * 100} %)` : `Held: no restart, heap growth within ${HEAP_GROWTH_ALLOWED * 100} % in every run.`);
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const runs: Run[] = [];
for (const driver of drivers) {
  if (driver === "postgres" && !serverUrl) {
    console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server whose role may create databases.");
    continue;
  }
  for (const mode of modes) runs.push(await soak(driver, mode, serverUrl));
}
print(runs);
process.exit(0);
