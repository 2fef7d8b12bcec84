import "server-only";

/**
 * Where a signed unsubscribe token is used: the signed-out page a person opens from the mail's footer
 * (GET changes nothing, so link scanners unsubscribe nobody), and the one-click address of the
 * List-Unsubscribe header that mail clients POST to (RFC 8058).
 */
export const UNSUBSCRIBE_PAGE_PATH = "/unsubscribe";
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe";

export function unsubscribePageUrl(appUrl: string, token: string): string {
  return `${appUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The one-click address of the same token as a page URL. */
export function oneClickUnsubscribeUrl(pageUrl: string): string {
  const url = new URL(pageUrl);
  return `${url.origin}${ONE_CLICK_UNSUBSCRIBE_PATH}${url.search}`;
}
