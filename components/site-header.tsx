"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useAppState } from "./app-state";
import { preloadAuthDialog } from "./auth/lazy-auth-dialog";
import buttonStyles from "./button.module.css";
import styles from "./site-header.module.css";

const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/faq", label: "FAQ" },
] as const;

export function SiteHeader({ appName }: { appName: string }) {
  const pathname = usePathname();
  const { user, isUserLoading, setAuthModalOpen, setUpgradeModalOpen } = useAppState();

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={`${appName} home`}>
          <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2l1.9 6.1L20 10l-6.1 1.9L12 18l-1.9-6.1L4 10l6.1-1.9zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z"
            />
          </svg>
          {appName}
        </Link>
        <nav className={styles.nav} aria-label="Main">
          {NAV_LINKS.map((link) => (
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
                <span className={styles.premiumBadge}>Premium</span>
              ) : (
                <button type="button" className={buttonStyles.button} aria-haspopup="dialog" onClick={() => setUpgradeModalOpen(true)}>
                  Free
                </button>
              )}
              <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => setAuthModalOpen(true)}>
                Profile
              </button>
            </>
          ) : (
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
              onPointerEnter={preloadAuthDialog}
              onFocus={preloadAuthDialog}
              onClick={() => setAuthModalOpen(true)}
            >
              Sign In
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
