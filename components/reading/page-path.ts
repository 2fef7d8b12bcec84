import { isTranslatedPage, localePath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Where a link to one of the app's pages goes from a page in `locale`: the page in that language where it
 * has one (lib/i18n/paths.ts lists them), else its English page (the journal, for now).
 */
export function pagePath(locale: Locale, path: string): string {
  return isTranslatedPage(path) ? localePath(locale, path) : path;
}
