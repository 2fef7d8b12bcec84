import { afterEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { GET as liveGET } from "@/app/api/health/live/route";
import { getDatabase, openDatabase, installDatabase } from "@/db";
import { createTestDatabase } from "../helpers/test-database";

const probe = (headers: Record<string, string> = {}) => new Request("http://localhost/api/health", { headers });

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
    const response = await GET(probe());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: "up" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 when the database stops answering", async () => {
    const doomed = await createTestDatabase();
    await doomed.close();
    await swapDatabase(doomed);
    const response = await GET(probe());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, db: "down" });
  });

  it("answers 503 when the database server cannot be reached", async () => {
    // Port 9 on loopback (discard) has no PostgreSQL: the connection is refused at once.
    await swapDatabase(openDatabase({ url: "postgres://arcana@127.0.0.1:9/arcana" }));
    const response = await GET(probe());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, db: "down" });
  });

  it("names its answer with the request's id, as every other response: nginx's when it sent one, else one of its own", async () => {
    const nginxId = "0123456789abcdef0123456789abcdef";
    expect((await GET(probe({ "X-Request-Id": nginxId }))).headers.get("x-request-id")).toBe(nginxId);
    expect((await GET(probe({ "X-Request-Id": "not an id!" }))).headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
    expect((await liveGET(new Request("http://localhost/api/health/live"))).headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
  });
});
