"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/languages";

/** What every page's client components speak with: the shell, its dialogs and the API's refusals. */
export type ShellMessages = Pick<Messages, "account" | "errors" | "shell" | "categories" | "crash">;

/** The words of the reading screen and the journal, handed only to the pages that show them (components/i18n/screen-messages.tsx). */
export type ScreenAreas = Pick<Messages, "reading" | "journal">;

/** Every area the browser's screens speak with; the static pages' words stay on the server. */
export type ClientMessages = ShellMessages & ScreenAreas;

type PageLanguage = { locale: Locale; messages: ShellMessages & Partial<ScreenAreas> };

const PageLanguageContext = createContext<PageLanguage | null>(null);

/** Hands the page's language and the shell's words to every client component below (components/site-shell.tsx). */
export function MessagesProvider({ locale, messages, children }: { locale: Locale; messages: ShellMessages; children: ReactNode }) {
  return <PageLanguageContext value={{ locale, messages }}>{children}</PageLanguageContext>;
}

/** Adds the reading screen's and the journal's words below it, for the pages that show them. */
export function ScreenMessagesProvider({ messages, children }: { messages: ScreenAreas; children: ReactNode }) {
  const page = usePageLanguage();
  const value = useMemo(() => ({ locale: page.locale, messages: { ...page.messages, ...messages } }), [page, messages]);
  return <PageLanguageContext value={value}>{children}</PageLanguageContext>;
}

function usePageLanguage(): PageLanguage {
  const language = useContext(PageLanguageContext);
  if (!language) throw new Error("A screen's words were asked for outside MessagesProvider");
  return language;
}

/**
 * The words of the page's language: `const { reading } = useMessages()`. The reading screen's and the
 * journal's are there only below ScreenMessages: asked for elsewhere, they say so rather than read as undefined.
 */
export function useMessages(): ClientMessages {
  const { messages } = usePageLanguage();
  if (messages.reading && messages.journal) return messages as ClientMessages;
  const missing = (area: string) => () => {
    throw new Error(`The ${area} words were asked for on a page without ScreenMessages`);
  };
  return Object.defineProperties({ ...messages }, { reading: { get: missing("reading") }, journal: { get: missing("journal") } }) as ClientMessages;
}

/** The page's language (for `Intl` formats and localized paths). */
export function useLocale(): Locale {
  return usePageLanguage().locale;
}
