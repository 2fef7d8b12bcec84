// Starts the cluster once for all journeys: a fresh database on TEST_DATABASE_URL, two standalone
// instances with local providers and the shipped nginx.conf in front. Its teardown stops every process.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { startCluster } from "../scripts/lib/cluster.mjs";
import { dropDatabase } from "../scripts/lib/drop-database.mjs";

export default async function globalSetup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("The cluster journeys need TEST_DATABASE_URL (a PostgreSQL role that may create databases).");
  const name = `arcana_cluster_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;

  const dropClusterDatabase = () => dropDatabase(serverUrl, name);

  const webhookSecret = `whsec_cluster_${randomBytes(24).toString("base64url")}`;
  let cluster;
  try {
    cluster = await startCluster({
      databaseUrl: databaseUrl.toString(),
      instances: 2,
      // The operator console's journey signs in as this operator (journeys.spec.ts). Every journey signs in
      // from 127.0.0.1: repeated (--repeat-each) they would pass the per-address sign-in limit, which no
      // journey here is about (tests/integration/hardening.test.ts is).
      env: {
        LOCAL_PROVIDERS: "1",
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        ADMIN_EMAILS: "operator@cluster.example",
        RATE_LIMIT_SIGNIN_PER_MIN: "100000",
      },
    });
  } catch (error) {
    await dropClusterDatabase();
    throw error;
  }
  // Read by playwright.cluster.config.ts (baseURL) and by the journeys in the workers.
  process.env.CLUSTER_URL = cluster.url;
  process.env.CLUSTER_STATE = JSON.stringify({
    url: cluster.url,
    dir: cluster.dir,
    webhookSecret,
    brotli: cluster.brotli,
    instances: cluster.instances.map((instance) => ({ port: instance.port, pid: instance.child.pid })),
  });

  return async () => {
    await cluster.stop();
    await dropClusterDatabase();
  };
}
