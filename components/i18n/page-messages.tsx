import type { ReactNode } from "react";
import { messagesFor } from "@/languages";
import type { Locale } from "@/lib/i18n/locales";
import { AreasProvider } from "./messages-provider";

/**
 * The account's words and the API's refusals for a page that shows them at once (the payment pages, the
 * unsubscribe page): every other page leaves them out of its payload, and its dialogs load them
 * (components/i18n/account-words.tsx).
 */
export function AccountMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { account, errors } = messagesFor(locale);
  return <AreasProvider messages={{ account, errors }}>{children}</AreasProvider>;
}
