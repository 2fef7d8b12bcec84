import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { subscribeByApi, uniqueEmail } from "../e2e/fixtures";
// @ts-expect-error: a plain ES module of ours without types
import { startCluster } from "../scripts/lib/cluster.mjs";
// @ts-expect-error: a plain ES module of ours without types
import { dropDatabase } from "../scripts/lib/drop-database.mjs";
import { READING, sessionToken } from "./cluster";

/**
 * A backup is only a backup once it has been restored: deploy/backup.sh dumps a database that holds a
 * signed-in subscriber with three readings, `npm run db:restore` puts the dump into a new database, and
 * an instance started on that one knows the same user by the same session token, with the same role,
 * month count and journal (docs/architecture.md#backups).
 */
type Cluster = { url: string; stop(): Promise<void> };

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL!;
const suffix = randomBytes(5).toString("hex");
const names = { original: `arcana_backup_${suffix}`, restored: `arcana_restored_${suffix}` };
const folder = mkdtempSync(path.join(os.tmpdir(), "arcana-backups-"));
// Instances of the two clusters share these, as a restored deployment keeps its configuration.
const secrets = { AUTH_SECRET: randomBytes(32).toString("base64url"), STRIPE_WEBHOOK_SECRET: `whsec_backup_${randomBytes(24).toString("base64url")}` };
const clusters: Cluster[] = [];
const contexts: APIRequestContext[] = [];

function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createDatabase(name: string): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
}

async function clusterOn(name: string): Promise<{ cluster: Cluster; api: APIRequestContext }> {
  const cluster = (await startCluster({ databaseUrl: databaseUrl(name), instances: 1, env: { LOCAL_PROVIDERS: "1", ...secrets } })) as Cluster;
  clusters.push(cluster);
  const api = await playwrightRequest.newContext({ baseURL: cluster.url });
  contexts.push(api);
  return { cluster, api };
}

/** What the instance knows of the token's user: the public user JSON and the journal. */
async function knownAs(api: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const user = await api.get("/api/auth/user", { headers });
  const journal = await api.get("/api/readings", { headers });
  expect(user.status()).toBe(200);
  expect(journal.status()).toBe(200);
  return { user: await user.json(), journal: await journal.json() };
}

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.afterAll(async () => {
  for (const context of contexts) await context.dispose();
  for (const cluster of clusters) await cluster.stop();
  for (const name of Object.values(names)) await dropDatabase(serverUrl, name);
  rmSync(folder, { recursive: true, force: true });
});

test("a backup restored into a new database serves the same user, session, role, month count and journal", async () => {
  await createDatabase(names.original);
  const { cluster: original, api } = await clusterOn(names.original);
  const token = await sessionToken(api, uniqueEmail("backup"));
  for (let i = 0; i < 3; i++) expect((await api.post("/api/tarot/interpret", { data: READING, headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  await subscribeByApi(api, token);
  const before = await knownAs(api, token);
  expect(before.user.role).toBe("subscribed");
  expect(before.journal.readings).toHaveLength(3);

  // The compose service's script, once, with libpq's variables naming the database.
  const source = new URL(databaseUrl(names.original));
  const backupEnv = {
    ...process.env,
    BACKUP_ONCE: "1",
    BACKUP_DIR: folder,
    PGHOST: source.hostname,
    PGPORT: source.port || "5432",
    PGUSER: decodeURIComponent(source.username),
    PGPASSWORD: decodeURIComponent(source.password),
    PGDATABASE: names.original,
  };
  await run("sh", [path.join(process.cwd(), "deploy", "backup.sh")], { env: backupEnv });
  const dumps = readdirSync(folder).filter((file) => /^arcana-\d{8}T\d{6}Z\.dump$/.test(file));
  expect(dumps).toHaveLength(1);
  const dump = path.join(folder, dumps[0]);
  await original.stop();

  await createDatabase(names.restored);
  const restore = (name: string) => run("npm", ["run", "--silent", "db:restore", "--", dump], { env: { ...process.env, DATABASE_URL: databaseUrl(name) } });
  const restored = await restore(names.restored);
  expect(restored.stdout).toMatch(/restored arcana-.*\.dump into arcana_restored_\w+: \d+ users, 3 readings, 1 subscriptions/);
  // A database that holds anything is refused, and keeps what it holds.
  await expect(restore(names.restored)).rejects.toMatchObject({ stderr: expect.stringMatching(/is not empty/) });

  const { api: restoredApi } = await clusterOn(names.restored);
  const after = await knownAs(restoredApi, token);
  expect(after).toEqual(before);
});
