import { readBearerSession } from "@/lib/auth/require-user";
import type { Reader } from "@/lib/reservations/reader-statement";
import { readingLimits } from "@/lib/readings/reading-limits";
import { jsonRequest } from "./requests";

/**
 * The reader of a signed-in request, found as the reading routes find it: the session its bearer token
 * names, with the rate limits a reading counts against (per user; per address only behind our proxy).
 */
export async function signedInReader(token: string): Promise<Reader> {
  return readingLimits(await readBearerSession(jsonRequest("/api/tarot/interpret", { token })), null);
}
