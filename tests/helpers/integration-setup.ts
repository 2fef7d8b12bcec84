import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { installDatabase, type DatabaseHandle } from "@/db";
import { createTestDatabase } from "./test-database";

// Local keys and secrets go to a throw-away DATA_DIR per test file (read when config is first used).
const dataDir = mkdtempSync(path.join(os.tmpdir(), "arcana-test-"));
process.env.DATA_DIR = dataDir;

// Every integration test file gets a fresh migrated database, installed as the app's database.
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  handle = await createTestDatabase();
  installDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
