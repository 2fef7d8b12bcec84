#!/usr/bin/env node
// Builds the production app with local providers and runs the Playwright journeys against it.
// Extra arguments go to `playwright test` (e.g. a spec file or --project desktop).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { bin, ensureChromium, ensureJava, freePort, run } from "./lib/run.mjs";

await ensureChromium();
await ensureJava();

// The port is chosen before the build: prerendered pages carry APP_URL in their canonical links.
// The build runs without local providers: whether they are on is decided when each server starts
// (the journeys start this one build with LOCAL_PROVIDERS=1, startup.spec.ts also without).
const port = await freePort();
const buildEnv = { LOCAL_PROVIDERS: "", NEXT_TELEMETRY_DISABLED: "1", APP_URL: `http://127.0.0.1:${port}` };
if (process.env.E2E_SKIP_BUILD !== "1") {
  const built = await run(bin("next"), ["build"], { env: buildEnv });
  if (built !== 0) {
    console.error("next build failed: the journeys cannot run.");
    process.exit(built);
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "arcana-e2e-"));
const code = await run(bin("playwright"), ["test", ...process.argv.slice(2)], {
  env: { ...buildEnv, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
});
await rm(dataDir, { recursive: true, force: true });
process.exit(code);
