import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { DailyCardPanel } from "@/components/daily/daily-card-panel";
import { ReadingScreen } from "@/components/reading/reading-screen";
import { getConfig } from "@/lib/config";
import styles from "./page.module.css";

// The root layout's title template applies only below it, so Home spells its title out.
export function generateMetadata(): Metadata {
  return { title: { absolute: `Home - ${getConfig().appName}` } };
}

export default async function HomePage() {
  // Rendered per request so that every script carries this response's CSP nonce (proxy.ts):
  // this page shows the user's question and the AI's reading.
  await connection();
  return (
    <>
      <div className={styles.top}>
        <section className={styles.hero} aria-labelledby="home-title">
          <h1 id="home-title" className={styles.title}>
            Ask the cards
          </h1>
          <p className={styles.lead}>
            Hold a question in mind, choose a spread and draw from the 22 Major Arcana.{" "}
            <Link href="/how-to-use">How a reading works</Link>
          </p>
        </section>
        <DailyCardPanel className={styles.daily} />
      </div>
      <ReadingScreen />
    </>
  );
}
