/**
 * Resident memory of the embedded default (issue 19, item 12). The standalone server is started the way
 * `npm run start:local` starts it (scripts/start-local.mjs: its Node flags and malloc setting), on PGlite in
 * a fresh DATA_DIR, then once more on that folder (a restart: no initdb), and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a PostgreSQL server, on a fresh database there. Each server gets the same few
 * hundred requests, a browser's worth of them: USERS people sign in through the local identity provider and
 * spend their 3 free readings, then every card page is fetched with its image at the two widths a 320 px
 * slot asks for (1x and 2x; each encoded on first request, as the image cache is emptied before each start),
 * and the home page. RSS is read from /proc (Linux): when the server first answers, after the load, and the
 * highest seen; the PGlite rows are then divided by the PostgreSQL one, measured in the same run.
 *
 *   npm run build   (or: LOCAL_PROVIDERS=1 npx next build && node scripts/prepare-standalone.mjs)
 *   node --conditions=react-server --import tsx bench/memory.ts
 */
import type { ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DECK } from "../lib/tarot/deck";
// @ts-expect-error: a plain ES module of ours without types
import { standaloneDir } from "../scripts/prepare-standalone.mjs";
// @ts-expect-error: a plain ES module of ours without types
import { freePort } from "../scripts/lib/run.mjs";
// @ts-expect-error: a plain ES module of ours without types
import { startServer } from "../scripts/start-local.mjs";
import { createEmptyPostgresDatabase } from "../tests/helpers/test-database";

const USERS = Number(process.env.BENCH_USERS ?? 60);
const CONCURRENCY = 8;
const FREE_READINGS = 3;
const READING = JSON.stringify({ question: "What should I focus on this week?", type: "one_card", category: "general", cards: ["The Star"] });
const JSON_HEADERS = { "Content-Type": "application/json" };

type Run = { label: string; requests: number; failures: number; readingsPerSecond: number; readyMb: number; afterMb: number; peakMb: number };

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/** Runs `task` over `items`, `CONCURRENCY` at a time. */
async function inParallel<T, R>(items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

/** The same load for every server; counts requests and answers that were not 2xx. */
async function drive(url: string, emailPrefix: string): Promise<{ requests: number; failures: number; readingsPerSecond: number }> {
  let requests = 0;
  let failures = 0;
  const send = async (pathname: string, init?: RequestInit): Promise<Response> => {
    const response = await fetch(`${url}${pathname}`, init);
    requests += 1;
    if (!response.ok) failures += 1;
    return response;
  };
  const post = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
    send(pathname, { method: "POST", headers: { ...JSON_HEADERS, ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });

  const emails = Array.from({ length: USERS }, (_, i) => `${emailPrefix}-${i}@example.com`);
  const tokens = await inParallel(emails, async (email) => {
    const { idToken } = await (await post("/api/dev/identity/token", { email })).json();
    const { token } = await (await post("/api/auth/google", { idToken })).json();
    return token as string;
  });

  const readingsStarted = performance.now();
  for (let round = 0; round < FREE_READINGS; round++) {
    await inParallel(tokens, async (token) => (await post("/api/tarot/interpret", READING, { Authorization: `Bearer ${token}` })).arrayBuffer());
  }
  const readingsPerSecond = (USERS * FREE_READINGS) / ((performance.now() - readingsStarted) / 1000);

  await inParallel([...DECK], async (card) => {
    const html = await (await send(`/cards/${card.slug}`)).text();
    for (const image of imagesFor320PxSlot(html)) {
      await (await send(image, { headers: { Accept: "image/avif,image/webp,*/*" } })).arrayBuffer();
    }
  });
  await inParallel(Array.from({ length: 10 }, () => "/"), async (page) => (await send(page)).arrayBuffer());
  return { requests, failures, readingsPerSecond };
}

/** From a card page's `srcset` (a 1x and a 2x source: the card shows 320 CSS pixels wide), the images at device pixel ratios 1 and 2. */
function imagesFor320PxSlot(html: string): string[] {
  const srcset = /<img[^>]*\ssrcSet="([^"]+)"/i.exec(html)?.[1] ?? "";
  const candidates = srcset
    .replaceAll("&amp;", "&")
    .split(", ")
    .filter(Boolean)
    .map((entry) => {
      const [src, density] = entry.trim().split(" ");
      return { src, density: Number.parseFloat(density) };
    })
    .sort((a, b) => a.density - b.density);
  if (!candidates.length) throw new Error("no srcset on the card page: is this the app's build?");
  return [1, 2].map((ratio) => (candidates.find((candidate) => candidate.density >= ratio) ?? candidates.at(-1)!).src);
}

async function measure(label: string, appEnv: Record<string, string>, emailPrefix: string): Promise<Run> {
  // Every run encodes its card images itself.
  await rm(path.join(standaloneDir, ".next", "cache", "images"), { recursive: true, force: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = { ...process.env, LOCAL_PROVIDERS: "1", NEXT_TELEMETRY_DISABLED: "1", APP_URL: url, DATABASE_URL: undefined, ...appEnv };
  const child = startServer({ port, hostname: "127.0.0.1", env, stdio: "ignore" }) as ChildProcess;
  let peakMb = 0;
  const sampler = setInterval(() => rssMb(child.pid!).then((mb) => (peakMb = Math.max(peakMb, mb)), () => {}), 100);
  try {
    let ready = false;
    for (let attempt = 0; attempt < 600 && !ready; attempt++) {
      ready = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!ready) throw new Error(`${label}: the server did not answer /api/health`);
    const readyMb = await rssMb(child.pid!);
    const load = await drive(url, emailPrefix);
    // Let the last answers' garbage be collected as it would between visits.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const afterMb = await rssMb(child.pid!);
    return { label, ...load, readyMb, afterMb, peakMb: Math.max(peakMb, afterMb) };
  } finally {
    clearInterval(sampler);
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

const runs: Run[] = [];
const dataDir = await mkdtemp(path.join(os.tmpdir(), "arcana-bench-memory-"));
try {
  runs.push(await measure("PGlite, fresh DATA_DIR", { DATA_DIR: dataDir }, "first"));
  runs.push(await measure("PGlite, same DATA_DIR restarted", { DATA_DIR: dataDir }, "second"));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const database = await createEmptyPostgresDatabase(serverUrl);
  const postgresDataDir = await mkdtemp(path.join(os.tmpdir(), "arcana-bench-memory-"));
  try {
    runs.push(await measure("PostgreSQL", { DATABASE_URL: database.url, DATA_DIR: postgresDataDir }, "postgres"));
  } finally {
    await database.drop();
    await rm(postgresDataDir, { recursive: true, force: true });
  }
} else {
  console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server whose role may create databases.");
}

const postgres = runs.find((run) => run.label === "PostgreSQL");
const mb = (value: number) => value.toFixed(0);
console.log(`\nResident memory (MB) of the standalone server as start:local runs it; ${USERS} users, ${CONCURRENCY} requests at a time, on ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)})\n`);
console.log("| server | requests (non-2xx) | RSS when ready | RSS after the load | highest RSS | after the load vs PostgreSQL | readings/s in the load |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const run of runs) {
  const ratio = postgres ? (run.afterMb / postgres.afterMb).toFixed(2) : "n/a";
  console.log(`| ${run.label} | ${run.requests} (${run.failures}) | ${mb(run.readyMb)} | ${mb(run.afterMb)} | ${mb(run.peakMb)} | ${ratio} | ${run.readingsPerSecond.toFixed(1)} |`);
}
console.log("\nreadings/s is the rate of the 3 free readings per user in this load, for orientation only: bench/interpret.ts measures throughput.");
process.exit(0);
