#!/usr/bin/env node
// `npm run db:restore -- FILE`: restores a backup (`pg_dump -Fc`, deploy/backup.sh) into the EMPTY PostgreSQL
// database named by DATABASE_URL, in one transaction, then says what it holds. A database that already
// holds tables is refused: restoring over live data would mix two states (docs/architecture.md#backups).
// pg_restore: PG_RESTORE, else pg_config's folder, else the newest of Debian's /usr/lib/postgresql/*/bin
// (a newer pg_restore reads older dumps; not the other way round), else PATH.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";

const USAGE = "Usage: DATABASE_URL=postgres://user:pass@host:5432/empty_db npm run db:restore -- FILE";

export function findPgRestore(env = process.env) {
  const fromConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const debian = existsSync("/usr/lib/postgresql")
    ? readdirSync("/usr/lib/postgresql")
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  const candidates = [env.PG_RESTORE, ...[fromConfig.status === 0 ? fromConfig.stdout.trim() : "", ...debian].filter(Boolean).map((dir) => path.join(dir, "pg_restore")), "pg_restore"];
  return candidates.find((candidate) => candidate && spawnSync(candidate, ["--version"], { stdio: "ignore" }).status === 0);
}

/** The relations and schemas of ours in the database: none in a database made by `createdb`. */
async function userObjects(sql) {
  const [{ relations, schemas }] = await sql`
    select
      (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%') as relations,
      (select count(*)::int from pg_namespace
        where nspname not in ('pg_catalog', 'information_schema', 'public') and nspname not like 'pg\\_toast%' and nspname not like 'pg\\_temp%') as schemas`;
  return relations + schemas;
}

function fail(message) {
  console.error(`db:restore: ${message}`);
  process.exit(1);
}

async function main() {
  const [file] = process.argv.slice(2);
  const databaseUrl = process.env.DATABASE_URL;
  if (!file || !databaseUrl) fail(`${!file ? "no backup file given" : "DATABASE_URL is not set"}.\n${USAGE}`);
  if (!existsSync(file) || !statSync(file).isFile()) fail(`${file} is not a file.`);
  const pgRestore = findPgRestore();
  if (!pgRestore) fail("pg_restore was not found: apt-get install postgresql-client (or set PG_RESTORE to its path).");

  const url = new URL(databaseUrl);
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const found = await userObjects(sql);
    if (found > 0) fail(`the database ${url.pathname.slice(1)} is not empty (${found} tables, sequences or schemas of its own): restore into a new, empty database (createdb), then point DATABASE_URL at it.`);
  } finally {
    await sql.end();
  }

  // The password goes in the environment, not on the command line where `ps` would show it.
  const password = decodeURIComponent(url.password);
  url.password = "";
  const code = await new Promise((resolve) => {
    const child = spawn(pgRestore, ["--dbname", url.toString(), "--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", file], {
      stdio: "inherit",
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });
  if (code !== 0) fail(`pg_restore failed (exit ${code}); nothing was restored (one transaction).`);

  const check = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [{ users, readings, subscriptions, migrations }] = await check`
      select (select count(*)::int from users) as users, (select count(*)::int from readings) as readings,
             (select count(*)::int from subscriptions) as subscriptions, (select count(*)::int from drizzle.__drizzle_migrations) as migrations`;
    console.log(`db:restore: restored ${path.basename(file)} into ${url.pathname.slice(1)}: ${users} users, ${readings} readings, ${subscriptions} subscriptions, ${migrations} migrations applied.`);
  } finally {
    await check.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
