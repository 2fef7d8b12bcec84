import type { Metadata } from "next";
import Link from "next/link";
import buttonStyles from "@/components/button.module.css";
import prose from "@/components/content/prose.module.css";
import { getConfig } from "@/lib/config";
import { pageMetadata } from "@/lib/seo";
import styles from "./about.module.css";

export function generateMetadata(): Metadata {
  const { appName } = getConfig();
  return pageMetadata({
    title: "About",
    description: `${appName} writes private, thoughtful tarot readings with AI from the 22 Major Arcana, as a tool for reflection that anyone can use.`,
    path: "/about",
  });
}

const FEATURES = [
  {
    symbol: "✦",
    title: "Divine Messages",
    text: "Every reading is written for your question and the cards you drew, linking each card to its place in the spread.",
  },
  {
    symbol: "☾",
    title: "Mystical for All",
    text: "No experience needed. Plain, warm language makes tarot welcoming, whether it is your first reading or your hundredth.",
  },
  {
    symbol: "✧",
    title: "Magic in Moments",
    text: "Draw your cards and receive your interpretation in moments, whenever a question is on your mind.",
  },
  {
    symbol: "☉",
    title: "Sacred & Private",
    text: "Your questions and readings belong to you. They are never shared, and we never sell your data.",
  },
] as const;

export default function AboutPage() {
  const { appName } = getConfig();
  return (
    <article className={prose.page} aria-labelledby="about-title">
      <h1 id="about-title">About</h1>
      <p className={prose.lead}>
        {appName} is a quiet place to bring a question and look at it from a new angle.
      </p>
      <p>
        We write tarot readings with AI, drawing on the 22 Major Arcana: the cards that speak to life&apos;s larger
        turns, from new beginnings and hard choices to endings and renewal. You bring the question; the cards you draw
        shape the story, and our writer puts it into words.
      </p>
      <p>
        We see tarot as a tool for reflection, not a prophecy. A reading will not decide for you, but it can help you
        notice what you already feel and think about your next step with a clearer head.
      </p>
      <p>
        Tarot here is for everyone. There is nothing to memorise, your readings stay private, and every account gets
        three free readings a month.
      </p>

      <section aria-labelledby="about-features">
        <h2 id="about-features">What you will find here</h2>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <span className={styles.symbol} aria-hidden="true">
                {feature.symbol}
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={prose.actions}>
        <Link href="/" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          Start a reading
        </Link>
        <Link href="/how-to-use" className={buttonStyles.button}>
          How to Use
        </Link>
      </div>
    </article>
  );
}
