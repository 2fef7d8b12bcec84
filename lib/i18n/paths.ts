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
 * The first segments of English pages' paths: the folders of `app/[locale]` and of its `(english-only)` group
 * (tests/unit/route-segments.test.ts holds this to the disk). proxy.ts rewrites such a path to the `/en/…`
 * path its page is rendered at.
 */
export const ENGLISH_PAGE_SEGMENTS: ReadonlySet<string> = new Set([
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
]);

/**
 * The first segments of what comes through the proxy and is no page: the icons and manifest Next serves from
 * `app/`, `public/icons`, Next's own `_next`, and the proxy's own not-found target (NOT_FOUND_PATH).
 */
export const FILE_SEGMENTS: ReadonlySet<string> = new Set(["icon.svg", "apple-icon.png", "manifest.webmanifest", "icons", "_next", "not-found"]);

/**
 * Whether a path can name a page (docs/architecture.md#languages): an English page's path, unprefixed; a
 * page every language has, under another language's prefix; or one of the files above. Not `/en/faq`
 * (English has no prefix), `/nl/faq`, `/de/admin` (a page in English only) or `/wp-admin`.
 */
export function isPagePath(pathname: string): boolean {
  const [, first = ""] = pathname.split("/");
  if (FILE_SEGMENTS.has(first) || first === "" || ENGLISH_PAGE_SEGMENTS.has(first)) return true;
  return isPrefixedLocale(first) && isTranslatedPage(splitLocalePath(pathname).path);
}

/** The language every page is rendered under that English's paths leave out (`/faq` is rendered at `/en/faq`). */
const ENGLISH_PREFIX = `/${DEFAULT_LOCALE}`;

/**
 * next.config.ts's rewrites of English pages' paths to the `/en/…` paths their pages are rendered at, under
 * app/[locale]: made by the server's router after proxy.ts, unseen by the reader (no redirect, no `/en` in
 * any address).
 */
export const ENGLISH_REWRITES: { source: string; destination: string }[] = [
  { source: "/", destination: ENGLISH_PREFIX },
  {
    source: `/:page(${[...ENGLISH_PAGE_SEGMENTS].filter((segment) => segment !== "cards").join("|")})/:rest*`,
    destination: `${ENGLISH_PREFIX}/:page/:rest*`,
  },
  // The card pages share their folder with the card images (public/cards/*.jpg), which these rewrites, made
  // before the file system, must leave to it: only a slug names a page.
  { source: "/cards/:slug([a-z0-9-]+)", destination: `${ENGLISH_PREFIX}/cards/:slug` },
];

/**
 * A page's path as its reader's address bar has it, from the path it was rendered at: the same `/faq` when
 * an English page was prerendered at `/en/faq` as in the browser (so that what a component draws from the
 * path hydrates unchanged); other paths as they are.
 */
export function publicPath(pathname: string): string {
  if (pathname === ENGLISH_PREFIX) return "/";
  return pathname.startsWith(`${ENGLISH_PREFIX}/`) ? pathname.slice(ENGLISH_PREFIX.length) : pathname;
}

/**
 * Where the proxy sends a path that names no page: one no route matches (two segments, under no page of
 * `app/[locale]`), answered by app/global-not-found.tsx with 404 whatever the method or header.
 */
export const NOT_FOUND_PATH = "/not-found/page";
