import { LOCALES, type Locale } from "./locales";

/**
 * The language we have that the browser's preferred languages (`navigator.languages`, the order of its
 * Accept-Language) ask for first: an exact tag, else the same language (`pt-PT` → `pt-BR`, `de-AT` → `de`).
 * Null when none of ours is among them.
 */
export function preferredLocale(requested: readonly string[]): Locale | null {
  for (const tag of requested) {
    const wanted = tag.trim().toLowerCase();
    if (!wanted) continue;
    const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
    if (exact) return exact;
    const language = wanted.split("-")[0];
    const sameLanguage = LOCALES.find((locale) => locale.toLowerCase().split("-")[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}

/** An Accept-Language header's tags by their q weight, highest first (ties keep the header's order). */
export function acceptLanguageTags(header: string): string[] {
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== "" && tag !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
