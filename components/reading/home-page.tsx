import Link from "next/link";
import { DailyCardPanel } from "@/components/daily/daily-card-panel";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/languages";
import { localePath } from "@/lib/i18n/paths";
import { ReadingScreen } from "./reading-screen";
import styles from "./home-page.module.css";

/**
 * The home page in one language (docs/product.md#reading-screen): the title and lead, the card of the day,
 * and the reading screen. The English page (`/`) and each other language's (`/{locale}`) render it;
 * ScreenMessages hands the screens their words and the cards' names, so the cards' texts stay on the server.
 */
export function HomePage({ locale }: { locale: Locale }) {
  const { home } = messagesFor(locale).reading;
  return (
    <ScreenMessages locale={locale}>
      <div className={styles.top}>
        <section className={styles.hero} aria-labelledby="home-title">
          <h1 id="home-title" className={styles.title}>
            {home.title}
          </h1>
          <p className={styles.lead}>
            {home.lead}{" "}
            <Link href={localePath(locale, "/how-to-use")}>{home.howItWorks}</Link>
          </p>
        </section>
        <DailyCardPanel className={styles.daily} />
      </div>
      <ReadingScreen />
    </ScreenMessages>
  );
}
