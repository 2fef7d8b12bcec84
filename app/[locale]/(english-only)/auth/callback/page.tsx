import type { Metadata } from "next";
import prose from "@/components/content/prose.module.css";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { messagesFor, type Messages } from "@/languages";
import { CallbackRelay } from "./callback-relay";

export const metadata: Metadata = {
  title: messagesFor("en").pages.popup.title,
  robots: { index: false },
};

/** The popup's words in every language: the popup's one address serves them all, and it speaks its opener's. */
function popupWords(): Record<Locale, Messages["pages"]["popup"]> {
  const words: Partial<Record<Locale, Messages["pages"]["popup"]>> = {};
  for (const locale of LOCALES) words[locale] = messagesFor(locale).pages.popup;
  return words as Record<Locale, Messages["pages"]["popup"]>;
}

/** Where the identity provider returns the sign-in popup (docs/architecture.md#a-sign-in); it hands the ID token to the opener. */
export default function AuthCallbackPage() {
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="auth-callback-title">
      <CallbackRelay words={popupWords()} />
    </article>
  );
}
