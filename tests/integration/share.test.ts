import { describe, expect, it } from "vitest";
import { GET as ogImage } from "@/app/daily/[date]/[slug]/og.png/route";
import { GET as storyImage } from "@/app/daily/[date]/[slug]/story.png/route";
import { GET as daily } from "@/app/api/daily/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { dailyCardSchema } from "@/lib/daily/daily-entry";
import { sharedDailyCard } from "@/lib/daily/shared-card";
import { jsonRequest, newUser } from "../helpers/requests";

const at = (date: string, slug: string) => ({ params: Promise.resolve({ date, slug }) });

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("a shared card of the day", () => {
  it("holds the card, the day and the card's general message, and nothing of the reader who shares it", async () => {
    const { token, email } = await newUser();
    const question = "Will my sister forgive me for the wedding?";
    expect(
      (await interpret(jsonRequest("/api/tarot/interpret", { body: { question, type: "one_card", category: "general", cards: ["The Sun"] }, token }))).status,
    ).toBe(200);
    const mine = dailyCardSchema.parse(await (await daily(jsonRequest("/api/daily?tz=Europe/Berlin", { method: "GET", token }))).json());

    const shared = sharedDailyCard(mine.date, mine.card.slug)!;
    expect(Object.keys(shared).sort()).toEqual(["card", "date", "message"]);
    expect(Object.keys(shared.card).sort()).toEqual(["name", "slug"]);
    expect(shared.card).toEqual(mine.card);
    const everything = JSON.stringify(shared);
    for (const personal of [email, token, question, "sister"]) expect(everything).not.toContain(personal);
  });

  it("draws the link preview at 1200×630 and the story at 1080×1920, as PNGs cached for good", async () => {
    const og = await ogImage(new Request("http://localhost/daily/2026-11-25/the-star/og.png"), at("2026-11-25", "the-star"));
    expect(og.status).toBe(200);
    expect(og.headers.get("content-type")).toBe("image/png");
    expect(og.headers.get("cache-control")).toMatch(/immutable/);
    expect(pngSize(Buffer.from(await og.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    const story = await storyImage(new Request("http://localhost/daily/2026-11-25/the-star/story.png"), at("2026-11-25", "the-star"));
    expect(story.headers.get("content-type")).toBe("image/png");
    expect(pngSize(Buffer.from(await story.arrayBuffer()))).toEqual({ width: 1080, height: 1920 });
  });

  it("answers 404 for a day that does not exist or a card that is not in the deck", async () => {
    expect((await ogImage(new Request("http://localhost/x"), at("2026-02-30", "the-star"))).status).toBe(404);
    expect((await storyImage(new Request("http://localhost/x"), at("2026-11-25", "the-joker"))).status).toBe(404);
  });
});
