"use client";

import { useId, useState } from "react";
import { useFailureMessage } from "@/components/i18n/failure-message";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { rememberLocale } from "@/components/i18n/remembered-locale";
import { savePreferences } from "@/lib/client/api/auth";
import { notify } from "@/lib/client/toast";
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from "@/lib/i18n/locales";
import selectStyles from "@/components/setting-select.module.css";
import styles from "./language-select.module.css";
import { pathInLanguage } from "./path-in-language";

/**
 * The profile's 'Language': the six languages by their own names, showing the page's. A choice is kept
 * with the account (mail and push speak it) and on this browser, then the page loads again in it: a full
 * load, since another language is another value of the root layout's `[locale]`. A refused save says why and keeps the page's.
 */
export function LanguageSelect() {
  const locale = useLocale();
  const { account } = useMessages();
  const failureMessage = useFailureMessage();
  const [chosen, setChosen] = useState<Locale>(locale);
  const [isSaving, setIsSaving] = useState(false);
  const selectId = useId();

  const choose = async (next: Locale) => {
    if (next === locale) return;
    setChosen(next);
    setIsSaving(true);
    const result = await savePreferences({ locale: next });
    if (result.kind !== "done") {
      void notify.error(failureMessage(result, { broken: account.profile.languageFailed }));
      setChosen(locale);
      setIsSaving(false);
      return;
    }
    rememberLocale(next);
    // The select stays busy until the browser has left.
    window.location.assign(pathInLanguage(window.location.pathname, next));
  };

  return (
    <div className={styles.language}>
      <label htmlFor={selectId}>{account.profile.language}</label>
      <select
        id={selectId}
        className={selectStyles.select}
        value={chosen}
        disabled={isSaving}
        aria-busy={isSaving}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void choose(next);
        }}
        data-testid="profile-language"
      >
        {LOCALES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LOCALE_NAMES[each]}
          </option>
        ))}
      </select>
    </div>
  );
}
