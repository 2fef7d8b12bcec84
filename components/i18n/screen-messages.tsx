import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { ScreenMessagesProvider } from "./messages-provider";

/**
 * The reading screen's and the journal's words, for the pages that show them (the home page, My Readings,
 * a reading, its check-in): the other pages' payloads leave them out.
 */
export function ScreenMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { reading, journal } = messagesFor(locale);
  return <ScreenMessagesProvider messages={{ reading, journal }}>{children}</ScreenMessagesProvider>;
}
