import { CATEGORIES } from "@/lib/tarot/categories";
import { SPREADS } from "@/lib/tarot/spreads";
import { consoleTime } from "@/lib/time/format";

/** How the operator console writes its figures: UTC times (operators in several zones read the same), seconds, dollars. */

/** The console's one date style: "2026-11-25 19:19 UTC" (lib/time/format.ts). */
export const utcTime = consoleTime;

export function seconds(ms: number | null): string {
  return ms === null ? "–" : `${(ms / 1000).toFixed(1)} s`;
}

export function dollars(amount: number | null): string {
  if (amount === null) return "no price";
  return amount === 0 || amount >= 0.01 ? `$${amount.toFixed(2)}` : `$${amount.toFixed(4)}`;
}

export function whole(count: number): string {
  return count.toLocaleString("en-US");
}

/** `follow_up` → "follow up", `three_cards` → "three cards": the stored keys, readable. */
export function label(key: string): string {
  return key.replaceAll("_", " ");
}

/** A spread as readers see it named ('One Card', 'Yes or No'); an id we no longer offer, readable. */
export function spreadLabel(key: string): string {
  return SPREADS.find((spread) => spread.id === key)?.label ?? label(key);
}

/** A category as readers see it named ('General question'); an id we no longer offer, readable. */
export function categoryLabel(key: string): string {
  return CATEGORIES.find((category) => category.id === key)?.label ?? label(key);
}
