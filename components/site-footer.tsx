import Link from "next/link";
import { DECK } from "@/lib/tarot/deck";
import styles from "./site-footer.module.css";

const QUICK_LINKS = [
  { href: "/how-to-use", label: "How to Use" },
  { href: "/about", label: "About Us" },
  { href: "/faq", label: "FAQ" },
] as const;

const LEGAL_LINKS = [
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
] as const;

export function SiteFooter({ appName, supportEmail }: { appName: string; supportEmail: string }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.sections}>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={styles.heading}>
              About
            </h2>
            <p>
              {appName} gives thoughtful tarot readings written by AI from the 22 Major Arcana. Ask a question, draw your
              cards and reflect on what they say. Your readings stay private.
            </p>
          </section>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={styles.heading}>
              Quick Links
            </h2>
            <ul className={styles.list}>
              {QUICK_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className={styles.heading}>
              Legal
            </h2>
            <ul className={styles.list}>
              {LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              Contact
            </h2>
            <p>
              Questions or billing issues? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </p>
          </section>
        </div>
        <nav className={styles.cards} aria-labelledby="footer-cards">
          <h2 id="footer-cards" className={styles.heading}>
            The Major Arcana
          </h2>
          <ul className={styles.cardGrid}>
            {DECK.map((card) => (
              <li key={card.slug}>
                {/* Not prefetched: a card page's payload preloads its large picture, 22 downloads nobody asked for. */}
                <Link href={`/cards/${card.slug}`} prefetch={false}>
                  {card.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {new Date().getUTCFullYear()} {appName}. Card art: Pamela Colman Smith&apos;s 1909 illustrations (public
          domain).
        </p>
      </div>
    </footer>
  );
}
