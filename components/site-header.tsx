"use client";

import Link from "next/link";
import { usePagePath } from "./i18n/page-path";
import { useAppState } from "./app-state";
import { preloadAuthDialog } from "./auth/lazy-auth-dialog";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/languages";
import { localePath } from "@/lib/i18n/paths";
import buttonStyles from "./button.module.css";
import styles from "./site-header.module.css";

/** The header's words in the page's language, `homeLabel` already filled with the app's name. */
export type HeaderLabels = Messages["shell"];

export function SiteHeader({ appName, locale, labels }: { appName: string; locale: Locale; labels: HeaderLabels }) {
  const pathname = usePagePath();
  const navLinks = [
    { href: localePath(locale, "/"), label: labels.nav.home },
    { href: localePath(locale, "/about"), label: labels.nav.about },
    { href: localePath(locale, "/faq"), label: labels.nav.faq },
  ];
  const { user, isUserLoading, setAuthModalOpen, setUpgradeModalOpen } = useAppState();

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={localePath(locale, "/")} className={styles.logo} aria-label={labels.homeLabel}>
          <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2l1.9 6.1L20 10l-6.1 1.9L12 18l-1.9-6.1L4 10l6.1-1.9zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z"
            />
          </svg>
          {appName}
        </Link>
        <nav className={styles.nav} aria-label={labels.mainNavigation}>
          {navLinks.map((link) => (
            <Link key={link.href} href={link.href} aria-current={pathname === link.href ? "page" : undefined}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className={styles.actions} aria-busy={isUserLoading || undefined}>
          {isUserLoading ? (
            // Holds the place of 'Sign In' while a stored session is checked, so it never flashes for a signed-in user.
            <span className={styles.actionPlaceholder} aria-hidden="true" data-testid="auth-status-loading" />
          ) : user ? (
            <>
              {user.role === "subscribed" ? (
                <span className={styles.premiumBadge}>{labels.premium}</span>
              ) : (
                <button type="button" className={buttonStyles.button} aria-haspopup="dialog" onClick={() => setUpgradeModalOpen(true)}>
                  {labels.free}
                </button>
              )}
              <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => setAuthModalOpen(true)}>
                {labels.profile}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
              onPointerEnter={() => preloadAuthDialog(locale)}
              onFocus={() => preloadAuthDialog(locale)}
              onClick={() => setAuthModalOpen(true)}
            >
              {labels.signIn}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
