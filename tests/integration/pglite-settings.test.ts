import { readdirSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/db";
// @ts-expect-error: a plain ES module of ours without types
import { writePgliteSeed } from "../../scripts/pglite-seed.mjs";

/** A setting as the database reports it, with where it came from. */
async function setting(handle: DatabaseHandle, name: string): Promise<{ setting: string; source: string }> {
  const result = await handle.db.execute<{ setting: string; source: string }>(
    sql`select current_setting(${name}) as setting, source from pg_settings where name = ${name}`,
  );
  return (result as unknown as { rows: { setting: string; source: string }[] }).rows[0];
}

// The embedded database's memory (docs/architecture.md#memory-of-the-embedded-default): a later change to
// openPglite must not bring back initdb's 128 MB buffer pool unnoticed.
describe("PGlite's memory settings", () => {
  it("starts an in-memory database with a 16 MB buffer pool", { timeout: 120_000 }, async () => {
    const handle = await openDatabase({ pgliteDir: null });
    try {
      expect(await setting(handle, "shared_buffers")).toEqual({ setting: "16MB", source: "command line" });
    } finally {
      await handle.close();
    }
  });

  it("starts a data folder with a 16 MB buffer pool, though initdb wrote 128 MB into its postgresql.conf", { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "arcana-pglite-settings-"));
    try {
      const pgliteDir = path.join(dataDir, "pglite");
      await (await openDatabase({ pgliteDir })).close();
      const reopened = await openDatabase({ pgliteDir });
      try {
        expect(await setting(reopened, "shared_buffers")).toEqual({ setting: "16MB", source: "command line" });
      } finally {
        await reopened.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

// The embedded database's first start (docs/architecture.md#memory-of-the-embedded-default): a new data folder
// starts from the build's seed instead of running initdb in the server's process.
describe("a new PGlite data folder", () => {
  // The build's seed is a data folder, copied; a tarball is what in-memory databases load (the integration tests').
  it.each([
    ["a data folder (the build's)", "pglite-seed"],
    ["a tarball", "pglite-seed.tar.gz"],
  ])("starts from the seed, %s, and keeps its own data once it has some", { timeout: 240_000 }, async (_form, seedName) => {
    const folder = await mkdtemp(path.join(os.tmpdir(), "arcana-pglite-seed-"));
    try {
      const seed = path.join(folder, seedName);
      writePgliteSeed(seed, path.join(process.cwd(), "db", "migrations"));
      // Each initdb makes a cluster of its own identifier: the folder's is the seed's only if it started from it.
      const fromSeed = seed.endsWith(".tar.gz") ? new PGlite({ loadDataDir: new Blob([await readFile(seed)]) }) : new PGlite(seed);
      const seedCluster = (await fromSeed.query<{ id: string }>("select system_identifier::text as id from pg_control_system()")).rows[0].id;
      await fromSeed.close();
      const pgliteDir = path.join(folder, "pglite");
      const first = await openDatabase({ pgliteDir, seed });
      try {
        const cluster = await first.db.execute(sql`select system_identifier::text as id from pg_control_system()`);
        expect((cluster as unknown as { rows: { id: string }[] }).rows[0].id).toBe(seedCluster);
        // Migrated in the seed already: every migration is recorded, and the settings are still the server's own.
        const applied = await first.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
        const migrations = readdirSync(path.join(process.cwd(), "db", "migrations")).filter((name) => name.endsWith(".sql"));
        expect((applied as unknown as { rows: { count: number }[] }).rows[0].count).toBe(migrations.length);
        expect(await setting(first, "shared_buffers")).toEqual({ setting: "16MB", source: "command line" });
        await first.db.execute(sql`create table kept_here (id int)`);
      } finally {
        await first.close();
      }
      const again = await openDatabase({ pgliteDir, seed });
      try {
        await again.db.execute(sql`select * from kept_here`);
      } finally {
        await again.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
