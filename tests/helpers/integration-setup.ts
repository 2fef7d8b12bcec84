import { afterAll, beforeAll } from "vitest";
import { installDatabase, type DatabaseHandle } from "@/db";
import { createTestDatabase } from "./test-database";

// Every integration test file gets a fresh migrated database, installed as the app's database.
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  handle = await createTestDatabase();
  installDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});
