"use client";

import { usePagePath } from "./page-path";
import { useEffect, useState } from "react";
import buttonStyles from "@/components/button.module.css";
import type { Locale } from "@/lib/i18n/locales";
import { preferredLocale } from "@/lib/i18n/negotiate";
import { languagePaths, splitLocalePath } from "@/lib/i18n/paths";
import { rememberLocale, rememberedLocale } from "./remembered-locale";
import styles from "./language-suggestion.module.css";

/** The suggestion's words in each language: it is said in the language it offers. */
export type SuggestionLabels = Record<Locale, { suggestion: string; suggestionAction: string; dismiss: string }>;

type Offer = { locale: Locale; href: string };

/**
 * A first visit whose browser prefers a language we have, on a page that exists in it, is offered that
 * language in one line (no redirect: links and crawlers keep the page they asked for). Following it or
 * dismissing it remembers the choice, and the line is not offered again. Fixed at the bottom of the
 * window, so nothing on the page moves when it shows.
 */
export function LanguageSuggestion({ locale, labels }: { locale: Locale; labels: SuggestionLabels }) {
  const pathname = usePagePath();
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    const paths = languagePaths(splitLocalePath(pathname).path);
    const wanted = preferredLocale(navigator.languages ?? [navigator.language]);
    // Reading the browser's languages and storage can only happen after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOffer(paths && wanted && wanted !== locale && rememberedLocale() === null ? { locale: wanted, href: paths[wanted] } : null);
  }, [pathname, locale]);

  if (!offer) return null;
  const words = labels[offer.locale];
  const keep = (chosen: Locale) => {
    rememberLocale(chosen);
    setOffer(null);
  };
  return (
    <aside className={styles.suggestion} lang={offer.locale} aria-label={words.suggestion} data-testid="language-suggestion">
      <p className={styles.text}>{words.suggestion}</p>
      <a className={`${buttonStyles.button} ${buttonStyles.primary}`} href={offer.href} hrefLang={offer.locale} onClick={() => rememberLocale(offer.locale)}>
        {words.suggestionAction}
      </a>
      <button type="button" className={buttonStyles.button} onClick={() => keep(locale)}>
        {words.dismiss}
      </button>
    </aside>
  );
}
