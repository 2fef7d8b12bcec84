import Link from "next/link";
import buttonStyles from "@/components/button.module.css";
import prose from "@/components/content/prose.module.css";
import type { Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import type { AboutWords } from "@/languages/prose";
import styles from "./about.module.css";

/** Each feature's symbol, in the order of the four features (docs/product.md#information-pages). */
const SYMBOLS = ["✦", "☾", "✧", "☉"] as const;

/**
 * The About page in any language: the mission, the four features and the two ways on. The ids and
 * classes live here once; each language's folder brings its words (languages/<locale>/pages/about.tsx).
 */
export function AboutArticle({ locale, words }: { locale: Locale; words: AboutWords }) {
  const { title, lead, body, featuresTitle, features, startReading, howToUse } = words;
  return (
    <article className={prose.page} aria-labelledby="about-title">
      <h1 id="about-title">{title}</h1>
      <p className={prose.lead}>{lead}</p>
      {body}

      <section aria-labelledby="about-features">
        <h2 id="about-features">{featuresTitle}</h2>
        <ul className={styles.features}>
          {features.map((feature, index) => (
            <li key={feature.title} className={styles.feature}>
              <span className={styles.symbol} aria-hidden="true">
                {SYMBOLS[index]}
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={prose.actions}>
        <Link href={localePath(locale, "/")} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          {startReading}
        </Link>
        <Link href={localePath(locale, "/how-to-use")} className={buttonStyles.button}>
          {howToUse}
        </Link>
      </div>
    </article>
  );
}
