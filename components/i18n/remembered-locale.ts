import { isLocale, type Locale } from "@/lib/i18n/locales";

/** Where the browser keeps the language a reader chose (docs/architecture.md#languages). */
const STORAGE_KEY = "arcana-locale";

/** The language the reader chose on this browser, if they did. */
export function rememberedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value !== null && isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, full): the choice holds for this page only.
  }
}
