import { spawn, type ChildProcess } from "node:child_process";
import { expect } from "@playwright/test";

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
