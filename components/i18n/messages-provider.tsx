"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

/** The catalog areas the browser's screens speak with; the static pages' words stay on the server. */
export type ClientMessages = Pick<Messages, "reading" | "account" | "journal" | "errors" | "shell" | "categories" | "crash">;

type PageLanguage = { locale: Locale; messages: ClientMessages };

const PageLanguageContext = createContext<PageLanguage | null>(null);

/** Hands the page's language and its screens' words to every client component below (components/site-shell.tsx). */
export function MessagesProvider({ locale, messages, children }: PageLanguage & { children: ReactNode }) {
  return <PageLanguageContext value={{ locale, messages }}>{children}</PageLanguageContext>;
}

function usePageLanguage(): PageLanguage {
  const language = useContext(PageLanguageContext);
  if (!language) throw new Error("A screen's words were asked for outside MessagesProvider");
  return language;
}

/** The words of the page's language: `const { reading } = useMessages()`. */
export function useMessages(): ClientMessages {
  return usePageLanguage().messages;
}

/** The page's language (for `Intl` formats and localized paths). */
export function useLocale(): Locale {
  return usePageLanguage().locale;
}
