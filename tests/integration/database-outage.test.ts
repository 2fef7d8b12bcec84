import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getUser } from "@/app/api/auth/user/route";
import { GET as health } from "@/app/api/health/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { installDatabase, openDatabase, type DatabaseHandle } from "@/db";
import { isDatabaseUnavailable } from "@/db/errors";
import { errorAnswer } from "@/lib/http/respond";
import { capturingLogs } from "../helpers/logs";
import { jsonRequest, signUp } from "../helpers/requests";
import { startFaultyLink, type FaultyLink } from "../helpers/tcp-proxy";
import { testDatabaseUrl, testDriver } from "../helpers/test-database";

const ONE_CARD = { question: "Will the quiet question stay out of the logs?", type: "one_card", category: "general", cards: ["The Star"] };

/** The database's own URL with its host and port pointed at the faulty link. */
function throughLink(link: FaultyLink): string {
  const url = new URL(testDatabaseUrl());
  url.hostname = "127.0.0.1";
  url.port = String(link.port);
  return url.toString();
}

describe.runIf(testDriver() === "postgres")("the database restarting, stopped or silent", () => {
  let link: FaultyLink;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const target = new URL(testDatabaseUrl());
    link = await startFaultyLink({ host: target.hostname, port: Number(target.port || 5432) });
    handle = await openDatabase({ url: throughLink(link), statementTimeoutMs: 5_000 });
    installDatabase(handle);
  });

  afterEach(async () => {
    await link.up();
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await handle.close();
    await link.close();
  });

  it("answers 503 with Retry-After and { code: 'unavailable' } while the database is down, and serves again once it is back", async () => {
    const { token, email } = await signUp();

    await link.down();
    const { result: responses, lines, raw } = await capturingLogs(async () => [
      await getUser(jsonRequest("/api/auth/user", { method: "GET", token })),
      await interpret(jsonRequest("/api/tarot/interpret", { body: ONE_CARD, token })),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ error: expect.stringMatching(/Nothing was lost/), code: "unavailable" });
    }
    expect((await capturingLogs(() => health(new Request("http://localhost/api/health")))).result.status).toBe(503);

    // The logs name the kind of failure and its code, never the statement's parameters.
    expect(lines.filter((line) => line.level === "error")).toContainEqual(expect.objectContaining({ msg: "Database unavailable", error: expect.stringMatching(/ECONNREFUSED/) }));
    for (const secret of [ONE_CARD.question, email, token]) expect(raw).not.toContain(secret);

    await link.up();
    expect((await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).status).toBe(200);
    expect((await interpret(jsonRequest("/api/tarot/interpret", { body: ONE_CARD, token }))).status).toBe(200);
  });

  it("gives up on a database that accepts connections but never answers, with a 503 rather than a hang", async () => {
    const { token } = await signUp();
    await link.silent();
    const response = await getUser(jsonRequest("/api/auth/user", { method: "GET", token }));
    expect(response.status).toBe(503);
    expect((await response.json()).code).toBe("unavailable");
  });

  it("sends a query once more when its pooled connection was closed by the server while idle", async () => {
    const { token } = await signUp();
    expect((await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).status).toBe(200);
    // What a server restart or an idle-connection timeout does to the pool's connections.
    const admin = postgres(testDatabaseUrl(), { max: 1, onnotice: () => {} });
    try {
      const database = new URL(testDatabaseUrl()).pathname.slice(1);
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${database} and pid <> pg_backend_pid()`;
    } finally {
      await admin.end();
    }
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });

  it("sets the statement timeout on its connections, and a statement past it is a 503, not a 500", async () => {
    const timed = await openDatabase({ url: testDatabaseUrl(), statementTimeoutMs: 300 });
    try {
      const [setting] = (await timed.db.execute(sql`show statement_timeout`)) as unknown as { statement_timeout: string }[];
      expect(setting.statement_timeout).toBe("300ms");
      const failure = await timed.db.execute(sql`select pg_sleep(2)`).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      const { result: answer } = await capturingLogs(async () => errorAnswer(failure));
      expect(answer).toMatchObject({ status: 503, body: { code: "unavailable" }, headers: { "Retry-After": "5" } });
    } finally {
      await timed.close();
    }
  });
});
