import type { Metadata } from "next";
import Link from "next/link";
import buttonStyles from "@/components/button.module.css";
import prose from "@/components/content/prose.module.css";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/languages";
import { localePath } from "@/lib/i18n/paths";

/** The not-found page's title and description; Next adds `noindex` to 404 answers itself, and no canonical URL, since it answers any path. */
export function notFoundMetadata(locale: Locale): Metadata {
  const { notFound } = messagesFor(locale);
  return { title: notFound.title, description: notFound.description };
}

/** What the not-found page says, in one language. */
export function NotFoundContent({ locale }: { locale: Locale }) {
  const { notFound } = messagesFor(locale);
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{notFound.title}</h1>
      <p className={prose.lead}>{notFound.lead}</p>
      <div className={prose.actions}>
        <Link href={localePath(locale, "/")} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          {notFound.goHome}
        </Link>
        <Link href={localePath(locale, "/how-to-use")} className={buttonStyles.button}>
          {notFound.browseCards}
        </Link>
      </div>
    </article>
  );
}
