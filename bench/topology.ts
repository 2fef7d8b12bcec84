/**
 * The production topology, measured side by side in one run (issue 11): `npm run start:cluster`'s
 * nginx (deploy/nginx.conf) in front of two standalone instances on PostgreSQL.
 *
 * - a card page through nginx against nginx serving the same HTML file from disk;
 * - POST /api/tarot/interpret (local writer, 20 connections) against GET /api/health, on one instance
 *   and through nginx over two, with the instance's resident memory under that load;
 * - the card page `/cards/the-fool` of every language (`/es/cards/the-fool`, …) from nginx's cache, each against
 *   nginx serving the file from disk;
 * - Lighthouse (mobile, Debian Chromium) on `/`, `/es` and `/cards/the-fool` through nginx.
 *
 *   npm run bench    (builds first; needs BENCH_DATABASE_URL or TEST_DATABASE_URL, and nginx)
 *
 * LIGHTHOUSE names a lighthouse binary; otherwise `npx --yes lighthouse@12` is used (12.x runs on Node 20).
 * BENCH_ONLY=lighthouse runs the page audits alone (no load), to compare two builds' first screens;
 * BENCH_ONLY=load the loads alone.
 * Each page is audited LIGHTHOUSE_RUNS times (default 5) and the median run is printed with every score:
 * Lighthouse's own advice for its run-to-run variance
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md), which on a busy 2-core
 * machine spans several points.
 */
import { execFile, spawn } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";
// @ts-expect-error: a plain ES module of ours without types
import { findNginx, startCluster } from "../scripts/lib/cluster.mjs";
// @ts-expect-error: a plain ES module of ours without types
import { freePort } from "../scripts/lib/run.mjs";
import { DEFAULT_LOCALE, LOCALES } from "../languages/languages";
import { localePath } from "../lib/i18n/paths";
import { createEmptyPostgresDatabase } from "../tests/helpers/test-database";
import { describeRestarts, seedSubscribers, sessionTokens, type Death } from "./app";

type Cluster = {
  url: string;
  instances: { port: number; url: string; child: { pid: number } }[];
  restarts(): Death[];
  stop: () => Promise<void>;
};
type Result = { label: string; requestsPerSecond: number; p50: number; p99: number; errors: number };

const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 20;
const READING = { question: "What should I focus on this week?", type: "one_card", category: "general", cards: ["The Star"] };
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function load(label: string, options: autocannon.Options): Promise<Result> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  return { label, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors + result.timeouts };
}

/** The largest resident set of `pid` seen while `work` runs (Linux /proc), in MB. */
async function peakRssMb<T>(pid: number, work: Promise<T>): Promise<{ value: T; rssMb: number | undefined }> {
  let peak: number | undefined;
  const sample = async () => {
    const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    if (kb) peak = Math.max(peak ?? 0, kb / 1024);
  };
  const timer = setInterval(sample, 250);
  try {
    const value = await work;
    await sample();
    return { value, rssMb: peak };
  } finally {
    clearInterval(timer);
  }
}

function interpretLoad(url: string, tokens: string[]): autocannon.Options {
  let next = 0;
  return {
    url: `${url}/api/tarot/interpret`,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(READING),
    setupClient: (client: { setHeaders: (headers: Record<string, string>) => void }) => {
      client.setHeaders({ "Content-Type": "application/json", Authorization: `Bearer ${tokens[next++ % tokens.length]}` });
    },
  } as autocannon.Options;
}

/** nginx serving one HTML file from disk, with the shipped file's worker settings: the ceiling for a cached page. */
async function staticNginx(html: string): Promise<{ url: string; stop: () => void; dir: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "arcana-bench-nginx-"));
  // Started as root, nginx's workers read as an unprivileged user.
  await chmod(dir, 0o755);
  await writeFile(path.join(dir, "page.html"), html, { mode: 0o644 });
  const port = await freePort();
  const conf = `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http { access_log off; sendfile on; server_tokens off;
  client_body_temp_path ${dir}/t1; proxy_temp_path ${dir}/t2; fastcgi_temp_path ${dir}/t3; uwsgi_temp_path ${dir}/t4; scgi_temp_path ${dir}/t5;
  server { listen 127.0.0.1:${port}; root ${dir}; location / { default_type text/html; try_files /page.html =404; } } }`;
  await writeFile(path.join(dir, "nginx.conf"), conf);
  const child = spawn(findNginx() as string, ["-e", path.join(dir, "error.log"), "-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await fetch(`${url}/`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, dir, stop: () => child.kill("SIGTERM") };
}

type Lighthouse = { page: string; performance: number; bestPractices: number; cls: number; lcpMs: number; scores?: number[]; failed?: string };

const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

async function lighthouse(url: string): Promise<Lighthouse> {
  const [command, ...prefix] = process.env.LIGHTHOUSE ? [process.env.LIGHTHOUSE] : ["npx", "--yes", "lighthouse@12"];
  const chromeFlags = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync --disable-quic";
  const page = new URL(url).pathname;
  try {
    const { stdout } = await promisify(execFile)(
      command,
      [...prefix, url, "--output=json", "--output-path=stdout", "--quiet", "--only-categories=performance,best-practices", `--chrome-flags=${chromeFlags}`],
      { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as {
      categories: Record<string, { score: number }>;
      audits: Record<string, { numericValue?: number }>;
    };
    return {
      page,
      performance: Math.round(report.categories.performance.score * 100),
      bestPractices: Math.round(report.categories["best-practices"].score * 100),
      cls: report.audits["cumulative-layout-shift"].numericValue ?? NaN,
      lcpMs: report.audits["largest-contentful-paint"].numericValue ?? NaN,
    };
  } catch (error) {
    return { page, performance: NaN, bestPractices: NaN, cls: NaN, lcpMs: NaN, failed: error instanceof Error ? error.message.split("\n")[0] : String(error) };
  }
}

/**
 * The run with the median performance score of `runs` completed audits of `url`, carrying every score.
 * A run Lighthouse could not record (it now and then loses the trace: NO_NAVSTART) is run again, at most
 * `runs` extra times.
 */
async function lighthouseMedian(url: string, runs = LIGHTHOUSE_RUNS): Promise<Lighthouse> {
  const completed: Lighthouse[] = [];
  let lastFailure: Lighthouse | undefined;
  for (let attempt = 0; attempt < 2 * runs && completed.length < runs; attempt++) {
    const report = await lighthouse(url);
    if (report.failed) lastFailure = report;
    else completed.push(report);
  }
  if (!completed.length) return lastFailure as Lighthouse;
  const scores = completed.map((report) => report.performance);
  const byScore = [...completed].sort((a, b) => a.performance - b.performance);
  return { ...byScore[Math.floor((byScore.length - 1) / 2)], scores };
}

function row(result: Result, baseline: Result): string {
  const rate = (result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
  const p99 = (result.p99 / Math.max(1, baseline.p99)).toFixed(2);
  return `| ${result.label} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.errors} | ${rate} | ${p99} |`;
}

function printLighthouse(reports: Lighthouse[]): void {
  console.log(`\n| Lighthouse (mobile, Debian Chromium): the median of ${LIGHTHOUSE_RUNS} runs | performance | every run | best practices | CLS | LCP ms |`);
  console.log("| --- | ---: | --- | ---: | ---: | ---: |");
  for (const report of reports) {
    const scores = report.scores?.join(", ") ?? "one run";
    if (report.failed) console.log(`| ${report.page} | could not run: ${report.failed} | | | | |`);
    else console.log(`| ${report.page} | ${report.performance} | ${scores} | ${report.bestPractices} | ${report.cls.toFixed(3)} | ${report.lcpMs.toFixed(0)} |`);
  }
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl || !findNginx()) {
  console.log("Topology bench skipped: it needs BENCH_DATABASE_URL (or TEST_DATABASE_URL) and nginx.");
  process.exit(0);
}

const database = await createEmptyPostgresDatabase(serverUrl);
let cluster: Cluster | undefined;
try {
  const emails = await seedSubscribers({ url: database.url }, USERS);
  cluster = (await startCluster({
    databaseUrl: database.url,
    instances: 2,
    env: {
      LOCAL_PROVIDERS: "1",
      // Load from one address: the limits would measure themselves, not the reading.
      RATE_LIMIT_USER_PER_MIN: "1000000",
      SUBSCRIBER_READINGS_PER_DAY: "1000000",
      RATE_LIMIT_IP_PER_MIN: "1000000",
      RATE_LIMIT_SIGNIN_PER_MIN: "1000000",
    },
  })) as Cluster;
  const [one] = cluster.instances;
  const tokens = await sessionTokens(cluster.url, emails);

  // BENCH_ONLY=lighthouse: the page audits alone, for comparing two builds' first screens side by side.
  if (process.env.BENCH_ONLY === "lighthouse") {
    const [home, spanishHome, card] = [
      await lighthouseMedian(`${cluster.url}/`),
      await lighthouseMedian(`${cluster.url}/es`),
      await lighthouseMedian(`${cluster.url}/cards/the-fool`),
    ];
    printLighthouse([home, spanishHome, card]);
  } else {
    // Card page: nginx's cache against nginx reading the same bytes from disk, then every other language's.
    const site = cluster.url;
    const cardUrl = `${site}/cards/the-fool`;
    const otherCardPaths = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => localePath(locale, "/cards/the-fool"));
    const html = await (await fetch(cardUrl)).text();
    for (const url of [cardUrl, ...otherCardPaths.map((cardPath) => `${site}${cardPath}`)]) {
      await fetch(url);
      await fetch(url); // now cached
    }
    const disk = await staticNginx(html);
    let pages: Result[];
    try {
      const fromDisk = await load("nginx: the same HTML file from disk", { url: `${disk.url}/` });
      const cached = await load("nginx → app: /cards/the-fool (cached)", { url: cardUrl });
      const direct = await load("one instance alone: /cards/the-fool", { url: `${one.url}/cards/the-fool` });
      const otherLanguages: Result[] = [];
      for (const cardPath of otherCardPaths) otherLanguages.push(await load(`nginx → app: ${cardPath} (cached)`, { url: `${site}${cardPath}` }));
      pages = [fromDisk, cached, direct, ...otherLanguages];
    } finally {
      disk.stop();
      await rm(disk.dir, { recursive: true, force: true });
    }

    // Readings: one instance, then nginx over two; each beside its own /api/health.
    // Each route once before it is measured: the first requests of a route load and compile its code.
    for (const warmUp of [interpretLoad(one.url, tokens), { url: `${one.url}/api/health/live` }, { url: `${one.url}/api/health` }]) {
      await autocannon({ ...warmUp, connections: 4, duration: 2 });
    }
    const liveOne = await load("one instance: GET /api/health/live (a route that does nothing)", { url: `${one.url}/api/health/live` });
    const healthOne = await load("one instance: GET /api/health", { url: `${one.url}/api/health` });
    const { value: readingsOne, rssMb } = await peakRssMb(one.child.pid, load("one instance: POST /api/tarot/interpret", interpretLoad(one.url, tokens)));
    const healthTwo = await load("nginx → two instances: GET /api/health", { url: `${cluster.url}/api/health` });
    const readingsTwo = await load("nginx → two instances: POST /api/tarot/interpret", interpretLoad(cluster.url, tokens));

    // The first visitor of a card page waits for its image to be encoded (then nginx keeps it): both are printed.
    // BENCH_ONLY=load leaves the audits out.
    const audited = process.env.BENCH_ONLY !== "load";
    const cardCold = audited ? { ...(await lighthouse(cardUrl)), page: "/cards/the-fool (image not yet encoded)" } : undefined;
    const [home, spanishHome, card] = audited
      ? [await lighthouseMedian(`${cluster.url}/`), await lighthouseMedian(`${cluster.url}/es`), await lighthouseMedian(cardUrl)]
      : [];

    const load1 = os.loadavg()[0].toFixed(1);
    console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each; load generator on the same machine (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "?"}, load average ${load1}); PostgreSQL; local writer\n`);
    console.log("| what | req/s | p50 ms | p99 ms | non-2xx/errors | req/s ratio | p99 ratio |");
    console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const page of pages) console.log(row(page, pages[0]));
    console.log(row(liveOne, liveOne));
    console.log(row(healthOne, liveOne));
    console.log(row(readingsOne, healthOne));
    console.log(row(healthTwo, healthTwo));
    console.log(row(readingsTwo, healthTwo));
    console.log("\nRatios: page rows against nginx serving the file from disk; /api/health against the route that does nothing; each reading row against the /api/health row above it.");
    const restarts = cluster.restarts();
    console.log(restarts.length ? describeRestarts("topology", restarts).join("\n") : "Restarts: none.");
    console.log(`Resident memory of one PostgreSQL-backed instance under the reading load: ${rssMb ? `${rssMb.toFixed(0)} MB` : "n/a (no /proc)"}`);
    if (home && spanishHome && cardCold && card) printLighthouse([home, spanishHome, cardCold, card]);
  }
} finally {
  await cluster?.stop();
  await database.drop();
}
process.exit(0);
