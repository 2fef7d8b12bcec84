import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import postgres from "postgres";
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "../e2e/fixtures";
// @ts-expect-error: a plain ES module of ours without types
import { startCluster } from "../scripts/lib/cluster.mjs";
// @ts-expect-error: a plain ES module of ours without types
import { dropDatabase } from "../scripts/lib/drop-database.mjs";
import { READING } from "./cluster";

/**
 * A busy evening, compressed (issue 29): nginx and two instances, each started as `npm start` starts it
 * (its heap cap included), under a steady stream of readings from subscribers for three minutes, half
 * of them streamed. Neither instance may die: the cluster's supervisor records every death with its
 * reason (scripts/lib/cluster.mjs). Before the writer's deadline stopped keeping each finished request
 * reachable for 90 s, an instance under this load ran out of heap within a minute. The soak bench
 * (bench/soak.ts) measures the same for ten minutes with the heap's growth; here the count of deaths is
 * the test, never a time.
 */
type Death = { process: string; reason: string; stderr: string[] };
type Cluster = { url: string; instances: { child: { pid: number } }[]; restarts(): Death[]; stop(): Promise<void> };

const LOAD_SECONDS = 180;
const CONNECTIONS = 20;
const SUBSCRIBERS = 20;

let cluster: Cluster | undefined;
let dropClusterDatabase: (() => Promise<void>) | undefined;

test.afterAll(async () => {
  await cluster?.stop();
  await dropClusterDatabase?.();
});

async function signIn(url: string, email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(async (response) => {
      expect(response.status, path).toBe(200);
      return response.json();
    });
  const { idToken } = (await post("/api/dev/identity/token", { email })) as { idToken: string };
  return ((await post("/api/auth/google", { idToken })) as { token: string }).token;
}

test("two instances under three minutes of readings: neither dies, every reading is answered", async () => {
  test.setTimeout((LOAD_SECONDS + 240) * 1000);
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `arcana_load_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  dropClusterDatabase = () => dropDatabase(serverUrl, name);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;

  cluster = (await startCluster({
    databaseUrl: databaseUrl.toString(),
    instances: 2,
    // Every reading comes from one address and twenty people: only a death may refuse one here.
    env: {
      LOCAL_PROVIDERS: "1",
      RATE_LIMIT_USER_PER_MIN: "1000000",
      RATE_LIMIT_IP_PER_MIN: "1000000",
      RATE_LIMIT_SIGNIN_PER_MIN: "1000000",
      SUBSCRIBER_READINGS_PER_DAY: "1000000",
    },
  })) as Cluster;
  const { url } = cluster;
  const pidsBefore = cluster.instances.map((instance) => instance.child.pid);

  const emails = Array.from({ length: SUBSCRIBERS }, (_, index) => uniqueEmail(`load-${index}`));
  const tokens = await Promise.all(emails.map((email) => signIn(url, email)));
  const sql = postgres(databaseUrl.toString(), { max: 1, onnotice: () => {} });
  await sql`update users set role = 'subscribed' where email in ${sql(emails)}`;
  await sql.end();

  let client = 0;
  const result = await autocannon({
    url: `${url}/api/tarot/interpret`,
    method: "POST",
    body: JSON.stringify(READING),
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    setupClient: (connection: { setHeaders(headers: Record<string, string>): void }) => {
      const index = client++;
      connection.setHeaders({
        "Content-Type": "application/json",
        Accept: index % 2 === 0 ? "text/event-stream" : "application/json",
        Authorization: `Bearer ${tokens[index % tokens.length]}`,
      });
    },
  } as autocannon.Options);

  const deaths = cluster.restarts();
  expect(deaths.map((death) => `${death.process}: ${death.reason}; ${death.stderr.filter((line) => /fatal|error/i.test(line)).join(" | ")}`), "no process of the cluster died").toEqual([]);
  expect(cluster.instances.map((instance) => instance.child.pid)).toEqual(pidsBefore);
  expect({ non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts }).toEqual({ non2xx: 0, errors: 0, timeouts: 0 });
  // A load, not a trickle: far more readings than the few hundred a minute a leaking instance could hold.
  expect(result.requests.total).toBeGreaterThan(2_000);
  test.info().annotations.push({ type: "load", description: `${result.requests.total} readings in ${LOAD_SECONDS} s (p99 ${result.latency.p99} ms)` });
});
