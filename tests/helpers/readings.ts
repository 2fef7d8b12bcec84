import { eq } from "drizzle-orm";
import { getDb, schema } from "@/db";
import type { InterpretRequest } from "@/lib/readings/interpret-request";

/** The plainest reading there is, as POST /api/tarot/interpret takes it: one card, a free spread and category. */
export const ONE_CARD: InterpretRequest = { question: "What should I focus on this week?", type: "one_card", category: "general", cards: ["The Star"] };

/** One event of a Server-Sent Events body: its name (`message` when it has none) and its parsed data. */
export type StreamEvent = { event: string; data: Record<string, unknown> };

/** Parses a whole Server-Sent Events body into its events, in order. */
export function parseEvents(body: string): StreamEvent[] {
  return body
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => ({ event: /^event: (.+)$/m.exec(block)?.[1] ?? "message", data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? "null") }));
}

/** What an identity (a user's, a device's or an address's hash) has used this month and today; zeros before its first reading. */
export async function usageOf(identityHash: string): Promise<{ readings: number; freeReadings: number; readingsToday: number }> {
  const db = await getDb();
  const [row] = await db.select().from(schema.identityUsage).where(eq(schema.identityUsage.identityHash, identityHash));
  return row ? { readings: row.readings, freeReadings: row.freeReadings, readingsToday: row.readingsToday } : { readings: 0, freeReadings: 0, readingsToday: 0 };
}
