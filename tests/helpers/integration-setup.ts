import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { installDatabase, type DatabaseHandle } from "@/db";
import { setLogSink } from "@/lib/observability/log";
import { writerRunsWritten } from "@/lib/observability/writer-runs";
import { createTestDatabase } from "./test-database";

// Local keys and secrets go to a throw-away DATA_DIR per test file (read when config is first used).
const dataDir = mkdtempSync(path.join(os.tmpdir(), "arcana-test-"));
process.env.DATA_DIR = dataDir;

// The per-request lines would bury the run's output: warnings and errors still show (tests that expect
// them capture them with tests/helpers/logs.ts).
setLogSink((line) => {
  if ((JSON.parse(line) as { level?: string }).level !== "info") process.stderr.write(line);
});

// Every integration test file gets a fresh migrated database, installed as the app's database.
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  handle = await createTestDatabase();
  installDatabase(handle);
});

afterAll(async () => {
  // Writer runs are written behind the answers, in batches: the last batch lands before the database closes.
  await writerRunsWritten();
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
