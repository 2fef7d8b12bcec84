"use client";

import dynamic from "next/dynamic";
import { useAppState } from "@/components/app-state";
import { AccountWords, loadAccountWords } from "@/components/i18n/account-words";
import { useOpenedOnce } from "@/components/use-opened-once";
import type { Locale } from "@/lib/i18n/locales";

const loadAuthDialog = () => import("./auth-dialog");
const AuthDialog = dynamic(() => loadAuthDialog().then((module) => module.AuthDialog), { ssr: false });

/**
 * The dialog's code (and the API client with zod) loads the first time it opens, never with a page:
 * evaluating it right after hydration was the largest long task of a phone's page load. Its words (the
 * account's, in the page's language) load with it.
 */
export function LazyAuthDialog() {
  const { isAuthModalOpen } = useAppState();
  return useOpenedOnce(isAuthModalOpen) ? (
    <AccountWords>
      <AuthDialog />
    </AccountWords>
  ) : null;
}

/** Starts loading the dialog and its words when someone is about to open it (a pointer over, or focus on, its button). */
export function preloadAuthDialog(locale: Locale): void {
  void loadAuthDialog();
  void loadAccountWords(locale).catch(() => undefined);
}
