import Link from "next/link";
import type { ReactNode } from "react";
import buttonStyles from "@/components/button.module.css";
import prose from "@/components/content/prose.module.css";
import type { Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import styles from "./about.module.css";

type Feature = { title: string; text: string };

/** Each feature's symbol, in the order of the four features (docs/product.md#information-pages). */
const SYMBOLS = ["✦", "☾", "✧", "☉"] as const;

/**
 * The About page in any language: the mission, the four features and the two ways on. The ids and
 * classes live here once; each language's file (en.tsx, de.tsx, …) brings its words.
 */
export function AboutArticle({
  locale,
  title,
  lead,
  body,
  featuresTitle,
  features,
  startReading,
  howToUse,
}: {
  locale: Locale;
  title: string;
  lead: ReactNode;
  /** The paragraphs between the lead and the features. */
  body: ReactNode;
  featuresTitle: string;
  features: readonly [Feature, Feature, Feature, Feature];
  startReading: string;
  howToUse: string;
}) {
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
        <Link href="/" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          {startReading}
        </Link>
        <Link href={localePath(locale, "/how-to-use")} className={buttonStyles.button}>
          {howToUse}
        </Link>
      </div>
    </article>
  );
}
