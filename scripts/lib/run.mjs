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
 * What the journeys run besides Node: a program at `file`, from Debian's package `pkg`. As root with apt
 * it is installed; otherwise we stop with one line naming what to install. Never a silent skip.
 */
async function ensureDebianPackage(file, pkg, { canInstall = true } = {}) {
  if (existsSync(file)) return;
  if (!canInstall || process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
    console.error(`${file} is missing: install it (apt-get install ${pkg}).`);
    process.exit(1);
  }
  console.log(`${file} is missing: installing Debian's ${pkg} with apt-get ...`);
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  if ((await run("apt-get", ["update", "-qq"], { env })) !== 0 || (await run("apt-get", ["install", "-y", "-qq", pkg], { env })) !== 0) {
    console.error(`Installing ${pkg} with apt-get failed: install it by hand (apt-get install ${pkg}).`);
    process.exit(1);
  }
}

/** The browser journeys need Debian's Chromium (or the one CHROMIUM_PATH names, which is never installed for you). */
export function ensureChromium() {
  return ensureDebianPackage(CHROMIUM_PATH, "chromium", { canInstall: !process.env.CHROMIUM_PATH });
}

/** The Nu HTML checker (npm's vnu-jar) runs on Java. */
export function ensureJava() {
  return ensureDebianPackage("/usr/bin/java", "default-jre-headless");
}
