import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AppStateProvider } from "@/components/app-state";
import { LazyAuthDialog } from "@/components/auth/lazy-auth-dialog";
import { LazyReferralDialog } from "@/components/referrals/lazy-referral-dialog";
import { ReferralCapture } from "@/components/referral-capture";
import { LazyUpgradeModal } from "@/components/billing/lazy-upgrade-modal";
import { ScrollToTop } from "@/components/scroll-to-top";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { LazyToaster } from "@/components/lazy-toaster";
import { getConfig } from "@/lib/config";
import "./globals.css";

export function generateMetadata(): Metadata {
  const { appName, appUrl } = getConfig();
  return {
    metadataBase: new URL(appUrl),
    title: { template: `%s - ${appName}`, default: appName },
    description: "AI-written tarot readings from the 22 Major Arcana: ask a question, draw your cards, reflect.",
    applicationName: appName,
  };
}

export const viewport: Viewport = {
  themeColor: "#120c24",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const { appName, supportEmail } = getConfig();
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <AppStateProvider>
          <ScrollToTop />
          <ReferralCapture />
          <SiteHeader appName={appName} />
          <LazyAuthDialog />
          <LazyReferralDialog />
          <LazyUpgradeModal appName={appName} />
          <main id="main">{children}</main>
          <SiteFooter appName={appName} supportEmail={supportEmail} />
          <LazyToaster />
        </AppStateProvider>
      </body>
    </html>
  );
}
