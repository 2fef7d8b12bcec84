import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const OPERATOR = "operator@example.com";
// Listed in another case, to show the list is matched whatever the case.
process.env.ADMIN_EMAILS = `${OPERATOR}, Second.Operator@Example.com`;

import * as unknownPathModule from "@/app/api/[...path]/route";
import * as summaryModule from "@/app/api/admin/summary/route";
import * as usersModule from "@/app/api/admin/users/route";
import * as grantModule from "@/app/api/admin/users/[id]/grant/route";
import * as resyncModule from "@/app/api/admin/users/[id]/resync/route";
import * as revokeModule from "@/app/api/admin/users/[id]/revoke-sessions/route";
import { GET as meRoute } from "@/app/api/auth/user/route";
import { getDb, schema } from "@/db";
import { adminFromCookie } from "@/lib/admin/access";
import { customerLookupSchema } from "@/lib/admin/customer-response";
import { adminSummarySchema, type WindowFigures } from "@/lib/admin/summary-response";
import { priceOf, writerCost } from "@/lib/observability/writer-cost";
import { SESSION_LAST_USED_PRECISION_MS, findSessionUser, readSessionToken, revokeSession } from "@/lib/auth/session";
import { getConfig } from "@/lib/config";
import { QUALITY_CHECKS } from "@/lib/domain/quality-checks";
import { writerRunsWritten } from "@/lib/observability/writer-runs";
import { WriterUnavailableError, type ReadingWriter } from "@/lib/writers/types";
import { beginReading } from "@/lib/readings/interpret";
import type { InterpretRequest } from "@/lib/readings/interpret-request";
import { signedInReader } from "../helpers/reader";
import { jsonRequest, newUser, signUp, uniqueEmail } from "../helpers/requests";

const { GET: unknownApiPath } = unknownPathModule;
const { GET: summaryRoute } = summaryModule;
const { GET: usersRoute } = usersModule;
const { POST: grantRoute } = grantModule;
const { POST: resyncRoute } = resyncModule;
const { POST: revokeRoute } = revokeModule;

const DAY_MS = 86_400_000;
type Context = { params: Promise<{ id: string }> };
const idContext = (id: string): Context => ({ params: Promise.resolve({ id }) });

const operator = () => signUp(OPERATOR);

const ask = {
  summary: (token?: string) => summaryRoute(jsonRequest("/api/admin/summary", { method: "GET", token })),
  users: (token: string | undefined, email: string) => usersRoute(jsonRequest(`/api/admin/users?email=${encodeURIComponent(email)}`, { method: "GET", token })),
  grant: (token: string | undefined, id: string, body: unknown) => grantRoute(jsonRequest(`/api/admin/users/${id}/grant`, { token, body }), idContext(id)),
  resync: (token: string | undefined, id: string, body: unknown = {}) => resyncRoute(jsonRequest(`/api/admin/users/${id}/resync`, { token, body }), idContext(id)),
  revoke: (token: string | undefined, id: string, body: unknown = {}) => revokeRoute(jsonRequest(`/api/admin/users/${id}/revoke-sessions`, { token, body }), idContext(id)),
};

const QUESTION = "Will the lighthouse keeper's secret garden bloom?";
const reading = (overrides: Partial<InterpretRequest> = {}): InterpretRequest => ({
  question: QUESTION,
  type: "one_card",
  category: "general",
  cards: ["The Star"],
  ...overrides,
});

async function auditRows(targetUserId: string) {
  const db = await getDb();
  return db.select().from(schema.adminActions).where(eq(schema.adminActions.targetUserId, targetUserId));
}

describe("who may use the operator console", () => {
  it("answers 404 on every admin route to no token, a forged token, a customer and an ended operator session", async () => {
    const customer = await newUser();
    const ended = await operator();
    const endedSession = await readSessionToken(ended.token);
    await revokeSession(endedSession!.sessionId);

    for (const token of [undefined, "not-a-token", customer.token, ended.token]) {
      const answers = [
        await ask.summary(token),
        await ask.users(token, customer.email),
        await ask.grant(token, customer.user.id, { readings: 2, reason: "goodwill" }),
        await ask.resync(token, customer.user.id),
        await ask.revoke(token, customer.user.id),
      ];
      // The very answer of a path no route owns (app/api/[...path]).
      const unknown = unknownApiPath();
      const unknownBody = await unknown.text();
      for (const answer of answers) {
        expect(answer.status).toBe(unknown.status);
        expect(answer.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
        expect(await answer.text()).toBe(unknownBody);
      }
      expect(JSON.parse(unknownBody)).toEqual({ error: "Not found", code: "not_found" });
    }
    // Nothing was done by any of them.
    expect(await auditRows(customer.user.id)).toEqual([]);
  });

  it("opens to a listed e-mail whatever its case, and the page's cookie names only a live operator session", async () => {
    const first = await operator();
    expect((await ask.summary(first.token)).status).toBe(200);
    const second = await signUp("second.operator@example.com");
    expect((await ask.summary(second.token)).status).toBe(200);

    const customer = await newUser();
    expect(await adminFromCookie(undefined)).toBeNull();
    expect(await adminFromCookie("forged")).toBeNull();
    expect(await adminFromCookie(customer.token)).toBeNull();
    expect((await adminFromCookie(first.token))?.email).toBe(OPERATOR);
    await revokeSession((await readSessionToken(first.token))!.sessionId);
    expect(await adminFromCookie(first.token)).toBeNull();
  });

  it("gives the operator, and only the operator, the console's cookie at sign-in: HttpOnly, for /admin alone", async () => {
    const { POST } = await import("@/app/api/auth/google/route");
    const { issueLocalIdToken } = await import("@/lib/auth/local-issuer");
    const signIn = async (email: string) => POST(jsonRequest("/api/auth/google", { body: { idToken: await issueLocalIdToken({ email }) } }));

    const operatorAnswer = await signIn(OPERATOR);
    const cookie = operatorAnswer.headers.get("set-cookie") ?? "";
    const { token } = (await operatorAnswer.json()) as { token: string };
    expect(cookie).toBe(`arcana_admin=${token}; Path=/admin; Max-Age=2592000; HttpOnly; SameSite=Strict`);

    expect((await signIn(uniqueEmail())).headers.get("set-cookie")).toBeNull();
  });
});

describe("the summary", () => {
  it("equals the counts made here from the rows, for today and the last 30 days", async () => {
    const db = await getDb();
    const now = Date.now();
    const { token } = await operator();

    // Readings through the real path: completed by the local writer, one the writer fails, one in crisis.
    const free = await newUser();
    const subscriber = await newUser({ role: "subscribed" });
    const customerWhoNeverPaid = await newUser();
    await (await beginReading(await signedInReader(free.token), reading())).write();
    await (await beginReading(await signedInReader(subscriber.token), reading({ type: "three_cards", category: "love", cards: ["The Sun", "The Moon", "Death"] }))).write();
    const failing: ReadingWriter = {
      name: "local",
      async *stream() {
        throw new WriterUnavailableError("down");
      },
    };
    await expect((await beginReading(await signedInReader(subscriber.token), reading(), { writer: failing })).write()).rejects.toThrow();
    await (await beginReading(await signedInReader(subscriber.token), reading({ question: "I want to end my life" }))).write();

    // The AI writer's runs, with times and tokens, today, 10 days ago and 40 days ago (outside both windows).
    // Their quality checks too: a language failed today, a card missed 10 days ago, and one outside both windows.
    const anthropicRuns: { daysAgo: number; firstTokenMs: number; totalMs: number; inputTokens: number; outputTokens: number; quality: Record<string, boolean> }[] = [
      { daysAgo: 0, firstTokenMs: 800, totalMs: 6000, inputTokens: 1200, outputTokens: 700, quality: { cards_named: true, question_language: true } },
      { daysAgo: 0, firstTokenMs: 1200, totalMs: 9000, inputTokens: 1300, outputTokens: 800, quality: { cards_named: true, question_language: false } },
      { daysAgo: 10, firstTokenMs: 3000, totalMs: 20000, inputTokens: 1100, outputTokens: 900, quality: { cards_named: false } },
      { daysAgo: 40, firstTokenMs: 9000, totalMs: 60000, inputTokens: 5000, outputTokens: 5000, quality: { cards_named: false } },
    ];
    await db.insert(schema.writerRuns).values(
      anthropicRuns.map(({ daysAgo, ...run }) => ({
        ...run,
        createdAt: new Date(now - daysAgo * DAY_MS),
        kind: "reading" as const,
        outcome: "completed" as const,
        writer: "anthropic",
        model: "claude-haiku-5-5",
        spread: "tarot" as const,
        category: "career" as const,
      })),
    );
    await db.insert(schema.writerRuns).values({ kind: "follow_up", outcome: "completed", writer: "anthropic", model: "unpriced-model", inputTokens: 10, outputTokens: 10 });

    // People: a daily card, a credited referral and a first subscription now, and older ones.
    await db.insert(schema.dailyCards).values([
      { userId: free.user.id, date: "2026-01-01", card: "The Sun", message: "m", writer: "local" },
      { userId: free.user.id, date: "2026-01-02", card: "The Sun", message: "m", writer: "local", createdAt: new Date(now - 10 * DAY_MS) },
    ]);
    await db.insert(schema.referrals).values([
      { referrerId: free.user.id, referredUserId: subscriber.user.id, firstReadingAt: new Date(now), credited: true },
      { referrerId: subscriber.user.id, firstReadingAt: new Date(now - 5 * DAY_MS), credited: false },
    ]);
    await db.insert(schema.subscriptions).values([
      { id: `sub_${free.user.id}`, userId: subscriber.user.id, status: "active", cancelAtPeriodEnd: true },
      { id: `sub_old_${free.user.id}`, userId: free.user.id, status: "active", createdAt: new Date(now - 60 * DAY_MS) },
      { id: `sub_renewed_${free.user.id}`, userId: free.user.id, status: "canceled", createdAt: new Date(now - 2 * DAY_MS) },
      // Never paid: no conversion, today or in the month.
      { id: `sub_unpaid_${free.user.id}`, userId: customerWhoNeverPaid.user.id, status: "incomplete_expired", createdAt: new Date(now - 3 * DAY_MS) },
    ]);
    expect((await ask.grant(token, free.user.id, { readings: 4, reason: "a lost reading" })).status).toBe(200);

    // The console's rows are written behind each answer (lib/observability/writer-runs.ts).
    await writerRunsWritten();
    const answer = await ask.summary(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const summary = adminSummarySchema.parse(await answer.json());

    const all = {
      users: await db.select().from(schema.users),
      readings: await db.select().from(schema.readings),
      runs: await db.select().from(schema.writerRuns),
      daily: await db.select().from(schema.dailyCards),
      referrals: await db.select().from(schema.referrals),
      subscriptions: await db.select().from(schema.subscriptions),
      actions: await db.select().from(schema.adminActions),
    };
    const active = all.subscriptions.filter((row) => ["active", "trialing", "past_due"].includes(row.status));
    expect(summary.subscribers).toEqual({
      active: new Set(active.map((row) => row.userId)).size,
      cancelling: new Set(active.filter((row) => row.cancelAtPeriodEnd).map((row) => row.userId)).size,
    });
    expect(summary.subscribers).toEqual({ active: 2, cancelling: 1 });

    for (const figures of summary.windows) {
      expect(figures).toEqual(expectedFigures(figures.window, new Date(figures.since), all));
    }
    const [today, month] = summary.windows;
    // The seeded rows, as a reader of the console would count them.
    expect(today.readings.byWriter).toEqual([
      { key: "anthropic", count: 2 },
      { key: "local", count: 2 },
    ]);
    expect(month.readings.byOutcome).toEqual([
      { key: "completed", count: 5 },
      { key: "crisis", count: 1 },
      { key: "failed", count: 1 },
    ]);
    // The subscriber's first subscription began today; the free user's 60 days ago; the third never paid.
    expect([today.conversions, month.conversions]).toEqual([1, 1]);
    expect(today.grantedCredits).toBe(4);
    expect(today.referralCredits).toBe(3);
    expect(month.writers.find((row) => row.writer === "anthropic" && row.kind === "reading")).toMatchObject({
      runs: 3,
      firstTokenMs: { p50: 1200, p95: 2820 },
      inputTokens: 3600,
      outputTokens: 2400,
      costUsd: (3600 * 1 + 2400 * 5) / 1_000_000,
    });
    expect(month.writers.find((row) => row.model === "unpriced-model")?.costUsd).toBeNull();
    // The quality checks, per check and writer: the seeded AI runs, and the local writer's readings checked as they were written.
    expect(today.quality.filter((row) => row.writer === "anthropic")).toEqual([
      { check: "cards_named", writer: "anthropic", checked: 2, passed: 2 },
      { check: "question_language", writer: "anthropic", checked: 2, passed: 1 },
    ]);
    expect(month.quality.find((row) => row.writer === "anthropic" && row.check === "cards_named")).toEqual({ check: "cards_named", writer: "anthropic", checked: 3, passed: 2 });
    expect(month.quality.find((row) => row.writer === "local" && row.check === "sections_in_order")).toEqual({ check: "sections_in_order", writer: "local", checked: 2, passed: 2 });
    // Priced readings and an unpriced follow-up: the cost per reading is known.
    expect(month.costPerReadingUsd).toBeGreaterThan(0);
  });

  it("prices a dated snapshot as its model, and leaves the cost per reading unknown while a model that wrote readings has no price", async () => {
    const db = await getDb();
    const { token } = await operator();
    const dated = { kind: "reading", outcome: "completed", writer: "anthropic", spread: "one_card", category: "general", inputTokens: 1000, outputTokens: 1000 } as const;
    await db.insert(schema.writerRuns).values({ ...dated, model: "claude-haiku-5-5-20261101" });
    const priced = adminSummarySchema.parse(await (await ask.summary(token)).json());
    expect(priced.windows[0].writers.find((row) => row.model === "claude-haiku-5-5-20261101")?.costUsd).toBe((1000 * 1 + 1000 * 5) / 1_000_000);
    expect(priced.windows[0].costPerReadingUsd).not.toBeNull();

    await db.insert(schema.writerRuns).values({ ...dated, model: "a-model-without-a-price" });
    const unpriced = adminSummarySchema.parse(await (await ask.summary(token)).json());
    expect(unpriced.windows.map((figures) => figures.costPerReadingUsd)).toEqual([null, null]);
  });
});

/** Linear interpolation between the closest ranks, as PostgreSQL's percentile_cont. */
function percentileCont(values: number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = fraction * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return Math.round(sorted[low] + (sorted[high] - sorted[low]) * (rank - low));
}

function countsOf<Row>(rows: Row[], keyOf: (row: Row) => string | null): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(keyOf(row) ?? "none", (counts.get(keyOf(row) ?? "none") ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
}

type AllRows = {
  users: { createdAt: Date }[];
  readings: { userId: string; status: string; createdAt: Date }[];
  runs: (typeof schema.writerRuns.$inferSelect)[];
  daily: { createdAt: Date }[];
  referrals: { credited: boolean; firstReadingAt: Date | null }[];
  subscriptions: { userId: string; status: string; createdAt: Date }[];
  actions: { action: string; createdAt: Date; details: Record<string, unknown> }[];
};

/** Each check's runs and passes per writer, writers in order, checks in QUALITY_CHECKS' order, only those that ran. */
function qualityOf(runs: AllRows["runs"]): WindowFigures["quality"] {
  const writers = [...new Set(runs.filter((run) => run.quality !== null).map((run) => run.writer))].sort();
  return writers.flatMap((writer) =>
    QUALITY_CHECKS.map((check) => {
      const results = runs.filter((run) => run.writer === writer).flatMap((run) => (run.quality && check in run.quality ? [run.quality[check]] : []));
      return { check, writer, checked: results.length, passed: results.filter(Boolean).length };
    }).filter(({ checked }) => checked > 0),
  );
}

function expectedFigures(window: WindowFigures["window"], since: Date, all: AllRows): WindowFigures {
  const after = (date: Date | null) => date !== null && date >= since;
  const runs = all.runs.filter((run) => after(run.createdAt));
  const readingRuns = runs.filter((run) => run.kind === "reading");
  const completed = readingRuns.filter((run) => run.outcome === "completed");
  const followUps = runs.filter((run) => run.kind === "follow_up");
  const firstSubscriptions = new Map<string, Date>();
  for (const row of all.subscriptions.filter((subscription) => !["incomplete", "incomplete_expired"].includes(subscription.status))) {
    const first = firstSubscriptions.get(row.userId);
    if (!first || row.createdAt < first) firstSubscriptions.set(row.userId, row.createdAt);
  }
  const groups = new Map<string, typeof runs>();
  for (const run of runs) {
    const key = JSON.stringify([run.kind, run.writer, run.model]);
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  const prices = getConfig().writerPrices;
  const writers = [...groups.values()]
    .map((group) => {
      const { kind, writer, model } = group[0];
      const firsts = group.flatMap((run) => (run.firstTokenMs === null ? [] : [run.firstTokenMs]));
      const totals = group.flatMap((run) => (run.totalMs === null ? [] : [run.totalMs]));
      const inputTokens = group.reduce((sum, run) => sum + run.inputTokens, 0);
      const outputTokens = group.reduce((sum, run) => sum + run.outputTokens, 0);
      return {
        kind,
        writer,
        model,
        runs: group.length,
        firstTokenMs: { p50: percentileCont(firsts, 0.5), p95: percentileCont(firsts, 0.95) },
        totalMs: { p50: percentileCont(totals, 0.5), p95: percentileCont(totals, 0.95) },
        inputTokens,
        outputTokens,
        costUsd: writerCost({ inputTokens, outputTokens }, priceOf(prices, model ?? writer)),
      };
    })
    .sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : b.runs - a.runs || (a.writer < b.writer ? -1 : 1)));
  const readingCosts = writers.filter((row) => row.kind === "reading").map((row) => row.costUsd);
  const readingCost = readingCosts.includes(null) ? null : readingCosts.reduce<number>((sum, cost) => sum + (cost ?? 0), 0);
  return {
    window,
    since: since.toISOString(),
    signUps: all.users.filter((user) => after(user.createdAt)).length,
    activeReaders: new Set(all.readings.filter((row) => row.status === "completed" && after(row.createdAt)).map((row) => row.userId)).size,
    readings: {
      completed: completed.length,
      bySpread: countsOf(completed, (run) => run.spread),
      byCategory: countsOf(completed, (run) => run.category),
      byWriter: countsOf(completed, (run) => run.writer),
      byOutcome: countsOf(readingRuns, (run) => run.outcome),
    },
    followUps: { completed: followUps.filter((run) => run.outcome === "completed").length, byOutcome: countsOf(followUps, (run) => run.outcome) },
    dailyCards: all.daily.filter((row) => after(row.createdAt)).length,
    referralCredits: 3 * all.referrals.filter((row) => row.credited && after(row.firstReadingAt)).length,
    grantedCredits: all.actions.filter((row) => row.action === "grant" && after(row.createdAt)).reduce((sum, row) => sum + Number(row.details.readings), 0),
    conversions: [...firstSubscriptions.values()].filter(after).length,
    writers,
    quality: qualityOf(runs),
    costPerReadingUsd: completed.length === 0 || readingCost === null ? null : readingCost / completed.length,
  };
}

describe("a customer", () => {
  it("shows when each session was last used, written at most once in five minutes, and a session works even when that cannot be written", async () => {
    const { token } = await operator();
    const customer = await newUser();
    const { sessionId } = (await readSessionToken(customer.token))!;
    const db = await getDb();
    const lastUsed = async () => (await db.select({ at: schema.sessions.lastUsedAt }).from(schema.sessions).where(eq(schema.sessions.id, sessionId)))[0].at;
    const opened = await lastUsed();

    expect((await findSessionUser(sessionId, new Date(opened.getTime() + SESSION_LAST_USED_PRECISION_MS - 1000)))?.id).toBe(customer.user.id);
    expect(await lastUsed()).toEqual(opened);
    const later = new Date(opened.getTime() + SESSION_LAST_USED_PRECISION_MS + 1000);
    await findSessionUser(sessionId, later);
    expect(await lastUsed()).toEqual(later);
    const [looked] = customerLookupSchema.parse(await (await ask.users(token, customer.email)).json()).customers;
    expect(looked.sessions.map((session) => session.lastUsedAt)).toEqual([later.toISOString()]);

    // A database that refuses the write (here a trigger) still lets the session through.
    await db.execute(sql`create function refuse_session_writes() returns trigger language plpgsql as $$ begin raise exception 'sessions are read-only'; end $$`);
    await db.execute(sql`create trigger refuse_session_writes before update on sessions for each row execute function refuse_session_writes()`);
    try {
      expect((await findSessionUser(sessionId, new Date(later.getTime() + 2 * SESSION_LAST_USED_PRECISION_MS)))?.id).toBe(customer.user.id);
      expect(await lastUsed()).toEqual(later);
    } finally {
      await db.execute(sql`drop trigger refuse_session_writes on sessions`);
      await db.execute(sql`drop function refuse_session_writes()`);
    }
  });

  it("is looked up by e-mail, whatever its case, with counts and sessions but never a question or a reading", async () => {
    const { token } = await operator();
    const customer = await newUser();
    const { interpretation } = await (await beginReading(await signedInReader(customer.token), reading())).write();
    // The same e-mail under another provider subject is a second account: both are listed.
    const answer = await ask.users(token, customer.email.toUpperCase());
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).not.toContain(QUESTION);
    expect(text).not.toContain(interpretation.slice(0, 40));
    const { customers } = customerLookupSchema.parse(JSON.parse(text));
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({
      id: customer.user.id,
      email: customer.email,
      role: "free",
      billingCustomerId: null,
      subscriptions: [],
      readingsThisMonth: 1,
      identityReadingsThisMonth: 1,
      bonusCredits: 0,
      referrals: { made: 0, credited: 0, referred: false },
      actions: [],
    });
    expect(customers[0].sessions).toEqual([expect.objectContaining({ revokedAt: null, live: true })]);

    expect(customerLookupSchema.parse(await (await ask.users(token, "nobody@example.com")).json()).customers).toEqual([]);
    expect((await ask.users(token, "")).status).toBe(400);
  });

  it("is granted 1..50 readings with a reason, each grant one audit row; outside that, or without a reason, 400", async () => {
    const { token } = await operator();
    const customer = await newUser({ bonusCredits: 1 });
    for (const body of [{ readings: 0, reason: "x" }, { readings: 51, reason: "x" }, { readings: 2.5, reason: "x" }, { readings: 2 }, { readings: 2, reason: "  " }]) {
      const refused = await ask.grant(token, customer.user.id, body);
      expect(refused.status).toBe(400);
    }
    expect(await auditRows(customer.user.id)).toEqual([]);

    const granted = await ask.grant(token, customer.user.id, { readings: 2, reason: "Reading lost in an outage" });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({ bonusCredits: 3 });
    expect(await ask.grant(token, customer.user.id, { readings: 50, reason: "max" }).then((r) => r.json())).toEqual({ bonusCredits: 53 });

    const rows = await auditRows(customer.user.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.reason === "Reading lost in an outage")).toMatchObject({ adminEmail: OPERATOR, action: "grant", details: { readings: 2, bonusCredits: 3 } });

    const [listed] = customerLookupSchema.parse(await (await ask.users(token, customer.email)).json()).customers;
    expect(listed.bonusCredits).toBe(53);
    expect(listed.actions.map((action) => [action.action, action.reason, action.target?.email])).toEqual([
      ["grant", "max", customer.email],
      ["grant", "Reading lost in an outage", customer.email],
    ]);

    // An unknown or malformed customer id is a 404, recording nothing.
    expect((await ask.grant(token, crypto.randomUUID(), { readings: 2, reason: "x" })).status).toBe(404);
    expect((await ask.grant(token, "not-an-id", { readings: 2, reason: "x" })).status).toBe(404);
  });

  it("tells the reader why support gave their bonus readings: the newest grant's reason, while readings are left", async () => {
    const { token } = await operator();
    const customer = await newUser();
    const me = async () => (await meRoute(jsonRequest("/api/auth/user", { method: "GET", token: customer.token }))).json();
    expect(await me()).toMatchObject({ bonus_credits: 0, bonus_grant_reason: null });

    expect((await ask.grant(token, customer.user.id, { readings: 2, reason: "Reading lost in an outage" })).status).toBe(200);
    expect(await me()).toMatchObject({ bonus_credits: 2, bonus_grant_reason: "Reading lost in an outage" });
    expect((await ask.grant(token, customer.user.id, { readings: 1, reason: "Sorry for the wait" })).status).toBe(200);
    expect(await me()).toMatchObject({ bonus_credits: 3, bonus_grant_reason: "Sorry for the wait" });

    // Spent, the readings and their reason go together.
    const db = await getDb();
    await db.update(schema.users).set({ bonusCredits: 0 }).where(eq(schema.users.id, customer.user.id));
    expect(await me()).toMatchObject({ bonus_credits: 0, bonus_grant_reason: null });
  });

  it("has every session revoked at once, with one audit row", async () => {
    const { token } = await operator();
    const customer = await newUser();
    const second = await signUp(customer.email);
    expect((await meRoute(jsonRequest("/api/auth/user", { method: "GET", token: customer.token }))).status).toBe(200);

    const answer = await ask.revoke(token, customer.user.id, { reason: "Lost phone" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ revoked: 2 });
    for (const ended of [customer.token, second.token]) {
      expect((await meRoute(jsonRequest("/api/auth/user", { method: "GET", token: ended }))).status).toBe(401);
    }
    expect(await auditRows(customer.user.id)).toEqual([expect.objectContaining({ action: "revoke_sessions", reason: "Lost phone", details: { revoked: 2 } })]);
  });

  it("is re-synced from the billing provider, with one audit row; without a billing customer, 400 and no row", async () => {
    const db = await getDb();
    const { token } = await operator();
    const customer = await newUser();
    expect((await ask.resync(token, customer.user.id)).status).toBe(400);
    expect(await auditRows(customer.user.id)).toEqual([]);

    // The local provider's own records say the customer pays; our rows missed the webhook.
    const customerId = `cus_local_admin_${customer.user.id}`;
    const start = new Date();
    await db.insert(schema.localBillingCustomers).values({ id: customerId, email: customer.email });
    await db.insert(schema.localBillingSubscriptions).values({
      id: `sub_local_admin_${customer.user.id}`,
      customerId,
      status: "active",
      currentPeriodStart: start,
      currentPeriodEnd: new Date(start.getTime() + 30 * DAY_MS),
    });
    await db.update(schema.users).set({ stripeCustomerId: customerId }).where(eq(schema.users.id, customer.user.id));

    const answer = await ask.resync(token, customer.user.id, { reason: "Paid but still Free" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ role: "subscribed" });
    const [listed] = customerLookupSchema.parse(await (await ask.users(token, customer.email)).json()).customers;
    expect(listed).toMatchObject({ role: "subscribed", subscriptions: [{ status: "active", cancelAtPeriodEnd: false }] });
    expect(await auditRows(customer.user.id)).toEqual([expect.objectContaining({ action: "resync", reason: "Paid but still Free", details: { role: "subscribed" } })]);
  });
});
