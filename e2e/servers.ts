import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
// @ts-expect-error: a plain ES module of ours without types
import { prepareStandalone } from "../scripts/prepare-standalone.mjs";
// @ts-expect-error: a plain ES module of ours without types
import { startServer } from "../scripts/start-local.mjs";

/** A clean environment: nothing of the test runner's (LOCAL_PROVIDERS, DATA_DIR) leaks in. */
export function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env } as NodeJS.ProcessEnv;
}

/** Starts a production server of its own on a random port and waits until it answers. */
export async function runningServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  const child = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], {
    env: cleanEnv({ APP_URL: base, ...env }),
    stdio: "ignore",
  });
  await expect.poll(async () => (await fetch(`${base}/robots.txt`).catch(() => null))?.status ?? 0, { timeout: 30_000 }).toBe(200);
  return { base, child };
}

/** A server whose every line of output is kept; `signal` sends it one without waiting, `exited` is its exit code once it ends. */
export type WatchedServer = { base: string; output: () => string; stop: () => Promise<string>; signal: (name: NodeJS.Signals) => void; exited: Promise<number | null> };

/**
 * The standalone build started exactly as `npm start` starts it (scripts/start-local.mjs: heap cap, malloc
 * setting), with local providers, a fresh DATA_DIR and a random port; stdout and stderr are kept for the test.
 * `stop` ends it and answers everything it printed.
 */
export async function runningStandaloneServer(env: Record<string, string> = {}): Promise<WatchedServer> {
  prepareStandalone();
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "arcana-e2e-standalone-"));
  const child: ChildProcess = startServer({ port, hostname: "127.0.0.1", env: cleanEnv({ LOCAL_PROVIDERS: "1", APP_URL: base, DATA_DIR: dataDir, ...env }), stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
    return output;
  };
  try {
    await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, { timeout: 120_000 }).toBe(200);
  } catch (error) {
    await stop();
    throw new Error(`the standalone server did not answer:\n${output}`, { cause: error });
  }
  return { base, output: () => output, stop, signal: (name) => child.kill(name), exited };
}
