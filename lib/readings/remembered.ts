import { hasPremiumAccess, type UserRole } from "@/lib/tarot/entitlements";
import { cardNameSchema } from "@/lib/tarot/schemas";
import { z } from "@/lib/zod";

/**
 * What a reading's writer was given of the reader's recent readings (docs/product.md#readings-that-remember):
 * the recurring cards with the number of recent readings each was drawn in, and how many recent questions.
 * Empty (no cards, 0 questions) when nothing was used. The answer, the stream's `done` and the journal carry it.
 */
export const rememberedSchema = z.object({
  cards: z.array(z.object({ card: cardNameSchema, count: z.number().int().positive() })),
  questions: z.number().int().min(0),
});
export type Remembered = z.infer<typeof rememberedSchema>;

/** A reading that remembered nothing: a free reader's, a reader who turned it off, or one with no recent readings. */
export const NOTHING_REMEMBERED: Remembered = { cards: [], questions: 0 };

/**
 * Whether a reader's readings remember (docs/product.md#readings-that-remember): a premium feature, on for
 * a subscriber until they turn it off (`choice` null: not chosen), never for a free reader whatever they chose.
 */
export function remembersReadings(role: UserRole, choice: boolean | null): boolean {
  return hasPremiumAccess(role) && (choice ?? true);
}
