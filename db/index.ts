import "server-only";
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { databaseGate, type DatabaseGate } from "./availability";
import { isLostConnection } from "./errors";
import { recordPoolMax, trackDatabaseWork } from "./pool-figures";
import { installDatabaseQueryErrors } from "./query-error";
import * as schema from "./schema";

/**
 * One database for the process: PostgreSQL (postgres.js) when DATABASE_URL is set, PGlite in
 * DATA_DIR/pglite otherwise. Both are typed as the shared PgDatabase: a union of the two driver
 * types breaks `next build` (docs/decisions.md#toolchain). Migrations run on first use. Where it lives comes
 * from the configuration, handed in at start-up (`configureDatabase`): db/ imports nothing above it.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What `db.transaction` hands its callback: a Database bound to one transaction. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
};

/**
 * Where to find the data: a PostgreSQL URL (with the statement_timeout of its connections, unset: the
 * server's), or a PGlite folder (null keeps PGlite in memory), which starts from `seed` when new (the build's
 * seed when there is one, PGLITE_SEED); an in-memory database is always new (the integration tests start each
 * file's from one seed made per run: tests/helpers/integration-global-setup.ts).
 */
export type DatabaseTarget = { url: string; statementTimeoutMs?: number } | { pgliteDir: string | null; seed?: string };

const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");
/**
 * The empty, migrated embedded database, made once per build by scripts/pglite-seed.mjs (beside the built server's
 * migrations), as a data folder: a new data folder starts as its copy instead of running initdb in the server's process.
 */
const PGLITE_SEED = path.join(process.cwd(), "db", "pglite-seed");
/** Arbitrary constant naming our migration lock among PostgreSQL's advisory locks. */
const MIGRATION_LOCK_ID = 724_163_991;
/** A server that does not accept a connection in this time is down: fail fast (503) rather than hang. */
const CONNECT_TIMEOUT_SECONDS = 2;
/** Connections of an instance's pool: its share of PostgreSQL's max_connections (100) with a few instances. */
const POOL_CONNECTIONS = 10;
/** How soon a pooled connection that failed to connect is tried again: a refused connection costs nothing. */
const RECONNECT_DELAY_SECONDS = 0.25;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  // Before any statement runs: a failed one never carries its parameters (db/query-error.ts).
  installDatabaseQueryErrors();
  return "url" in target ? openPostgres(target) : openPglite(target.pgliteDir, target.seed ?? PGLITE_SEED);
}

async function openPostgres({ url, statementTimeoutMs }: { url: string; statementTimeoutMs?: number }): Promise<DatabaseHandle> {
  const [{ default: postgres }, { drizzle }, { migrate }] = await Promise.all([
    import("postgres"),
    import("drizzle-orm/postgres-js"),
    import("drizzle-orm/postgres-js/migrator"),
  ]);
  // No array-type lookup on each new connection (we store no arrays): it is one query fewer per connection, and
  // postgres.js leaves its failure unhandled when the server goes away during it (seen in the chaos journeys).
  // A connection that failed is tried again after RECONNECT_DELAY_SECONDS, not postgres.js's growing backoff
  // (up to 20 s), which kept the instances away that long after the server came back.
  const common = { onnotice: () => {}, connect_timeout: CONNECT_TIMEOUT_SECONDS, fetch_types: false, backoff: () => RECONNECT_DELAY_SECONDS };

  // One connection holds a session-level advisory lock while it migrates, so app instances
  // starting together against one server apply each migration exactly once.
  const migrator = postgres(url, { ...common, max: 1 });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migrate(drizzle({ client: migrator }), { migrationsFolder: MIGRATIONS_FOLDER });
    await migrator`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await migrator.end();
  }

  const connection = statementTimeoutMs === undefined ? {} : { statement_timeout: statementTimeoutMs };
  const client = preparedAndRetried(postgres(url, { ...common, max: POOL_CONNECTIONS, connection }), databaseGate());
  recordPoolMax("postgres", POOL_CONNECTIONS);
  return {
    db: drizzle({ client, schema }) as unknown as Database,
    driver: "postgres",
    // In-flight queries get a few seconds; a connection that never answers does not hold the close forever.
    close: () => client.end({ timeout: 5 }),
  };
}

type PendingQuery = PromiseLike<unknown> & { values(): PromiseLike<unknown> };
type QueryingClient = {
  unsafe: (query: string, params?: never[], options?: { prepare?: boolean }) => PendingQuery;
  begin: (...args: never[]) => PromiseLike<unknown>;
};

/**
 * The pool's queries, as drizzle sends them (awaited, or `.values()`), with two changes:
 *
 * - Prepared. Drizzle sends each query as an unnamed statement (it prepares only queries given a
 *   name), so PostgreSQL parses and plans it every time: a reading's reservation spent as long being
 *   planned as being run. postgres.js prepares and caches statements per connection instead, and
 *   prepares one again when a migration has changed what it reads.
 * - Sent once more when the pooled connection it went out on had died (the server restarted, or
 *   closed it while idle): the statement got no answer, and a fresh connection usually has one.
 *   A second failure is the caller's (503 when the database is down, db/errors.ts). Transactions
 *   are never sent again: they run on their own connection, outside this.
 *
 * Each query and transaction goes through `gate` (db/availability.ts: refused at once while the server is
 * away and another query is finding out whether it is back), and counts as busy in the metrics while it is in
 * flight (`arcana_db_pool_busy`, db/pool-figures.ts): postgres.js keeps its pool's figures to itself, and this is what they would tell.
 */
function preparedAndRetried<Client extends QueryingClient>(client: Client, gate: DatabaseGate): Client {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "begin") return (...args: never[]) => trackDatabaseWork(gate.run(() => target.begin(...args)));
      if (property !== "unsafe") return Reflect.get(target, property, receiver);
      return (query: string, params?: never[], options?: { prepare?: boolean }) => {
        const send = () => target.unsafe(query, params, { ...options, prepare: true });
        const withOneRetry = (answer: (pending: PendingQuery) => PromiseLike<unknown>) =>
          trackDatabaseWork(
            gate.run(() =>
              Promise.resolve(answer(send())).catch((error: unknown) => {
                if (!isLostConnection(error)) throw error;
                return answer(send());
              }),
            ),
          );
        // postgres.js queries run when awaited: each attempt is a new one.
        const pending: PendingQuery = {
          then: (onFulfilled, onRejected) => withOneRetry((query) => query).then(onFulfilled, onRejected),
          values: () => withOneRetry((query) => query.values()),
        };
        return pending;
      };
    },
  });
}

/**
 * PostgreSQL settings for the embedded database. initdb gives it PostgreSQL's default 128 MB buffer pool,
 * and PGlite allocates shared memory zeroed inside its WebAssembly memory, so the whole pool is resident
 * from the start whatever the data's size (ours is a few MB). Passed as start parameters, which win over
 * the data folder's postgresql.conf, so folders made before this get the same size.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

async function openPglite(dataDir: string | null, seed: string): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  // PGlite does not create missing parent folders.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // A new folder starts from the build's seed when there is one: PGlite's initdb runs a second PostgreSQL in this
  // process and took the first start near 730 MB resident (docs/architecture.md#memory-of-the-embedded-default).
  const seeded = (dataDir === null || !existsSync(path.join(dataDir, "PG_VERSION"))) && existsSync(seed);
  // A seed folder is copied file by file into the new folder, which PGlite then opens as at a restart; a tarball
  // (an in-memory database's) is loaded by PGlite, which holds it all in memory, unpacked, while it does.
  const seedFolder = seeded && (await stat(seed)).isDirectory();
  if (seedFolder && dataDir) {
    // Copied beside and renamed into place: a copy cut short leaves no folder that looks like a database.
    const staging = `${dataDir}.seeding`;
    await rm(staging, { recursive: true, force: true });
    await cp(seed, staging, { recursive: true });
    await rm(dataDir, { recursive: true, force: true });
    await rename(staging, dataDir);
  }
  const options = {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    ...(seeded && !seedFolder ? { loadDataDir: new Blob([await readFile(seed)]) } : {}),
  };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  // One connection, queries one after the other.
  recordPoolMax("pglite", 1);
  return { db: db as unknown as Database, driver: "pglite", close: () => client.close() };
}

// Kept on globalThis so that hot reload in development does not open a second database, and so that the
// target set by instrumentation.ts is seen by every copy of this module in Next's bundles.
const holder = globalThis as unknown as { arcanaDatabase?: Promise<DatabaseHandle>; arcanaDatabaseTarget?: () => DatabaseTarget };

/**
 * Where the process's database lives, asked on first use: the server's start-up hands in the configuration's
 * answer (instrumentation.ts, lib/database-target.ts), so that db/ never reads the configuration itself.
 */
export function configureDatabase(target: () => DatabaseTarget): void {
  holder.arcanaDatabaseTarget = target;
}

function configuredTarget(): DatabaseTarget {
  if (!holder.arcanaDatabaseTarget) {
    throw new Error("No database is configured: the server's start-up calls configureDatabase (instrumentation.ts), tests installDatabase");
  }
  return holder.arcanaDatabaseTarget();
}

/** The process's database, opened and migrated on first use; a failed open is retried next time. */
export function getDatabase(): Promise<DatabaseHandle> {
  holder.arcanaDatabase ??= openDatabase(configuredTarget()).catch((error: unknown) => {
    holder.arcanaDatabase = undefined;
    throw error;
  });
  return holder.arcanaDatabase;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

/** Makes `handle` the process's database: integration tests give each file a fresh one. */
export function installDatabase(handle: DatabaseHandle | Promise<DatabaseHandle>): void {
  holder.arcanaDatabase = Promise.resolve(handle);
  holder.arcanaDatabase.catch(() => {});
}

export { schema };
