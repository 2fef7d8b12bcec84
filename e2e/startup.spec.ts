import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

/** Starts `next start` with `env` and returns its exit code and output once it exits by itself. */
function startServer(env: Record<string, string> & { NODE_ENV: "production" }): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // A clean environment: nothing of the test runner's (LOCAL_PROVIDERS, DATA_DIR) leaks in.
    const child = spawn("node_modules/.bin/next", ["start", "-p", "0"], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", NEXT_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not stop by itself:\n${output}`));
    }, 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe("production start-up", () => {
  test("refuses to start without local providers when a required variable is missing, naming it in one line", async () => {
    const { code, output } = await startServer({ NODE_ENV: "production" });
    expect(code).not.toBe(0);
    const lines = output.split("\n").filter((line) => line.includes("Arcana cannot start"));
    expect(lines).toEqual(["Arcana cannot start: Missing required environment variable APP_URL (or set LOCAL_PROVIDERS=1)"]);
  });

  test("names the next missing variable once the first is given", async () => {
    const { code, output } = await startServer({ NODE_ENV: "production", APP_URL: "https://arcana.example", SUPPORT_EMAIL: "a@b.co" });
    expect(code).not.toBe(0);
    expect(output).toContain("Missing required environment variable DATABASE_URL");
  });
});
