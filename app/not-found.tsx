import type { Metadata } from "next";
import Link from "next/link";
import buttonStyles from "@/components/button.module.css";
import prose from "@/components/content/prose.module.css";

// Next adds `noindex` to 404 responses itself; no canonical URL, since this page answers any path.
export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you were looking for does not exist.",
};

export default function NotFound() {
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p className={prose.lead}>
        This page is not in the cards. It may have moved, or the address may be mistyped.
      </p>
      <div className={prose.actions}>
        <Link href="/" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          Go to Home
        </Link>
        <Link href="/how-to-use" className={buttonStyles.button}>
          Browse the cards
        </Link>
      </div>
    </article>
  );
}
