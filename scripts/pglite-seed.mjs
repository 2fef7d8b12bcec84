#!/usr/bin/env node
// The embedded database's first start, done once per build instead (docs/architecture.md#memory-of-the-embedded-default):
// PGlite runs initdb on an empty folder in a second PostgreSQL instance of its own, inside the server's process, and
// that start peaked near 730 MB resident. Here a throw-away process makes the empty database and applies every
// migration, and writes it as a gzipped tarball; db/index.ts starts a new, empty data folder from it (PGlite's
// `loadDataDir`), so the server's first start never runs initdb. Usage: node scripts/pglite-seed.mjs <file>
import { spawnSync } from "node:child_process";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Where the built server looks for the seed (db/index.ts: PGLITE_SEED, relative to the server's folder). */
export const SEED_PATH = path.join("db", "pglite-seed.tar.gz");

/** Writes the seed for `migrationsFolder` to `file`, in a child process: initdb's memory goes when it exits. */
export function writePgliteSeed(file, migrationsFolder) {
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), file, migrationsFolder], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`Could not make the embedded database's seed (${file})`);
}

async function main(file, migrationsFolder) {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite"), import("drizzle-orm/pglite/migrator")]);
  const client = new PGlite();
  await client.waitReady;
  await migrate(drizzle({ client }), { migrationsFolder });
  const tarball = await client.dumpDataDir("gzip");
  await client.close();
  // Written beside its place and renamed: a server starting meanwhile never reads half a seed.
  mkdirSync(path.dirname(file), { recursive: true });
  const staging = `${file}.${process.pid}`;
  writeFileSync(staging, Buffer.from(await tarball.arrayBuffer()));
  renameSync(staging, file);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(path.resolve(process.argv[2]), path.resolve(process.argv[3] ?? "db/migrations"));
}
