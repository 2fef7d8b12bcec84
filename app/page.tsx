import type { Metadata } from "next";
import Link from "next/link";
import buttonStyles from "@/components/button.module.css";
import { getConfig } from "@/lib/config";
import styles from "./page.module.css";

// The root layout's title template applies only below it, so Home spells its title out.
export function generateMetadata(): Metadata {
  return { title: { absolute: `Home - ${getConfig().appName}` } };
}

export default function HomePage() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        Ask the cards
      </h1>
      <p className={styles.lead}>
        Hold a question in mind, choose a spread and draw from the 22 Major Arcana. Each reading is written for your
        question and the cards you draw.
      </p>
      <Link href="/how-to-use" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
        How a reading works
      </Link>
    </section>
  );
}
