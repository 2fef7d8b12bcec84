import { getConfig } from "@/lib/config";
import { TooManyWaitingError, madeOnce, type MadeOnce } from "@/lib/cache/made-once";
import { sharedDailyCard } from "@/lib/daily/shared-card";
import { countShareImageDrawn } from "@/lib/observability/metrics";
import { drawShareImage } from "./share-image";
import type { ShareImageFormat } from "./share-image-formats";

/**
 * Drawing a picture takes 100–200 ms of the event loop and 100–400 ms of a libvips thread, so each one is
 * drawn once per instance while it is kept (24 MB: about a hundred pictures, the most recently asked), one
 * at a time, and everyone asking for a picture being drawn waits for that drawing. Past WAITING pictures
 * in line (half a minute of drawing or more), another is refused with a 503 to try again later, so that a
 * flood of distinct pictures queues no unbounded work. One store per process, on globalThis: each route's
 * bundle has its own copy of this module.
 */
const KEPT_BYTES = 24 * 1024 * 1024;
const DRAWN_AT_ONCE = 1;
const WAITING = 100;
const RETRY_AFTER_SECONDS = 30;
const STORE = Symbol.for("arcana.shareImages");
const holder = globalThis as unknown as { [STORE]?: MadeOnce };
const pictures = () => (holder[STORE] ??= madeOnce({ maxBytes: KEPT_BYTES, maxMaking: DRAWN_AT_ONCE, maxWaiting: WAITING }));

type ShareImageContext = { params: Promise<{ date: string; slug: string }> };

/** The route handler of one picture of `/daily/YYYY-MM-DD/{slug}`: 404 for a day or card that has no share page. */
export function shareImageRoute(format: ShareImageFormat) {
  return async (_request: Request, { params }: ShareImageContext): Promise<Response> => {
    const { date, slug } = await params;
    const daily = sharedDailyCard(date, slug);
    if (!daily) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
    const png = await pictures()
      .get(`${format}/${date}/${slug}`, async () => {
        const drawn = await drawShareImage(daily, format, new URL(getConfig().appUrl).host);
        countShareImageDrawn(format);
        return drawn;
      })
      .catch((error: unknown) => {
        if (error instanceof TooManyWaitingError) return null;
        throw error;
      });
    if (!png) {
      return new Response("Busy drawing other pictures: try again shortly.", {
        status: 503,
        headers: { "Content-Type": "text/plain", "Cache-Control": "no-store", "Retry-After": String(RETRY_AFTER_SECONDS) },
      });
    }
    // libvips's output is never a SharedArrayBuffer: the kept bytes go out as they are, not copied.
    return new Response(png as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": "image/png",
        // The picture of a date and card never changes: kept by browsers, nginx and any CDN for a year.
        "Cache-Control": "public, max-age=31536000, s-maxage=31536000, immutable",
      },
    });
  };
}
