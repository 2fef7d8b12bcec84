import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/db";

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
