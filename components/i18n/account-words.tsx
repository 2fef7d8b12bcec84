"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { AreasProvider, useHasAccountWords, useLocale, type AccountAreas } from "./messages-provider";

type DialogsModule = typeof import("../../languages/en/messages/dialogs");

const loading = new Map<Locale, Promise<AccountAreas>>();

/**
 * A language's account words and the API's refusals, in a chunk of their own (one per language's folder,
 * `languages/<locale>/messages/dialogs.ts`), loaded the first time a dialog needs them: they are in no
 * page's payload. A load that fails is tried again the next time.
 */
export function loadAccountWords(locale: Locale): Promise<AccountAreas> {
  let words = loading.get(locale);
  if (!words) {
    words = (import(`../../languages/${locale}/messages/dialogs.ts`) as Promise<DialogsModule>).then(({ account, errors }) => ({ account, errors }));
    words.catch(() => loading.delete(locale));
    loading.set(locale, words);
  }
  return words;
}

/**
 * Renders its children once the account's words of the page's language are here: at once where the page
 * handed them down, else after loading them (a dialog's first opening). Nothing shows until then.
 */
export function AccountWords({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const handedDown = useHasAccountWords();
  const [loaded, setLoaded] = useState<{ locale: Locale; words: AccountAreas } | null>(null);
  useEffect(() => {
    if (handedDown) return;
    let current = true;
    loadAccountWords(locale).then(
      (words) => current && setLoaded({ locale, words }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [handedDown, locale]);
  if (handedDown) return children;
  if (!loaded || loaded.locale !== locale) return null;
  return <AreasProvider messages={loaded.words}>{children}</AreasProvider>;
}
