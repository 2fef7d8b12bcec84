import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteAccount, POST as signInRoute } from "@/app/api/auth/google/route";
import { GET as getUser } from "@/app/api/auth/user/route";
import { GET as getReferrals } from "@/app/api/referrals/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { issueLocalIdToken } from "@/lib/auth/local-issuer";
import { MAX_CREDITED_REFERRALS_PER_MONTH, judgeReferralOnReading } from "@/lib/referrals/credit";
import { maskEmail } from "@/lib/referrals/list";
import { jsonRequest, uniqueEmail } from "../helpers/requests";
import { ONE_CARD } from "../helpers/readings";

type SignedIn = { email: string; token: string; code: string; id: string };

async function signIn(email: string, referralCode?: unknown): Promise<SignedIn> {
  const idToken = await issueLocalIdToken({ email });
  const response = await signInRoute(jsonRequest("/api/auth/google", { body: { idToken, referralCode } }));
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  const db = await getDb();
  const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  return { email, token: body.token, code: body.user.referral_code, id: row.id };
}

const read = (token: string) => interpret(jsonRequest("/api/tarot/interpret", { body: ONE_CARD, token }));

async function referralsOf(token: string) {
  const response = await getReferrals(jsonRequest("/api/referrals", { method: "GET", token }));
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return (await response.json()).referrals as { email: string | null; createdAt: string; credited: boolean; pending: boolean }[];
}

async function bonusCredits(token: string): Promise<number> {
  return (await (await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).json()).bonus_credits;
}

async function referralRowsNaming(userId: string) {
  const db = await getDb();
  return db.select().from(schema.referrals).where(eq(schema.referrals.referredUserId, userId));
}

describe("referrals", () => {
  it("A refers B: one referral, not yet credited; B's first reading gives A 3 credits, the second nothing more", async () => {
    const a = await signIn(uniqueEmail("alice"));
    const bEmail = uniqueEmail("bob");
    const b = await signIn(bEmail, a.code);
    expect(await referralsOf(a.token)).toEqual([{ email: maskEmail(bEmail), createdAt: expect.any(String), credited: false, pending: true }]);
    expect(maskEmail(bEmail)).toMatch(/^bo•••@example\.com$/);
    expect(await bonusCredits(a.token)).toBe(0);

    expect((await read(b.token)).status).toBe(200);
    expect(await bonusCredits(a.token)).toBe(3);
    expect(await referralsOf(a.token)).toMatchObject([{ credited: true, pending: false }]);
    expect((await read(b.token)).status).toBe(200);
    expect(await bonusCredits(a.token)).toBe(3);
  });

  it("changes nothing when B signs in again, with the same code or another", async () => {
    const a = await signIn(uniqueEmail("alice"));
    const other = await signIn(uniqueEmail("carol"));
    const bEmail = uniqueEmail("bob");
    const b = await signIn(bEmail, a.code);
    await signIn(bEmail, a.code);
    await signIn(bEmail, other.code);
    const rows = await referralRowsNaming(b.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].referrerId).toBe(a.id);
    expect(await referralsOf(other.token)).toEqual([]);
  });

  it.each([
    ["an unknown code", "ZZZZZZZZ"],
    ["a malformed code", "not a code!"],
    ["an oversized code", "A".repeat(10_000)],
    ["a code that is not text", { $ne: null }],
    ["an empty code", ""],
  ])("ignores %s: sign-in succeeds and no referral is made", async (_case, code) => {
    const b = await signIn(uniqueEmail("bob"), code);
    expect(await referralRowsNaming(b.id)).toEqual([]);
  });

  it("ignores a user's own code", async () => {
    const aEmail = uniqueEmail("alice");
    const a = await signIn(aEmail);
    await signIn(aEmail, a.code);
    expect(await referralRowsNaming(a.id)).toEqual([]);
    expect(await referralsOf(a.token)).toEqual([]);
  });

  it("makes one referral out of 20 concurrent first sign-ins of B with A's code", async () => {
    const a = await signIn(uniqueEmail("alice"));
    const bEmail = uniqueEmail("bob");
    const tokens = await Promise.all(Array.from({ length: 20 }, () => issueLocalIdToken({ email: bEmail })));
    const responses = await Promise.all(tokens.map((idToken) => signInRoute(jsonRequest("/api/auth/google", { body: { idToken, referralCode: a.code } }))));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await referralsOf(a.token)).toHaveLength(1);
  });

  it("credits B's first reading once when it races with itself", async () => {
    const a = await signIn(uniqueEmail("alice"));
    const b = await signIn(uniqueEmail("bob"), a.code);
    const statuses = (await Promise.all([read(b.token), read(b.token), read(b.token)])).map((response) => response.status);
    expect(statuses).toEqual([200, 200, 200]);
    // The judging itself, raced directly as well.
    await Promise.all(Array.from({ length: 5 }, () => judgeReferralOnReading(b.id)));
    expect(await bonusCredits(a.token)).toBe(3);
  });

  it(`credits at most ${MAX_CREDITED_REFERRALS_PER_MONTH} referrals a month: the 11th is listed, not credited`, async () => {
    const a = await signIn(uniqueEmail("alice"));
    const referred = await Promise.all(Array.from({ length: MAX_CREDITED_REFERRALS_PER_MONTH + 1 }, () => signIn(uniqueEmail("friend"), a.code)));
    for (const friend of referred) expect((await read(friend.token)).status).toBe(200);
    expect(await bonusCredits(a.token)).toBe(3 * MAX_CREDITED_REFERRALS_PER_MONTH);
    const listed = await referralsOf(a.token);
    expect(listed).toHaveLength(MAX_CREDITED_REFERRALS_PER_MONTH + 1);
    expect(listed.filter((entry) => entry.credited)).toHaveLength(MAX_CREDITED_REFERRALS_PER_MONTH);
    expect(listed.filter((entry) => !entry.credited && !entry.pending)).toHaveLength(1);
  });

  it("next month the cap starts again", async () => {
    const a = await signIn(uniqueEmail("alice"));
    const friends = await Promise.all(Array.from({ length: MAX_CREDITED_REFERRALS_PER_MONTH + 1 }, () => signIn(uniqueEmail("friend"), a.code)));
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15));
    for (const friend of friends.slice(0, MAX_CREDITED_REFERRALS_PER_MONTH)) await judgeReferralOnReading(friend.id, lastMonth);
    await judgeReferralOnReading(friends[MAX_CREDITED_REFERRALS_PER_MONTH].id);
    expect(await bonusCredits(a.token)).toBe(3 * (MAX_CREDITED_REFERRALS_PER_MONTH + 1));
  });

  it("lets a free user with 3 credits do 6 readings this month and refuses the 7th with 402", async () => {
    const a = await signIn(uniqueEmail("alice"));
    const b = await signIn(uniqueEmail("bob"), a.code);
    expect((await read(b.token)).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await read(a.token)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 402]);
    expect(await bonusCredits(a.token)).toBe(0);
  });

  it("keeps A's credits when B deletes the account, and lists B as unknown", async () => {
    const a = await signIn(uniqueEmail("alice"));
    const b = await signIn(uniqueEmail("bob"), a.code);
    await read(b.token);
    expect((await deleteAccount(jsonRequest("/api/auth/google", { method: "DELETE", token: b.token }))).status).toBe(200);
    expect(await bonusCredits(a.token)).toBe(3);
    expect(await referralsOf(a.token)).toEqual([{ email: null, createdAt: expect.any(String), credited: true, pending: false }]);
  });

  it("credits a person once: deleting the account and signing up again through a link earns no referrer a second credit", async () => {
    const a = await signIn(uniqueEmail("alice"));
    const other = await signIn(uniqueEmail("carol"));
    const bEmail = uniqueEmail("bob");
    const deleteB = async (token: string) => expect((await deleteAccount(jsonRequest("/api/auth/google", { method: "DELETE", token }))).status).toBe(200);

    const first = await signIn(bEmail, a.code);
    expect((await read(first.token)).status).toBe(200);
    expect(await bonusCredits(a.token)).toBe(3);
    await deleteB(first.token);

    // The same person, a new account, through the same link and then through someone else's.
    const second = await signIn(bEmail, a.code);
    expect((await read(second.token)).status).toBe(200);
    await deleteB(second.token);
    const third = await signIn(bEmail, other.code);
    expect((await read(third.token)).status).toBe(200);

    expect(await bonusCredits(a.token)).toBe(3);
    expect(await bonusCredits(other.token)).toBe(0);
    expect(await referralsOf(a.token)).toEqual([{ email: null, createdAt: expect.any(String), credited: true, pending: false }]);
    expect(await referralsOf(other.token)).toEqual([]);
  });

  it("lists only the caller's own referrals, newest first, and answers 401 without a token", async () => {
    const a = await signIn(uniqueEmail("alice"));
    const other = await signIn(uniqueEmail("carol"));
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await signIn(first, a.code);
    await signIn(second, a.code);
    await signIn(uniqueEmail("theirs"), other.code);
    expect((await referralsOf(a.token)).map((entry) => entry.email)).toEqual([maskEmail(second), maskEmail(first)]);
    expect(await referralsOf(other.token)).toHaveLength(1);
    expect((await getReferrals(jsonRequest("/api/referrals", { method: "GET" }))).status).toBe(401);
  });

  it("writes referred_by on the new account", async () => {
    const a = await signIn(uniqueEmail("alice"));
    const b = await signIn(uniqueEmail("bob"), a.code);
    const db = await getDb();
    const [row] = await db.select().from(schema.users).where(and(eq(schema.users.id, b.id)));
    expect(row.referredBy).toBe(a.id);
  });
});

describe("maskEmail", () => {
  it("keeps the first two characters of the local part and the domain", () => {
    expect(maskEmail("alice@example.com")).toBe("al•••@example.com");
    expect(maskEmail("a@b.co")).toBe("a•••@b.co");
  });
});

