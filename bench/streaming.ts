/**
 * Time to first words: a reading from a local Messages API server that writes at a realistic pace
 * (50 tokens a second, about 10 s for a whole reading), asked for as JSON and as a stream, side by
 * side in one run. Prints time to first byte and to last byte of each, median of a few runs.
 *
 *   npm run bench            (builds first; reads .next)
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startFakeAnthropic } from "../tests/helpers/fake-anthropic";
import { describeRestarts, seedSubscribers, sessionTokens, startApp } from "./app";

const TOKENS_PER_SECOND = 50;
const RUNS = Number(process.env.BENCH_STREAM_RUNS ?? 3);
const READING = { question: "What should I focus on this week?", type: "three_cards", category: "love", cards: ["The Lovers", "The Tower", "The Star"] };

/** About 500 word-sized tokens in the reading's markdown shape: ten seconds at 50 tokens a second. */
function tenSecondReading(): string {
  const paragraph = "The cards ask you to slow down and notice what is already growing between you, ".repeat(3).trim();
  const sections = ["Summary", "Past: The Lovers", "Present: The Tower", "Future: The Star", "Synthesis"];
  return sections.map((heading) => `## ${heading}\n${paragraph} ${paragraph}`).join("\n\n");
}

type Timing = { firstByteMs: number; lastByteMs: number };

async function timeRequest(url: string, token: string, accept: string): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(`${url}/api/tarot/interpret`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, Accept: accept },
    body: JSON.stringify(READING),
  });
  if (!response.ok || !response.body) throw new Error(`interpret answered ${response.status}`);
  const reader = response.body.getReader();
  let firstByteMs = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByteMs && value.byteLength > 0) firstByteMs = performance.now() - started;
  }
  return { firstByteMs, lastByteMs: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const fake = await startFakeAnthropic(tenSecondReading(), { tokensPerSecond: TOKENS_PER_SECOND });
const dataDir = await mkdtemp(path.join(os.tmpdir(), "arcana-bench-stream-"));
const emails = await seedSubscribers({ pgliteDir: path.join(dataDir, "pglite") }, 1);
const app = await startApp({ DATA_DIR: dataDir, ANTHROPIC_API_KEY: "sk-ant-bench", ANTHROPIC_BASE_URL: fake.url });
const { url } = app;
try {
  const [token] = await sessionTokens(url, emails);
  await timeRequest(url, token, "text/event-stream"); // warm-up
  const json: Timing[] = [];
  const stream: Timing[] = [];
  for (let run = 0; run < RUNS; run++) {
    json.push(await timeRequest(url, token, "application/json"));
    stream.push(await timeRequest(url, token, "text/event-stream"));
  }
  console.log(`\nA reading written at ${TOKENS_PER_SECOND} tokens/s by a local Messages API server (median of ${RUNS}, ${os.cpus().length} cores)\n`);
  console.log("| answer | first byte ms | last byte ms | first byte vs JSON answer |");
  console.log("| --- | ---: | ---: | ---: |");
  const jsonLast = median(json.map((timing) => timing.lastByteMs));
  for (const [label, timings] of [["JSON", json], ["Server-Sent Events", stream]] as const) {
    const first = median(timings.map((timing) => timing.firstByteMs));
    console.log(`| ${label} | ${first.toFixed(0)} | ${median(timings.map((timing) => timing.lastByteMs)).toFixed(0)} | ${(first / jsonLast).toFixed(3)} |`);
  }
  for (const line of describeRestarts("streaming", app.restarts())) console.log(line);
} finally {
  await app.stop();
  await fake.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
