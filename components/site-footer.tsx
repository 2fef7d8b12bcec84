import Link from "next/link";
import { LanguageMenu } from "@/components/i18n/language-menu";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/languages";
import { localePath } from "@/lib/i18n/paths";
import { cardName } from "@/lib/tarot/cards/localized";
import { DECK } from "@/lib/tarot/deck";
import styles from "./site-footer.module.css";

export function SiteFooter({ appName, supportEmail, locale }: { appName: string; supportEmail: string; locale: Locale }) {
  const { footer, languages } = messagesFor(locale);
  const quickLinks = [
    { href: localePath(locale, "/how-to-use"), label: footer.howToUse },
    { href: localePath(locale, "/about"), label: footer.aboutUs },
    { href: localePath(locale, "/faq"), label: footer.faq },
  ];
  const legalLinks = [
    { href: localePath(locale, "/privacy"), label: footer.privacy },
    { href: localePath(locale, "/terms"), label: footer.terms },
  ];
  const [contactBefore, contactAfter] = footer.contactText.split("{email}");
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.sections}>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={styles.heading}>
              {footer.about}
            </h2>
            <p>{fill(footer.aboutText, { appName })}</p>
          </section>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={styles.heading}>
              {footer.quickLinks}
            </h2>
            <ul className={styles.list}>
              {quickLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className={styles.heading}>
              {footer.legal}
            </h2>
            <ul className={styles.list}>
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              {footer.contact}
            </h2>
            <p>
              {contactBefore}
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              {contactAfter}
            </p>
          </section>
        </div>
        <nav className={styles.cards} aria-labelledby="footer-cards">
          <h2 id="footer-cards" className={styles.heading}>
            {footer.majorArcana}
          </h2>
          <ul className={styles.cardGrid}>
            {DECK.map((card) => (
              <li key={card.slug}>
                {/* Not prefetched: a card page's payload preloads its large picture, 22 downloads nobody asked for. */}
                <Link href={localePath(locale, `/cards/${card.slug}`)} prefetch={false}>
                  {cardName(card, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageMenu locale={locale} labels={{ menuLabel: languages.menuLabel, thisPageIn: languages.thisPageIn }} />
        <p className={styles.copyright}>{fill(footer.copyright, { year: new Date().getUTCFullYear(), appName })}</p>
      </div>
    </footer>
  );
}
