#!/usr/bin/env node
// The embedded database's first start, done once per build instead (docs/architecture.md#memory-of-the-embedded-default):
// PGlite runs initdb on an empty folder in a second PostgreSQL instance of its own, inside the server's process, and
// that start peaked near 730 MB resident. Here a throw-away process makes the empty database and applies every
// migration, and writes it either as a data folder, which db/index.ts copies into a new, empty data folder (the
// server's first start then opens it as it opens its own at a restart), or as a gzipped tarball, which an in-memory
// database loads (PGlite's `loadDataDir`: the integration tests'). A tarball for the server's folder cost its first
// start some 115 MB more at its peak than a restart (PGlite gunzips the whole 42 MB into memory and copies it out):
// 400 MB against 283 MB. Usage: node scripts/pglite-seed.mjs <folder, or file.tar.gz> [migrations folder]
import { spawnSync } from "node:child_process";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Where the built server looks for the seed (db/index.ts: PGLITE_SEED, relative to the server's folder): a data folder. */
export const SEED_PATH = path.join("db", "pglite-seed");

/** Writes the seed for `migrationsFolder` to `target` (a folder, or a `.tar.gz` file), in a child process: initdb's memory goes when it exits. */
export function writePgliteSeed(target, migrationsFolder) {
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), target, migrationsFolder], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`Could not make the embedded database's seed (${target})`);
}

async function main(target, migrationsFolder) {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite"), import("drizzle-orm/pglite/migrator")]);
  // Written beside its place and renamed: a server starting meanwhile never reads half a seed.
  mkdirSync(path.dirname(target), { recursive: true });
  const staging = `${target}.${process.pid}`;
  const tarball = target.endsWith(".tar.gz");
  const client = tarball ? new PGlite() : new PGlite(staging);
  await client.waitReady;
  await migrate(drizzle({ client }), { migrationsFolder });
  if (tarball) writeFileSync(staging, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
  await client.close();
  if (!tarball) rmSync(target, { recursive: true, force: true });
  try {
    renameSync(staging, target);
  } catch (error) {
    // Another process preparing the same build put its seed there first: the same database.
    if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(path.resolve(process.argv[2]), path.resolve(process.argv[3] ?? "db/migrations"));
}
