import { shareImageRoute } from "@/components/daily/share-image-route";

/** The phone story of a shared card of the day: a 1080×1920 PNG, the same for a date and card forever. */
export const GET = shareImageRoute("story");
