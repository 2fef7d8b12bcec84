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
