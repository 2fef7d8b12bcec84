/**
 * Share images under a burst (issue 29, section 2): the standalone server started as `npm start` starts it
 * (scripts/start-local.mjs: heap cap and malloc setting), on PGlite in a fresh DATA_DIR. While BURST distinct
 * share pictures (og.png and story.png of the 22 cards over the days that have pages) are asked for at once,
 * one client asks `/api/health` again and again; its latencies are compared with the same client's on the
 * idle server. Then the same burst ten times over (each picture is drawn once per instance, so these are served
 * from memory). Prints the health p50/p99/max in each phase, the burst's time, the pictures' sizes, how many
 * were drawn (arcana_share_images_drawn_total) and RSS before, at its highest and after.
 *
 *   npm run build   (or: LOCAL_PROVIDERS=1 npx next build && node scripts/prepare-standalone.mjs)
 *   node --conditions=react-server --import tsx bench/share-images.ts
 */
import type { ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { FIRST_CARD_OF_THE_DAY_DATE, isShareableDate } from "../lib/daily/shareable";
import { DECK } from "../lib/tarot/deck";
// @ts-expect-error: a plain ES module of ours without types
import { freePort } from "../scripts/lib/run.mjs";
// @ts-expect-error: a plain ES module of ours without types
import { startServer } from "../scripts/start-local.mjs";

const BURST = Number(process.env.BENCH_BURST ?? 40);
const IDLE_PROBES = 200;
const METRICS_TOKEN = "bench-share-images-metrics-token";

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function summary(latencies: number[]): { count: number; p50: number; p99: number; max: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
}

/** Asks /api/health one request after another until `until` settles; the latency of each, in ms. */
async function probeHealth(url: string, until: Promise<unknown> | number): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  if (typeof until !== "number") void until.finally(() => (done = true));
  while (typeof until === "number" ? latencies.length < until : !done) {
    const started = performance.now();
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const WARM_UP = ["og", "story"].map((format) => `/daily/${FIRST_CARD_OF_THE_DAY_DATE}/the-fool/${format}.png`);

/** Share pictures from the first card of the day on, BURST of them, each once, none of them the warm-up's. */
function burstPaths(): string[] {
  const paths: string[] = [];
  const first = Date.parse(`${FIRST_CARD_OF_THE_DAY_DATE}T00:00:00Z`);
  for (let day = 0; paths.length < BURST; day++) {
    const date = new Date(first + day * 86_400_000).toISOString().slice(0, 10);
    if (!isShareableDate(date, new Date())) throw new Error(`only ${paths.length} distinct pictures have come so far`);
    for (const format of ["og", "story"]) for (const card of DECK) paths.push(`/daily/${date}/${card.slug}/${format}.png`);
  }
  return paths.filter((path) => !WARM_UP.includes(path)).slice(0, BURST);
}

async function drawnSoFar(url: string): Promise<number | undefined> {
  const text = await (await fetch(`${url}/api/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const counts = [...text.matchAll(/^arcana_share_images_drawn_total(?:\{[^}]*\})? (\d+)/gm)].map((match) => Number(match[1]));
  return counts.length ? counts.reduce((sum, count) => sum + count, 0) : undefined;
}

type Burst = { seconds: number; health: ReturnType<typeof summary>; statuses: Record<number, number>; largest: Record<string, number> };

/** All of `paths` at once, `rounds` times over, while /api/health is probed. */
async function burst(url: string, paths: string[], rounds = 1): Promise<Burst> {
  const statuses: Record<number, number> = {};
  const largest: Record<string, number> = { og: 0, story: 0 };
  const started = performance.now();
  const images = (async () => {
    for (let round = 0; round < rounds; round++) {
      await Promise.all(
        paths.map(async (pathname) => {
          const response = await fetch(`${url}${pathname}`);
          const bytes = (await response.arrayBuffer()).byteLength;
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          const format = pathname.endsWith("og.png") ? "og" : "story";
          largest[format] = Math.max(largest[format], bytes);
        }),
      );
    }
  })();
  const health = await probeHealth(url, images);
  await images;
  return { seconds: (performance.now() - started) / 1000, health: summary(health), statuses, largest };
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), "arcana-bench-share-"));
const env = { ...process.env, LOCAL_PROVIDERS: "1", NEXT_TELEMETRY_DISABLED: "1", APP_URL: url, DATABASE_URL: undefined, DATA_DIR: dataDir, METRICS_TOKEN };
const child = startServer({ port, hostname: "127.0.0.1", env, stdio: "ignore" }) as ChildProcess;
let peakMb = 0;
const sampler = setInterval(() => rssMb(child.pid!).then((mb) => (peakMb = Math.max(peakMb, mb)), () => {}), 50);
try {
  let ready = false;
  for (let attempt = 0; attempt < 600 && !ready; attempt++) {
    ready = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!ready) throw new Error("the server did not answer /api/health");
  // One picture of each format drawn first, so that the burst measures drawing, not loading the renderer
  // and growing its WebAssembly memory to a story's size once.
  for (const path of WARM_UP) await (await fetch(`${url}${path}`)).arrayBuffer();
  const idle = summary(await probeHealth(url, IDLE_PROBES));
  const beforeMb = await rssMb(child.pid!);
  peakMb = beforeMb;
  const drawnBefore = await drawnSoFar(url);
  const paths = burstPaths();
  const first = await burst(url, paths);
  const drawnAfterFirst = await drawnSoFar(url);
  const second = await burst(url, paths, 10);
  const drawnAfterSecond = await drawnSoFar(url);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const afterMb = await rssMb(child.pid!);

  const ms = (value: number) => value.toFixed(0);
  const drawn = (from?: number, to?: number) => (from === undefined || to === undefined ? "n/a" : String(to - from));
  console.log(`\nShare images: ${BURST} distinct pictures at once against one standalone server (npm start's flags), on ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)})\n`);
  console.log("| phase | burst s | statuses | pictures drawn | largest og KB | largest story KB | /api/health probes | p50 ms | p99 ms | max ms | p99 vs idle |");
  console.log("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  console.log(`| idle | | | | | | ${idle.count} | ${ms(idle.p50)} | ${ms(idle.p99)} | ${ms(idle.max)} | 1.0 |`);
  for (const [label, run, from, to] of [
    ["first burst", first, drawnBefore, drawnAfterFirst],
    ["the same, 10 times over", second, drawnAfterFirst, drawnAfterSecond],
  ] as const) {
    console.log(
      `| ${label} | ${run.seconds.toFixed(2)} | ${JSON.stringify(run.statuses)} | ${drawn(from, to)} | ${(run.largest.og / 1024).toFixed(0)} | ${(run.largest.story / 1024).toFixed(0)} | ${run.health.count} | ${ms(run.health.p50)} | ${ms(run.health.p99)} | ${ms(run.health.max)} | ${(run.health.p99 / idle.p99).toFixed(1)} |`,
    );
  }
  console.log(`\nRSS (MB): ${beforeMb.toFixed(0)} before the bursts (after the two first pictures), ${peakMb.toFixed(0)} at the highest (+${(peakMb - beforeMb).toFixed(0)}), ${afterMb.toFixed(0)} 2 s after.`);
  console.log("Goal (issue 29): /api/health p99 under 300 ms during the first burst, RSS + < 60 MB, og ≤ 150 KB, story ≤ 400 KB.");
} finally {
  clearInterval(sampler);
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
