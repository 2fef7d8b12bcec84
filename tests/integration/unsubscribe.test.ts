import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/notifications/unsubscribe/route";
import { getDb, schema } from "@/db";
import { composeMail } from "@/lib/notifications/mail/compose";
import { unsubscribeToken, unsubscribeUrl } from "@/lib/notifications/unsubscribe";
import { jsonRequest, newUser } from "../helpers/requests";

async function preferencesOf(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(schema.notificationPreferences).where(eq(schema.notificationPreferences.userId, userId));
  return row;
}

/** What a mail client sends to the List-Unsubscribe address (RFC 8058): no cookie, no token of ours, a form body. */
function oneClick(url: string): Request {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
}

const listUnsubscribeOf = (mail: { headers: Record<string, string> }) => /^<(.+)>$/.exec(mail.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";

describe("one-click unsubscribe", () => {
  it("turns the day's card e-mail off with no session, from the mail's own List-Unsubscribe header", async () => {
    const { user } = await newUser();
    const db = await getDb();
    await db.insert(schema.notificationPreferences).values({ userId: user.id, dailyCardEmail: true, dailyCardHour: 7, timeZone: "Europe/Paris" });
    const mail = composeMail(
      { kind: "daily_card", date: "2026-12-25", cardName: "The Star", cardSlug: "the-star", firstSentence: "Hope.", url: "http://localhost:3000/daily" },
      { email: user.email, unsubscribeUrl: unsubscribeUrl(user.id, "daily_card"), messageId: "<m@arcana.example>" },
    );
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    const response = await POST(oneClick(listUnsubscribeOf(mail)));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unsubscribed: "daily_card" });
    // Only that kind's e-mail: the hour, the zone and the check-ins stay.
    expect(await preferencesOf(user.id)).toMatchObject({ dailyCardEmail: false, dailyCardHour: 7, timeZone: "Europe/Paris", checkInEmail: true });
  });

  it("turns check-in e-mail off for a reader with no preferences yet, keeping the other defaults", async () => {
    const { user } = await newUser();
    const response = await POST(jsonRequest(`/api/notifications/unsubscribe?token=${unsubscribeToken(user.id, "check_in")}`));
    expect(response.status).toBe(200);
    expect(await preferencesOf(user.id)).toMatchObject({ checkInEmail: false, dailyCardEmail: false, dailyCardHour: 8, timeZone: "UTC" });
    // Twice is as once.
    expect((await POST(jsonRequest(`/api/notifications/unsubscribe?token=${unsubscribeToken(user.id, "check_in")}`))).status).toBe(200);
  });

  it("refuses a forged, altered or missing token and changes nothing", async () => {
    const { user } = await newUser();
    const db = await getDb();
    await db.insert(schema.notificationPreferences).values({ userId: user.id, dailyCardEmail: true });
    const genuine = unsubscribeToken(user.id, "check_in");
    const [, signature] = genuine.split(".");
    const otherKind = `${Buffer.from(`${user.id}:daily_card`).toString("base64url")}.${signature}`;
    const madeUp = `${Buffer.from(`${user.id}:daily_card`).toString("base64url")}.${"A".repeat(43)}`;
    for (const token of [otherKind, madeUp, "nonsense", ""]) {
      const response = await POST(jsonRequest(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`));
      expect(response.status, token).toBe(400);
      expect(await response.json()).toMatchObject({ code: "invalid_request" });
    }
    expect((await POST(jsonRequest("/api/notifications/unsubscribe"))).status).toBe(400);
    expect(await preferencesOf(user.id)).toMatchObject({ dailyCardEmail: true, checkInEmail: true });
  });

  it("answers a link of a deleted account as done, with nothing to turn off", async () => {
    const { user } = await newUser();
    const token = unsubscribeToken(user.id, "daily_card");
    const db = await getDb();
    await db.delete(schema.users).where(eq(schema.users.id, user.id));
    expect((await POST(jsonRequest(`/api/notifications/unsubscribe?token=${token}`))).status).toBe(200);
    expect(await preferencesOf(user.id)).toBeUndefined();
  });
});
