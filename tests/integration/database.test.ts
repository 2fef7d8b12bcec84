import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inspect } from "node:util";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, openDatabase, schema } from "@/db";
import { errorSummary } from "@/lib/observability/error-summary";
import { createEmptyPostgresDatabase, testDriver } from "../helpers/test-database";

let counter = 0;
function newUser(overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  counter += 1;
  const unique = `${Date.now()}-${counter}-${Math.random().toString(36).slice(2)}`;
  return { subject: `sub-${unique}`, identityHash: `hash-${unique}`, email: `user-${unique}@example.com`, referralCode: `ref-${unique}`, ...overrides };
}

/** The error a failed statement raises, whichever driver ran it (drizzle wraps the driver's error). */
async function failure(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ""}`;
  }
  throw new Error("statement succeeded");
}

describe("schema and migrations", () => {
  it("creates every table of the schema", async () => {
    const db = await getDb();
    const rows = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = (rows as unknown as { rows?: { table_name: string }[] }).rows ?? (rows as unknown as { table_name: string }[]);
    expect(names.map((row) => row.table_name)).toEqual([
      // The operator console's audit trail (docs/architecture.md#the-operator-console).
      "admin_actions",
      // The day's estimated AI spend, one row per UTC day (docs/product.md#ai-budget).
      "ai_spend",
      // A reader's card of the day, and the day's message per card and language, written once for everyone.
      // The console's cards of the day per day, kept by the database (docs/architecture.md#kept-counts).
      "daily_card_tallies",
      "daily_cards", "daily_messages", "follow_ups", "identity_usage",
      // The local billing provider's own records (docs/architecture.md#local-checkout-and-its-event-outbox).
      "local_billing_checkout_sessions", "local_billing_customers", "local_billing_events", "local_billing_subscriptions",
      // The local outbox that stands in for SMTP (docs/architecture.md#notifications).
      "local_mailbox",
      // Notifications: the queue, what each reader asked for, and their devices.
      "notification_jobs", "notification_preferences", "push_subscriptions",
      "rate_limits",
      // The console's active readers: readers by the day of their last reading, kept by the database.
      "reader_last_days",
      "reading_feedback",
      // A reader's readings counted per day and over all time, kept by the database (docs/architecture.md#kept-counts).
      "reading_tallies", "reading_totals",
      "readings", "referrals", "sessions", "stripe_events", "subscriptions", "used_id_tokens", "users",
      // The console's counts of writer runs per day, kept by the database.
      "writer_run_checks", "writer_run_tallies", "writer_run_time_spans", "writer_run_times",
      // One row per writing, for the console's figures: no user, no text.
      "writer_runs",
    ]);
  });

  it("gives a new user role free, no bonus credits and a creation time", async () => {
    const db = await getDb();
    const [user] = await db.insert(schema.users).values(newUser()).returning();
    expect(user).toMatchObject({ role: "free", bonusCredits: 0, stripeCustomerId: null });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.createdAt).toBeInstanceOf(Date);
  });

  it("keys users by subject: a second row with the same subject is refused", async () => {
    const db = await getDb();
    const first = newUser();
    await db.insert(schema.users).values(first);
    expect(await failure(db.insert(schema.users).values(newUser({ subject: first.subject })))).toMatch(/unique|duplicate/i);
  });

  it("refuses an unknown role and negative bonus credits", async () => {
    const db = await getDb();
    expect(await failure(db.insert(schema.users).values(newUser({ role: "admin" as "free" })))).toMatch(/users_role_check/);
    expect(await failure(db.insert(schema.users).values(newUser({ bonusCredits: -1 })))).toMatch(/users_bonus_credits_check/);
  });

  it("deletes a user's readings and sessions with the account, keeps the identity's usage, and keeps referrals that name it, without the user", async () => {
    const db = await getDb();
    const [referrer] = await db.insert(schema.users).values(newUser()).returning();
    const [referred] = await db.insert(schema.users).values(newUser({ referredBy: referrer.id })).returning();
    await db.insert(schema.referrals).values({ referrerId: referrer.id, referredUserId: referred.id });
    await db.insert(schema.readings).values({
      userId: referred.id, period: "2026-11", question: "Q?", type: "one_card", category: "general", cards: ["The Fool"],
    });
    await db.insert(schema.identityUsage).values({ identityHash: referred.identityHash, period: "2026-11", readings: 1 });
    await db.insert(schema.sessions).values({ userId: referred.id, expiresAt: new Date(Date.now() + 60_000) });

    await db.delete(schema.users).where(eq(schema.users.id, referred.id));

    expect(await db.select().from(schema.readings).where(eq(schema.readings.userId, referred.id))).toEqual([]);
    expect(await db.select().from(schema.sessions).where(eq(schema.sessions.userId, referred.id))).toEqual([]);
    expect(await db.select().from(schema.identityUsage).where(eq(schema.identityUsage.identityHash, referred.identityHash))).toEqual([
      expect.objectContaining({ identityHash: referred.identityHash, period: "2026-11", readings: 1 }),
    ]);
    const referrals = await db.select().from(schema.referrals).where(eq(schema.referrals.referrerId, referrer.id));
    expect(referrals).toHaveLength(1);
    expect(referrals[0].referredUserId).toBeNull();
  });

  it("refuses a reading period that is not YYYY-MM and an unknown status", async () => {
    const db = await getDb();
    const [user] = await db.insert(schema.users).values(newUser()).returning();
    const reading = { userId: user.id, question: "Q?", type: "one_card", category: "general", cards: ["The Sun"] } as const satisfies Partial<typeof schema.readings.$inferInsert>;
    expect(await failure(db.insert(schema.readings).values({ ...reading, period: "Nov 2026" }))).toMatch(/readings_period_check/);
    expect(await failure(db.insert(schema.readings).values({ ...reading, period: "2026-11", status: "lost" as "failed" }))).toMatch(
      /readings_status_check/,
    );
  });
});

describe("a failed statement's error", () => {
  /** What anything printing the error would print: Node's inspection of it, hidden fields and causes included, and its stack. */
  async function printedFailure(statement: Promise<unknown>): Promise<{ error: Error & { code?: string }; printed: string }> {
    try {
      await statement;
    } catch (caught) {
      const error = caught as Error & { code?: string };
      return { error, printed: `${inspect(error, { depth: Infinity, showHidden: true })}\n${error.stack}\n${String(error)}` };
    }
    throw new Error("statement succeeded");
  }

  it("carries its SQLSTATE and constraint, and never the statement's parameters nor a value the server quotes back", async () => {
    const db = await getDb();
    const secret = `someone-${Date.now()}@example.com`;
    const cast = await printedFailure(db.execute(sql`select ${secret}::uuid`));
    const check = await printedFailure(db.insert(schema.users).values(newUser({ email: secret, role: "admin" as "free" })));
    const nul = await printedFailure(db.select().from(schema.users).where(eq(schema.users.email, `${secret}\u0000`)));
    const inTransaction = await printedFailure(db.transaction((tx) => tx.execute(sql`select ${secret}::uuid`)));
    for (const { printed } of [cast, check, nul, inTransaction]) {
      expect(printed).not.toContain(secret);
      expect(printed).not.toMatch(/select|insert|params/i);
    }
    // What tells an outage from a bug (db/errors.ts) and what the logs keep (lib/observability/error-summary.ts) stays.
    expect(cast.error.code).toBe("22P02");
    expect(check.error).toMatchObject({ code: "23514", constraint: "users_role_check", table: "users" });
    expect(nul.error.code).toBe("22021");
    expect(inTransaction.error.code).toBe("22P02");
    expect(errorSummary(check.error)).toBe("DatabaseQueryError (23514)");
  });
});

describe("PGlite in DATA_DIR", () => {
  // Three starts of an embedded database, two of them initdb and every migration: minutes on a busy machine.
  it("keeps data across a restart, and a deleted folder starts clean", { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "arcana-pglite-"));
    const pgliteDir = path.join(dataDir, "nested", "pglite");
    try {
      const first = await openDatabase({ pgliteDir });
      const user = newUser();
      await first.db.insert(schema.users).values(user);
      await first.close();

      const second = await openDatabase({ pgliteDir });
      const found = await second.db.select().from(schema.users).where(eq(schema.users.subject, user.subject));
      expect(found).toHaveLength(1);
      await second.close();

      await rm(pgliteDir, { recursive: true, force: true });
      const third = await openDatabase({ pgliteDir });
      expect(await third.db.select().from(schema.users)).toEqual([]);
      await third.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(testDriver() === "postgres")("PostgreSQL start-up", () => {
  it("lets several app instances start at once against one empty database and migrates once", async () => {
    const empty = await createEmptyPostgresDatabase();
    try {
      const handles = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url: empty.url })));
      const rows = await handles[0].db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
      const applied = (rows as unknown as { applied: number }[])[0].applied;
      // Each migration of the journal exactly once, however many instances raced for it.
      const journal = JSON.parse(await readFile(path.join(process.cwd(), "db", "migrations", "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
      expect(applied).toBe(journal.entries.length);
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      await empty.drop();
    }
  });

  it("prepares its statements, so PostgreSQL plans each one once per connection", async () => {
    const empty = await createEmptyPostgresDatabase();
    const handle = await openDatabase({ url: empty.url });
    try {
      // An unnamed statement (drizzle's default) is never listed; this one is, on the connection that runs it.
      const rows = (await handle.db.execute(sql`select statement from pg_prepared_statements where ${1}::int = 1`)) as unknown as { statement: string }[];
      expect(rows.map((row) => row.statement)).toContain("select statement from pg_prepared_statements where $1::int = 1");
    } finally {
      await handle.close();
      await empty.drop();
    }
  });
});
