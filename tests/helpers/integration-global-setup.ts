/**
 * Once per integration run, before any test file: the empty, migrated database every file's own starts from, so
 * that no file runs initdb and every migration itself (they took 12–22 s a file on PGlite here, 4–5 s from the
 * seed). On PGlite, a data folder's tarball (scripts/pglite-seed.mjs, which makes the embedded default's seed
 * too), which each file's in-memory database loads; on PostgreSQL, a database each file's is created from
 * (`create database ... template`). Both go when the run ends. tests/helpers/test-database.ts uses them.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/db";
// @ts-expect-error: a plain ES module of ours without types
import { writePgliteSeed } from "../../scripts/pglite-seed.mjs";
import { createEmptyPostgresDatabase, testDriver, testServerUrl } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite data folder's tarball (PGlite runs). */
    pgliteSeed: string;
    /** The migrated PostgreSQL database to create each file's from (PostgreSQL runs). */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testDriver() === "pglite") {
    const folder = await mkdtemp(path.join(os.tmpdir(), "arcana-test-seed-"));
    const seed = path.join(folder, "pglite-seed.tar.gz");
    writePgliteSeed(seed, path.resolve("db", "migrations"));
    project.provide("pgliteSeed", seed);
    project.provide("templateDatabase", "");
    return () => rm(folder, { recursive: true, force: true });
  }
  const serverUrl = testServerUrl();
  const template = await createEmptyPostgresDatabase(serverUrl, { name: `arcana_template_${randomBytes(6).toString("hex")}` });
  try {
    const handle = await openDatabase({ url: template.url });
    await handle.close();
  } catch (error) {
    await template.drop();
    throw error;
  }
  project.provide("pgliteSeed", "");
  project.provide("templateDatabase", new URL(template.url).pathname.slice(1));
  return template.drop;
}
