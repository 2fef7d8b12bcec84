#!/usr/bin/env node
// `npm run start:cluster`: the production topology of deploy/compose.yaml without Docker. Builds once,
// starts INSTANCES (default 2) standalone servers on one PostgreSQL (DATABASE_URL) and nginx in front
// with the shipped deploy/nginx.conf, then prints the URL. Ctrl+C stops everything it started.
import { findNginx, startCluster } from "./lib/cluster.mjs";
import { bin, run } from "./lib/run.mjs";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set: the instances share one PostgreSQL database (e.g. DATABASE_URL=postgres://user:pass@127.0.0.1:5432/arcana).");
  process.exit(1);
}
if (!findNginx()) {
  console.error("nginx is not on PATH: install it (apt-get install nginx, brew install nginx) or set NGINX to its path.");
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
const instances = Number(process.env.INSTANCES ?? 2);
if (!Number.isInteger(instances) || instances < 1) {
  console.error(`INSTANCES must be a whole number ≥ 1 (got ${process.env.INSTANCES}).`);
  process.exit(1);
}
const appUrl = process.env.APP_URL ?? `http://127.0.0.1:${port}`;
// Prerendered pages carry APP_URL, so it is set for the build as well as for the instances.
const env = { NEXT_TELEMETRY_DISABLED: "1", APP_URL: appUrl, LOCAL_PROVIDERS: process.env.LOCAL_PROVIDERS ?? "" };

if (process.env.CLUSTER_SKIP_BUILD !== "1" && (await run(bin("next"), ["build"], { env })) !== 0) process.exit(1);

let cluster;
try {
  cluster = await startCluster({ databaseUrl, instances, port, appUrl, env, log: "inherit" });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`\nArcana is running at ${cluster.url}: nginx (deploy/nginx.conf) in front of ${instances} instances on ports ${cluster.instances.map((i) => i.port).join(", ")}. Ctrl+C stops it.\n`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
for (const child of [cluster.nginx, ...cluster.instances.map((i) => i.child)]) {
  child.on("exit", (code) => {
    if (stopping) return;
    console.error(`A process of the cluster exited (code ${code}): stopping the rest.`);
    shutdown();
  });
}
