import { DEFAULT_LOCALE, LOCALES, isPrefixedLocale, type Locale } from "./locales";

/**
 * The pages that exist in every language, by their English path. The rest (the console, the local
 * providers' pages, the shared card-of-the-day pages) is English only, under its spec paths.
 */
const TRANSLATED_PAGES = [
  /^\/$/,
  /^\/about$/,
  /^\/faq$/,
  /^\/privacy$/,
  /^\/terms$/,
  /^\/how-to-use$/,
  /^\/cards\/[a-z0-9-]+$/,
  /^\/maintenance$/,
  /^\/unsubscribe$/,
  /^\/stripe\/(success|cancelled|error)$/,
  /^\/readings$/,
  /^\/readings\/[^/]+$/,
  /^\/readings\/[^/]+\/check-in$/,
];

/** `/faq` in a language: unchanged for English, `/de/faq` for German. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** A path's language and the path it has in English: `/de/faq` → de and `/faq`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const [, first = "", ...rest] = pathname.split("/");
  if (!isPrefixedLocale(first)) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: first, path: `/${rest.join("/")}` };
}

/** Whether the page at this English path exists in every language. */
export function isTranslatedPage(path: string): boolean {
  return TRANSLATED_PAGES.some((pattern) => pattern.test(path));
}

/** The page's path in each language (hreflang, the sitemap, the language menu), or null when it has only English. */
export function languagePaths(path: string): Record<Locale, string> | null {
  if (!isTranslatedPage(path)) return null;
  return Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, path)])) as Record<Locale, string>;
}

/**
 * The first segments of the English app's paths that come through the proxy: the folders of `app/(en)`,
 * the icons and manifest Next serves from `app/`, `public/icons` and Next's own `_next`. Any other first
 * segment that is not a language names no page (tests/unit/route-segments.test.ts holds this to the disk).
 */
export const ENGLISH_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  "about",
  "admin",
  "auth",
  "cards",
  "daily",
  "dev",
  "faq",
  "how-to-use",
  "maintenance",
  "privacy",
  "readings",
  "stripe",
  "terms",
  "unsubscribe",
  // The proxy's own not-found rewrite target (NOT_FOUND_PATH): Next runs the proxy again on it.
  "not-found",
  "icon.svg",
  "apple-icon.png",
  "manifest.webmanifest",
  "icons",
  "_next",
]);

/** Whether a path's first segment names no page of ours in any language (`/nl/faq`, `/en/faq`, `/wp-admin`). */
export function isUnknownFirstSegment(pathname: string): boolean {
  const first = pathname.split("/")[1] ?? "";
  return first !== "" && !isPrefixedLocale(first) && !ENGLISH_FIRST_SEGMENTS.has(first);
}

/**
 * Where the proxy sends a path that names no page: one no route matches (two segments, so that `/[locale]`
 * cannot take it for a language), answered by app/not-found.tsx with 404 whatever the method or header.
 */
export const NOT_FOUND_PATH = "/not-found/page";
