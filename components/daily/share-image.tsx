import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { getConfig } from "@/lib/config";
import type { DailyCard } from "@/lib/daily/daily-entry";
import { sharedDailyCard } from "@/lib/daily/shared-card";
import { cardImageSize } from "@/lib/tarot/card-images";
import { cardBySlug } from "@/lib/tarot/deck";
import { firstSentence, longDate } from "@/lib/daily/share-text";

/** The two pictures of a shared card of the day: a link preview (Open Graph, Twitter) and a phone story. */
export const SHARE_IMAGE_FORMATS = {
  og: { width: 1200, height: 630 },
  story: { width: 1080, height: 1920 },
} as const;
export type ShareImageFormat = keyof typeof SHARE_IMAGE_FORMATS;

const COLORS = { background: "#120c24", raised: "#1d1537", text: "#f4ecdc", muted: "#c9bfdc", accent: "#f2cf6b" };

/** The card's scan as a data URL: the renderer reads no file of its own. */
async function cardScan(slug: string): Promise<string> {
  const bytes = await readFile(path.join(process.cwd(), "public", "cards", `${slug}.jpg`));
  return `data:image/jpeg;base64,${bytes.toString("base64")}`;
}

/**
 * A card of the day as a PNG to share (docs/product.md#card-of-the-day): the card, its name, the day and the
 * first words of its general message, never anything of the person who shares it. The same date and
 * card always draw the same picture, so it may be cached for good.
 */
export async function shareImage(daily: DailyCard, format: ShareImageFormat, appHost: string): Promise<ImageResponse> {
  const card = cardBySlug(daily.card.slug);
  if (!card) throw new Error(`No card ${daily.card.slug}`);
  const { width, height } = SHARE_IMAGE_FORMATS[format];
  const scan = await cardScan(card.slug);
  const natural = cardImageSize(card.slug);
  const story = format === "story";
  const cardHeight = story ? 1100 : 540;
  const cardWidth = Math.round((cardHeight * natural.width) / natural.height);
  const words = firstSentence(daily.message);

  const picture = (
    // eslint-disable-next-line @next/next/no-img-element -- the image renderer takes plain elements
    <img src={scan} width={cardWidth} height={cardHeight} alt="" style={{ borderRadius: 18, border: `3px solid ${COLORS.accent}` }} />
  );
  const text = (
    <div style={{ display: "flex", flexDirection: "column", alignItems: story ? "center" : "flex-start", gap: story ? 28 : 20, maxWidth: story ? 920 : 560 }}>
      <div style={{ display: "flex", fontSize: story ? 40 : 30, color: COLORS.muted, letterSpacing: 2, textTransform: "uppercase" }}>Card of the day</div>
      <div style={{ display: "flex", fontSize: story ? 96 : 72, color: COLORS.accent, fontWeight: 700, lineHeight: 1.05, textAlign: story ? "center" : "left" }}>
        {card.name}
      </div>
      <div style={{ display: "flex", fontSize: story ? 40 : 30, color: COLORS.text }}>{longDate(daily.date)}</div>
      <div style={{ display: "flex", fontSize: story ? 42 : 30, color: COLORS.text, lineHeight: 1.35, textAlign: story ? "center" : "left" }}>{words}</div>
      <div style={{ display: "flex", fontSize: story ? 36 : 26, color: COLORS.muted, marginTop: story ? 24 : 8 }}>{`Draw your own at ${appHost}`}</div>
    </div>
  );

  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: story ? "column" : "row",
          alignItems: "center",
          justifyContent: "center",
          gap: story ? 60 : 56,
          padding: story ? "80px 60px" : "40px 64px",
          background: `linear-gradient(160deg, ${COLORS.raised} 0%, ${COLORS.background} 70%)`,
          fontFamily: "sans-serif",
        }}
      >
        {picture}
        {text}
      </div>
    ),
    {
      width,
      height,
      // The picture of a date and card never changes: kept by browsers, nginx and any CDN for a year.
      headers: { "Cache-Control": "public, max-age=31536000, s-maxage=31536000, immutable" },
    },
  );
}

type ShareImageContext = { params: Promise<{ date: string; slug: string }> };

/** The route handler of one picture of `/daily/YYYY-MM-DD/{slug}`: 404 for a date or card that does not exist. */
export function shareImageRoute(format: ShareImageFormat) {
  return async (_request: Request, { params }: ShareImageContext): Promise<Response> => {
    const { date, slug } = await params;
    const daily = sharedDailyCard(date, slug);
    if (!daily) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
    return shareImage(daily, format, new URL(getConfig().appUrl).host);
  };
}
