import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AppStateProvider } from "@/components/app-state";
import { LazyAuthDialog } from "@/components/auth/lazy-auth-dialog";
import { LanguageSuggestion } from "@/components/i18n/language-suggestion";
import { MessagesProvider, type ShellMessages } from "@/components/i18n/messages-provider";
import { LazyReferralDialog } from "@/components/referrals/lazy-referral-dialog";
import { ReferralCapture } from "@/components/referral-capture";
import { LazyUpgradeModal } from "@/components/billing/lazy-upgrade-modal";
import { ScrollToTop } from "@/components/scroll-to-top";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { LazyToaster } from "@/components/lazy-toaster";
import { getConfig } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/fill";
import { FREE_READINGS_PER_MONTH } from "@/lib/tarot/entitlements";
import { messagesFor, type Messages } from "@/languages";

/**
 * The metadata every page starts from, in its language: the title template, the site's description (the
 * home page's, which has none of its own) and APP_URL as the base of every URL.
 */
export function shellMetadata(locale: Locale): Metadata {
  const { appName, appUrl } = getConfig();
  return {
    metadataBase: new URL(appUrl),
    title: { template: `%s - ${appName}`, default: appName },
    description: messagesFor(locale).site.description,
    applicationName: appName,
  };
}

export const shellViewport: Viewport = {
  themeColor: "#120c24",
  width: "device-width",
  initialScale: 1,
};

/**
 * What every page's client components need of the catalog: the header's words and the crash page's. The
 * account's words come with the dialogs that show them (components/i18n/account-words.tsx), the reading
 * screen's and the journal's with their pages (ScreenMessages).
 */
function shellMessages({ shell, crash }: Messages): ShellMessages {
  return { shell, crash };
}

/**
 * The document around every page, in one language (docs/architecture.md#languages): `<html lang>`, the
 * header, the footer with its language menu, and the app's dialogs. The root layout (app/[locale]/layout.tsx)
 * renders it for every page, and the not-found page of a path no route matches (app/global-not-found.tsx).
 */
export function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { appName, supportEmail } = getConfig();
  const messages = messagesFor(locale);
  return (
    <html lang={locale}>
      <body>
        <a href="#main" className="skip-link">
          {messages.shell.skipToContent}
        </a>
        <MessagesProvider locale={locale} messages={shellMessages(messages)}>
          <AppStateProvider>
            <ScrollToTop />
            <ReferralCapture welcome={fill(messages.account.invited.welcome, { free: FREE_READINGS_PER_MONTH })} />
            <LanguageSuggestion locale={locale} />
            <SiteHeader appName={appName} locale={locale} labels={{ ...messages.shell, homeLabel: fill(messages.shell.homeLabel, { appName }) }} />
            <LazyAuthDialog />
            <LazyReferralDialog />
            <LazyUpgradeModal appName={appName} />
            <main id="main">{children}</main>
            <SiteFooter appName={appName} supportEmail={supportEmail} locale={locale} />
            <LazyToaster label={messages.account.toasts.label} />
          </AppStateProvider>
        </MessagesProvider>
      </body>
    </html>
  );
}
