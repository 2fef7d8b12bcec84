import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "@/db";
// @ts-expect-error: a plain ES module of ours without types (shared with the cluster journeys' setup)
import { dropDatabase } from "../../scripts/lib/drop-database.mjs";

/**
 * Integration tests run twice: on in-memory PGlite, and on PostgreSQL when the test runner sets
 * ARCANA_TEST_DRIVER=postgres with TEST_DATABASE_URL. Each file gets a database of its own.
 */
export type TestDriver = "pglite" | "postgres";

export function testDriver(): TestDriver {
  const driver = process.env.ARCANA_TEST_DRIVER ?? "pglite";
  if (driver !== "pglite" && driver !== "postgres") throw new Error(`Unknown ARCANA_TEST_DRIVER: ${driver}`);
  return driver;
}

export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("ARCANA_TEST_DRIVER=postgres needs TEST_DATABASE_URL");
  return url;
}

/** The server URL with its database name replaced. */
export function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a PostgreSQL database and returns its URL and a function that drops it: empty, or a copy of `template`
 * (a database nobody is connected to).
 */
export async function createEmptyPostgresDatabase(
  serverUrl = testServerUrl(),
  { name = `arcana_test_${randomBytes(6).toString("hex")}`, template }: { name?: string; template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabaseName(serverUrl, name),
    drop: () => dropDatabase(serverUrl, name),
  };
}

let currentPostgresUrl: string | undefined;

/** The URL of this file's PostgreSQL test database, for tests that open a second app instance on it. */
export function testDatabaseUrl(): string {
  if (!currentPostgresUrl) throw new Error("No PostgreSQL test database in this run");
  return currentPostgresUrl;
}

/**
 * A fresh, migrated database of the current driver; closing it also throws it away. It starts from the run's
 * migrated seed or template (tests/helpers/integration-global-setup.ts), so only the migrations added since, none,
 * are applied here.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  // Imported here: the benches import this module's other helpers outside vitest.
  const { inject } = await import("vitest");
  if (testDriver() === "pglite") return openDatabase({ pgliteDir: null, seed: inject("pgliteSeed") || undefined });
  const empty = await createEmptyPostgresDatabase(testServerUrl(), { template: inject("templateDatabase") || undefined });
  currentPostgresUrl = empty.url;
  const handle = await openDatabase({ url: empty.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}
