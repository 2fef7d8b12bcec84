import { describe, expect, it } from "vitest";
import { GET as ogImage } from "@/app/[locale]/(english-only)/daily/[date]/[slug]/og.png/route";
import { GET as storyImage } from "@/app/[locale]/(english-only)/daily/[date]/[slug]/story.png/route";
import { GET as daily } from "@/app/api/daily/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { dailyCardSchema } from "@/lib/daily/daily-response";
import { dayBefore, latestDateAnywhere } from "@/lib/daily/local-date";
import { FIRST_CARD_OF_THE_DAY_DATE } from "@/lib/daily/shareable";
import { sharedDailyCard } from "@/lib/daily/shared-card";
import { metricsExposition } from "@/lib/observability/metrics";
import { parsePrometheusText, sampleValue } from "../helpers/prometheus-text";
import { jsonRequest, newUser } from "../helpers/requests";

const at = (date: string, slug: string) => ({ params: Promise.resolve({ date, slug }) });

/** How many pictures of `format` this process has drawn (arcana_share_images_drawn_total). */
async function drawn(format: "og" | "story"): Promise<number> {
  return sampleValue(parsePrometheusText((await metricsExposition()).text), "arcana_share_images_drawn_total", { format });
}

/** The day after `date` (`YYYY-MM-DD`). */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

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

  it("draws each picture once: the same picture asked again, or meanwhile, is the same bytes without a second drawing", async () => {
    const date = FIRST_CARD_OF_THE_DAY_DATE;
    const request = () => new Request(`http://localhost/daily/${date}/the-moon/og.png`);
    const before = { og: await drawn("og"), story: await drawn("story") };
    const [first, meanwhile] = await Promise.all([ogImage(request(), at(date, "the-moon")), ogImage(request(), at(date, "the-moon"))]);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await meanwhile.arrayBuffer()).equals(firstBytes)).toBe(true);
    expect(await drawn("og")).toBe(before.og + 1);

    const again = await ogImage(request(), at(date, "the-moon"));
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(firstBytes)).toBe(true);
    expect(await drawn("og")).toBe(before.og + 1);

    // Another format or card is another picture (and another day, but only the first is sure to have come).
    expect((await storyImage(request(), at(date, "the-moon"))).status).toBe(200);
    expect((await ogImage(request(), at(date, "the-sun"))).status).toBe(200);
    expect(await drawn("story")).toBe(before.story + 1);
    expect(await drawn("og")).toBe(before.og + 2);
  });

  it("answers 404, drawing nothing, for a day without share pages, a card that is not in the deck, or NUL in the path", async () => {
    const tomorrowAnywhere = dayAfter(latestDateAnywhere(new Date()));
    const before = (await drawn("og")) + (await drawn("story"));
    for (const [date, slug] of [
      ["2026-02-30", "the-star"],
      [dayBefore(FIRST_CARD_OF_THE_DAY_DATE), "the-star"],
      [tomorrowAnywhere, "the-star"],
      ["2099-01-01", "the-star"],
      [FIRST_CARD_OF_THE_DAY_DATE, "the-joker"],
      [FIRST_CARD_OF_THE_DAY_DATE, "the-star\u0000\n{}"],
    ]) {
      for (const route of [ogImage, storyImage]) {
        const response = await route(new Request("http://localhost/x"), at(date, slug));
        expect(response.status, `${date} ${slug}`).toBe(404);
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
    }
    expect((await drawn("og")) + (await drawn("story"))).toBe(before);
  });
});
