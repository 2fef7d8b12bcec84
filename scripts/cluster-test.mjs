#!/usr/bin/env node
// The cluster journeys (playwright.cluster.config.ts): deploy/nginx.conf in front of two standalone
// instances on PostgreSQL. Builds first unless CLUSTER_SKIP_BUILD=1 (npm test reuses the e2e build).
// Needs TEST_DATABASE_URL and nginx: without them it fails in CI and exits 3 ("not run") elsewhere.
// Extra arguments go to `playwright test`.
import { findBrotliModules, findNginx } from "./lib/cluster.mjs";
import { bin, ensureChromium, run } from "./lib/run.mjs";

export const NOT_RUN = 3;

const missing = [
  !process.env.TEST_DATABASE_URL && "TEST_DATABASE_URL (a PostgreSQL role that may create databases)",
  !findNginx() && "nginx (apt-get install nginx, or set NGINX to its path)",
  // Elsewhere a cluster without it runs with gzip alone, and its brotli journey is skipped.
  process.env.CI && findNginx() && !findBrotliModules() && "nginx's brotli modules (apt-get install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)",
].filter(Boolean);
if (missing.length) {
  console.error(`The cluster journeys need ${missing.join(" and ")}.`);
  process.exit(process.env.CI ? 1 : NOT_RUN);
}
await ensureChromium();

const env = { NEXT_TELEMETRY_DISABLED: "1", LOCAL_PROVIDERS: "" };
if (process.env.CLUSTER_SKIP_BUILD !== "1" && (await run(bin("next"), ["build"], { env })) !== 0) {
  console.error("next build failed: the cluster journeys cannot run.");
  process.exit(1);
}
process.exit(await run(bin("playwright"), ["test", "--config", "playwright.cluster.config.ts", ...process.argv.slice(2)], { env }));
