"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/languages";

/** What every page's client components speak with: the header's words and the crash page's. */
export type ShellMessages = Pick<Messages, "shell" | "crash">;

/**
 * The account's words and the API's refusals: the dialogs (sign-in, profile, subscribe, referrals) load
 * them with their code (components/i18n/account-words.tsx); the pages that show them at once hand them down
 * (components/i18n/page-messages.tsx).
 */
export type AccountAreas = Pick<Messages, "account" | "errors">;

/** The reading screen's and the journal's words, handed only to the pages that show them (ScreenMessages). */
export type ScreenAreas = Pick<Messages, "reading" | "journal" | "categories">;

/** Every area the browser's screens speak with; the static pages' words stay on the server. */
export type ClientMessages = ShellMessages & AccountAreas & ScreenAreas;

type PageLanguage = { locale: Locale; messages: ShellMessages & Partial<AccountAreas & ScreenAreas> };

const PageLanguageContext = createContext<PageLanguage | null>(null);

/** Hands the page's language and the shell's words to every client component below (components/site-shell.tsx). */
export function MessagesProvider({ locale, messages, children }: { locale: Locale; messages: ShellMessages; children: ReactNode }) {
  return <PageLanguageContext value={{ locale, messages }}>{children}</PageLanguageContext>;
}

/** Adds more areas' words below it, for the components that speak with them. */
export function AreasProvider({ messages, children }: { messages: Partial<AccountAreas & ScreenAreas>; children: ReactNode }) {
  const page = usePageLanguage();
  const value = useMemo(() => ({ locale: page.locale, messages: { ...page.messages, ...messages } }), [page, messages]);
  return <PageLanguageContext value={value}>{children}</PageLanguageContext>;
}

function usePageLanguage(): PageLanguage {
  const language = useContext(PageLanguageContext);
  if (!language) throw new Error("A screen's words were asked for outside MessagesProvider");
  return language;
}

const OPTIONAL_AREAS = ["account", "errors", "reading", "journal", "categories"] as const;

/**
 * The words of the page's language: `const { reading } = useMessages()`. An area no provider above handed
 * down says so when it is read, rather than reading as undefined.
 */
export function useMessages(): ClientMessages {
  const { messages } = usePageLanguage();
  const missing = OPTIONAL_AREAS.filter((area) => messages[area] === undefined);
  if (missing.length === 0) return messages as ClientMessages;
  const refusals = Object.fromEntries(
    missing.map((area) => [
      area,
      {
        get: () => {
          throw new Error(`The ${area} words were asked for where no provider hands them down`);
        },
      },
    ]),
  );
  return Object.defineProperties({ ...messages }, refusals) as ClientMessages;
}

/** Whether the account's words are here already (handed down by the page, or loaded by a dialog above). */
export function useHasAccountWords(): boolean {
  const { messages } = usePageLanguage();
  return messages.account !== undefined && messages.errors !== undefined;
}

/** The page's language (for `Intl` formats and localized paths). */
export function useLocale(): Locale {
  return usePageLanguage().locale;
}
