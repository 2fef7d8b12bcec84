/** How the operator console writes its figures: UTC times (operators in several zones read the same), seconds, dollars. */

export function utcTime(iso: string): string {
  return `${iso.slice(0, 16).replace("T", " ")} UTC`;
}

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
