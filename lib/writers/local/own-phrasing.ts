import "server-only";
import type { SpreadId } from "@/lib/tarot/spreads";

/**
 * What the local writer has written for one of the app's own spreads, or undefined for a spread it has
 * no words of its own for (a new one), which it then reads with its generic phrasing.
 */
export function ownPhrasing<T>(table: Readonly<Partial<Record<SpreadId, T>>>, id: string): T | undefined {
  return Object.hasOwn(table, id) ? table[id as SpreadId] : undefined;
}
