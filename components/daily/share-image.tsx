import path from "node:path";
import { ImageResponse } from "next/og";
import sharp from "sharp";
import type { DailyCard } from "@/lib/daily/daily-response";
import { firstSentence, longDate } from "@/lib/daily/share-text";
import { cardImageSize } from "@/lib/tarot/card-images";
import { cardBySlug } from "@/lib/tarot/deck";
import { SHARE_IMAGE_FORMATS, type ShareImageFormat } from "./share-image-formats";

// libvips keeps the last operations' images (up to 50 MB) in case they are asked again: ours never are,
// nor are the image optimizer's (each variant is encoded once, then cached by Next), so none are kept.
sharp.cache(false);

const COLORS = { background: "#120c24", raised: "#1d1537", text: "#f4ecdc", muted: "#c9bfdc", accent: "#f2cf6b" };

/**
 * The card's scan at the size the picture shows it, as a data URL: the renderer reads no file of its own,
 * and decodes and scales a 40–150 KB JPEG instead of the 220 KB full-size scan.
 */
async function cardScan(slug: string, size: { width: number; height: number }): Promise<string> {
  const file = path.join(process.cwd(), "public", "cards", `${slug}.jpg`);
  const bytes = await sharp(file).resize(size.width, size.height).jpeg({ quality: 85 }).toBuffer();
  return `data:image/jpeg;base64,${bytes.toString("base64")}`;
}

/**
 * The drawn picture as a palette PNG (256 colours, no dithering): a fifth of the bytes of the renderer's
 * RGBA PNG (e2e/budget.spec.ts holds og ≤ 150 KB, story ≤ 400 KB). libvips quantises on its own threads.
 * Effort 3 is libimagequant's fastest setting that also skips its float copy of every pixel: a story then
 * needs ~12 MB for the while instead of ~48, for 2–3 % more bytes.
 */
function asPalettePng(png: Buffer): Promise<Buffer> {
  return sharp(png).png({ palette: true, quality: 60, dither: 0, effort: 3, compressionLevel: 9 }).toBuffer();
}

/**
 * A card of the day as a PNG to share (docs/product.md#card-of-the-day): the card, its name, the day and the
 * first words of its general message, never anything of the person who shares it. The same date and
 * card always draw the same picture, so it may be cached for good.
 */
export async function drawShareImage(daily: DailyCard, format: ShareImageFormat, appHost: string): Promise<Buffer> {
  const card = cardBySlug(daily.card.slug);
  if (!card) throw new Error(`No card ${daily.card.slug}`);
  const { width, height } = SHARE_IMAGE_FORMATS[format];
  const natural = cardImageSize(card.slug);
  const story = format === "story";
  // The story's card a little below its scan's own height: downscaled, its print texture packs into far fewer bytes.
  const cardHeight = story ? 1000 : 540;
  const cardWidth = Math.round((cardHeight * natural.width) / natural.height);
  const scan = await cardScan(card.slug, { width: cardWidth, height: cardHeight });
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

  const drawn = new ImageResponse(
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
    { width, height },
  );
  return asPalettePng(Buffer.from(await drawn.arrayBuffer()));
}
