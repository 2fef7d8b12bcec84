import { shareImageRoute } from "@/components/daily/share-image-route";

/** The link preview of a shared card of the day: a 1200×630 PNG, the same for a date and card forever. */
export const GET = shareImageRoute("og");
