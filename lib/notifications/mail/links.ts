import "server-only";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";

/**
 * Where a signed unsubscribe token is used: the signed-out page a person opens from the mail's footer
 * (GET changes nothing, so link scanners unsubscribe nobody), and the one-click address of the
 * List-Unsubscribe header that mail clients POST to (RFC 8058).
 */
export const UNSUBSCRIBE_PAGE_PATH = "/unsubscribe";
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe";

/** The signed-out unsubscribe page in the reader's language (`/de/unsubscribe?token=…`; English unprefixed). */
export function unsubscribePageUrl(appUrl: string, token: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${appUrl}${localePath(locale, UNSUBSCRIBE_PAGE_PATH)}?token=${encodeURIComponent(token)}`;
}

/** The one-click address of the same token as a page URL (in any language: it keeps only the token). */
export function oneClickUnsubscribeUrl(pageUrl: string): string {
  const url = new URL(pageUrl);
  return `${url.origin}${ONE_CLICK_UNSUBSCRIBE_PATH}${url.search}`;
}

/** The pages a message links to that exist in every language: home, a reading (its check-in), unsubscribing. */
const PAGES_IN_EVERY_LANGUAGE = [/^\/$/, /^\/readings\//, /^\/unsubscribe$/];

/**
 * One of our addresses in the reader's language when its page exists there (`https://app/readings/1/check-in`
 * → `https://app/de/readings/1/check-in`); English, other pages and other sites' addresses as they are.
 */
export function localizedUrl(appUrl: string, url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !url.startsWith(`${appUrl}/`)) return url;
  const rest = url.slice(appUrl.length);
  const end = rest.search(/[?#]/);
  const path = end === -1 ? rest : rest.slice(0, end);
  if (!PAGES_IN_EVERY_LANGUAGE.some((page) => page.test(path))) return url;
  return `${appUrl}${localePath(locale, path)}${end === -1 ? "" : rest.slice(end)}`;
}
