import { getConfig } from "@/lib/config";

/**
 * Which local provider stands in for a real one (docs/architecture.md#providers), decided from the
 * configuration alone when the server runs, never when it is built. No other import, so that proxy.ts
 * can tell a local provider's pages from the rest without loading the providers themselves.
 */

/** The local identity provider: local providers on and no Google client configured. */
export function localIssuerEnabled(): boolean {
  const config = getConfig();
  return config.localProviders && !config.google.clientId;
}

/** The local checkout and portal: local providers on and no Stripe key configured. */
export function localBillingEnabled(): boolean {
  const config = getConfig();
  return config.localProviders && !config.stripe.secretKey;
}

/** The local outbox (/dev/mailbox): local providers on and no SMTP server configured. */
export function localMailboxEnabled(): boolean {
  const config = getConfig();
  return config.localProviders && !config.mail.smtpUrl;
}

const PROVIDER_PAGES: { path: string; isOn: () => boolean }[] = [
  { path: "/dev/identity", isOn: localIssuerEnabled },
  { path: "/dev/checkout", isOn: localBillingEnabled },
  { path: "/dev/portal", isOn: localBillingEnabled },
  { path: "/dev/mailbox", isOn: localMailboxEnabled },
];

const within = (pathname: string, folder: string) => pathname === folder || pathname.startsWith(`${folder}/`);

/** The local provider whose page `pathname` is (`/dev/...`); any other `/dev` path belongs to none that is on. */
export function localProviderOfPath(pathname: string): { isOn: () => boolean } | undefined {
  if (!within(pathname, "/dev")) return undefined;
  return PROVIDER_PAGES.find((page) => within(pathname, page.path)) ?? { isOn: () => false };
}
