import type { DailyCard } from "@/lib/daily/daily-entry";
import { apiFetch, readJson } from "./api-fetch";

/** A card of the day as the server sends it, checked by hand: zod stays out of the home page's load. */
function isDailyCard(body: unknown): body is DailyCard {
  if (typeof body !== "object" || body === null) return false;
  const { date, card, message } = body as Record<string, unknown>;
  if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date) || typeof message !== "string" || message === "") return false;
  if (typeof card !== "object" || card === null) return false;
  const { name, slug } = card as Record<string, unknown>;
  return typeof name === "string" && typeof slug === "string" && /^[a-z0-9-]+$/.test(slug);
}

/**
 * GET /api/daily (docs/product.md#card-of-the-day-routes): the signed-in reader's card for their local day in
 * `timeZone`, or, signed out, everyone's card of the day. Throws when there is no card to show.
 */
export async function getDailyCard(timeZone: string, { signedIn }: { signedIn: boolean }): Promise<DailyCard> {
  const response = await apiFetch(`/api/daily?tz=${encodeURIComponent(timeZone)}`, { cache: "no-store", anonymous: !signedIn });
  const body = await readJson(response);
  if (!response.ok || !isDailyCard(body)) throw new Error("No card of the day");
  return body;
}
