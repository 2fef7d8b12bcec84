"use client";

import { usePagePath } from "./page-path";
import { LOCALES, LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/languages";
import { languagePaths, splitLocalePath } from "@/lib/i18n/paths";
import { rememberLocale } from "./remembered-locale";
import styles from "./language-menu.module.css";

/**
 * The footer's language menu: this page in each language, on the pages that exist in all of them
 * (lib/i18n/paths.ts). Following a link remembers the choice, so the suggestion is not offered again.
 * Plain links (a full load): another language is another value of the root layout's `[locale]`.
 */
export function LanguageMenu({ locale, labels }: { locale: Locale; labels: Pick<Messages["languages"], "menuLabel" | "thisPageIn"> }) {
  const paths = languagePaths(splitLocalePath(usePagePath()).path);
  if (!paths) return null;
  return (
    <nav className={styles.menu} aria-label={labels.menuLabel}>
      <span className={styles.label}>{labels.thisPageIn}</span>
      <ul className={styles.list}>
        {LOCALES.map((each) => (
          <li key={each}>
            {each === locale ? (
              <span aria-current="page" lang={each}>
                {LOCALE_NAMES[each]}
              </span>
            ) : (
              <a href={paths[each]} hrefLang={each} lang={each} onClick={() => rememberLocale(each)}>
                {LOCALE_NAMES[each]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
