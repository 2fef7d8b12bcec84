"use client";

import { usePagePath } from "./page-path";
import { useEffect, useState } from "react";
import buttonStyles from "@/components/button.module.css";
import type { Locale } from "@/lib/i18n/locales";
import { preferredLocale } from "@/lib/i18n/negotiate";
import { languagePaths, splitLocalePath } from "@/lib/i18n/paths";
import { rememberLocale, rememberedLocale } from "./remembered-locale";
import styles from "./language-suggestion.module.css";

type LanguagesModule = typeof import("../../languages/en/messages/languages");
type SuggestionWords = LanguagesModule["default"];

type Offer = { locale: Locale; href: string; words: SuggestionWords };

/**
 * The words of the suggestion of a language, in that language: its folder's `languages` area
 * (`languages/<locale>/messages/languages.ts`), in a chunk of its own loaded when it is offered, so that
 * no page carries another language's words.
 */
function loadSuggestionWords(locale: Locale): Promise<SuggestionWords> {
  return (import(`../../languages/${locale}/messages/languages.ts`) as Promise<LanguagesModule>).then((module) => module.default);
}

/**
 * A first visit whose browser prefers a language we have, on a page that exists in it, is offered that
 * language in one line, in its own words (no redirect: links and crawlers keep the page they asked for).
 * Following it or dismissing it remembers the choice, and the line is not offered again. Fixed at the
 * bottom of the window, so nothing on the page moves when it shows.
 */
export function LanguageSuggestion({ locale }: { locale: Locale }) {
  const pathname = usePagePath();
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    const paths = languagePaths(splitLocalePath(pathname).path);
    // Reading the browser's languages and storage can only happen after hydration.
    const wanted = preferredLocale(navigator.languages ?? [navigator.language]);
    if (!paths || !wanted || wanted === locale || rememberedLocale() !== null) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOffer(null);
      return;
    }
    let current = true;
    loadSuggestionWords(wanted).then(
      (words) => current && setOffer({ locale: wanted, href: paths[wanted], words }),
      // Words that cannot be loaded (offline): nothing is offered.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pathname, locale]);

  if (!offer) return null;
  const { words } = offer;
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
