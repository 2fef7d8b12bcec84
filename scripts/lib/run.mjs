import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);

/** Runs a command with inherited output and resolves to its exit code. */
export function run(command, args, { env = {}, cwd = root } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** A TCP port that is free on loopback right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser journeys need Debian's Chromium. As root with apt it is installed; otherwise we stop
 * with one line naming what to install. Never a silent skip.
 */
export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get") && !process.env.CHROMIUM_PATH;
  if (!canInstall) {
    console.error(`Chromium is missing at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium with apt-get ...");
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  if ((await run("apt-get", ["update", "-qq"], { env })) !== 0 || (await run("apt-get", ["install", "-y", "-qq", "chromium"], { env })) !== 0) {
    console.error("Installing chromium with apt-get failed: install it by hand (apt-get install chromium).");
    process.exit(1);
  }
}
