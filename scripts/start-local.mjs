#!/usr/bin/env node
// The quick start: builds the app and serves it (the standalone server) on the embedded defaults (PGlite
// in DATA_DIR, local sign-in, local checkout, local AI writer), then prints the URL once the app answers.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { prepareStandalone, standaloneDir } from "./prepare-standalone.mjs";
import { bin, root, run } from "./lib/run.mjs";

// As `npm start` and the Dockerfile: V8's old space capped, or it grows with the machine's memory; and
// Next's start-up lines printed as JSON lines like every other (scripts/server-preload.cjs, copied beside
// server.js by prepare-standalone.mjs; the path is the standalone folder's, where the server runs).
export const NODE_FLAGS = ["--max-old-space-size=192", "--require", "./server-preload.cjs"];
// glibc raises its mmap threshold each time a large block is freed, so later large blocks (the image
// encoder's buffers, V8's compilers' zones while PGlite's WebAssembly compiles) come from arenas that keep
// their pages; at glibc's default, fixed, they go back to the system when freed. A value set by the
// caller wins. docs/architecture.md#memory-of-the-embedded-default; `bench/memory.ts` measures it.
const MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: "131072" };

/** The standalone server of the last build, started the quick start's way; `env` is the app's environment. */
export function startServer({ port, hostname = "::", env, stdio = "inherit" }) {
  return spawn(process.execPath, [...NODE_FLAGS, path.join(standaloneDir, "server.js")], {
    cwd: standaloneDir,
    env: { ...MALLOC_ENV, ...env, NODE_ENV: "production", PORT: String(port), HOSTNAME: hostname },
    stdio,
  });
}

async function main() {
  const port = process.env.PORT ?? "3000";
  const url = `http://localhost:${port}`;
  // The standalone server runs in .next/standalone: the data folder is resolved against the project.
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".data");
  const env = { ...process.env, LOCAL_PROVIDERS: "1", NEXT_TELEMETRY_DISABLED: "1", APP_URL: process.env.APP_URL ?? url, DATA_DIR: dataDir };

  if ((await run(bin("next"), ["build"], { env })) !== 0) process.exit(1);
  prepareStandalone();

  const server = startServer({ port, env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));

  // The first request opens and migrates the database (a first start on an empty folder runs initdb, a
  // minute or more on a busy machine); wait for it so the URL printed is ready to use.
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) {
        console.log(`\nArcana is running at ${url}  (data in ${dataDir}; Ctrl+C stops it)\n`);
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
