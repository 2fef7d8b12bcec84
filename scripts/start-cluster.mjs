#!/usr/bin/env node
// `npm run start:cluster`: the production topology of deploy/compose.yaml without Docker. Builds once,
// starts INSTANCES (default 2) standalone servers on one PostgreSQL (DATABASE_URL) and nginx in front
// with the shipped deploy/nginx.conf, then prints the URL. A process that dies is started again with
// backoff while the others serve. Ctrl+C stops everything it started.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { findNginx, keptSecret, startCluster } from "./lib/cluster.mjs";
import { bin, root, run } from "./lib/run.mjs";

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

// One DATA_DIR for every instance and every start (the local identity key, with local providers), and the
// secrets every instance must share kept in it: a new AUTH_SECRET on each start would sign everyone out.
// Stripe's webhook secret is Stripe's to give: it is made up only for the local checkout.
const dataDir = path.resolve(root, process.env.DATA_DIR ?? path.join(".data", "cluster"));
const keptSecrets = [["AUTH_SECRET", "auth-secret", undefined]];
if (["1", "true"].includes(env.LOCAL_PROVIDERS)) keptSecrets.push(["STRIPE_WEBHOOK_SECRET", "webhook-secret", () => `whsec_cluster_${randomBytes(24).toString("base64url")}`]);
const secrets = {};
try {
  for (const [name, file, make] of keptSecrets) {
    if (process.env[name]) continue;
    const kept = keptSecret(dataDir, file, make);
    secrets[name] = kept.value;
    console.log(`${name} is not set: using the one kept in ${path.relative(root, kept.file)} (mode 600). Set ${name} to choose your own.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (process.env.CLUSTER_SKIP_BUILD !== "1" && (await run(bin("next"), ["build"], { env })) !== 0) process.exit(1);

let cluster;
try {
  cluster = await startCluster({ databaseUrl, instances, port, appUrl, env: { ...env, ...secrets }, dataDir, log: "inherit" });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(
  `\nArcana is running at ${cluster.url}: nginx (deploy/nginx.conf) in front of ${instances} instances on ports ${cluster.instances.map((i) => i.port).join(", ")}. An instance that dies is started again. Ctrl+C stops it.\n`,
);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
