import { afterEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { getDatabase, openDatabase, installDatabase } from "@/db";
import { createTestDatabase } from "../helpers/test-database";

describe("GET /api/health", () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  async function swapDatabase(replacement: Parameters<typeof installDatabase>[0]) {
    const original = await getDatabase();
    installDatabase(replacement);
    restore = () => installDatabase(original);
  }

  it("answers ok with the database up after a real query, never cached", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: "up" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 when the database stops answering", async () => {
    const doomed = await createTestDatabase();
    await doomed.close();
    await swapDatabase(doomed);
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, db: "down" });
  });

  it("answers 503 when the database server cannot be reached", async () => {
    // Port 9 on loopback (discard) has no PostgreSQL: the connection is refused at once.
    await swapDatabase(openDatabase({ url: "postgres://arcana@127.0.0.1:9/arcana" }));
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, db: "down" });
  });
});
