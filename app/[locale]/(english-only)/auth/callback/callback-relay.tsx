"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";
import prose from "@/components/content/prose.module.css";
import { messageFromCallbackFragment } from "@/lib/client/popup-sign-in";
import { GoHomeActions } from "@/components/content/go-home-actions";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/languages";

const neverChanges = () => () => {};

/** The window that opened this popup, while it is still there to receive the token. */
function liveOpener(): Window | null {
  try {
    const opener: Window | null = window.opener;
    return opener && !opener.closed ? opener : null;
  } catch {
    return null;
  }
}

const hasLiveOpener = () => liveOpener() !== null;

/** The language of the page that opened the popup (same origin), so the popup speaks it; English without one. */
function openerLocale(): Locale {
  try {
    const lang = liveOpener()?.document.documentElement.lang ?? "";
    return isLocale(lang) ? lang : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

const englishOnTheServer = (): Locale => DEFAULT_LOCALE;

/** Posts the fragment's ID token (or error) to the opener, same origin only, and closes the popup. */
export function CallbackRelay({ words: wordsByLocale }: { words: Record<Locale, Messages["pages"]["popup"]> }) {
  // The server cannot see the opener; it renders the usual "finishing" text in English and the browser corrects both.
  const connected = useSyncExternalStore(neverChanges, hasLiveOpener, () => true);
  const locale = useSyncExternalStore<Locale>(neverChanges, openerLocale, englishOnTheServer);
  const words = wordsByLocale[locale];
  // React's development double effect must not post twice: the second run would find the fragment gone.
  const relayed = useRef(false);

  useEffect(() => {
    if (relayed.current) return;
    relayed.current = true;
    const message = messageFromCallbackFragment(window.location.hash);
    // The ID token must not stay in the address bar or the session history.
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    const opener = liveOpener();
    if (!opener) return;
    opener.postMessage(message, window.location.origin);
    window.close();
  }, []);

  const title = (
    <h1 id="auth-callback-title" lang={locale}>
      {words.title}
    </h1>
  );
  if (connected) {
    return (
      <>
        {title}
        <p className={prose.lead} lang={locale}>
          {words.finishing}
        </p>
      </>
    );
  }
  return (
    <>
      {title}
      <p className={prose.lead}>{words.disconnected}</p>
      <GoHomeActions label={words.goHome} />
    </>
  );
}
