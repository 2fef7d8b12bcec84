"use client";

import dynamic from "next/dynamic";
import { useAppState } from "@/components/app-state";
import { useOpenedOnce } from "@/components/use-opened-once";

const loadAuthDialog = () => import("./auth-dialog");
const AuthDialog = dynamic(() => loadAuthDialog().then((module) => module.AuthDialog), { ssr: false });

/**
 * The dialog's code (and the API client with zod) loads the first time it opens, never with a page:
 * evaluating it right after hydration was the largest long task of a phone's page load.
 */
export function LazyAuthDialog() {
  const { isAuthModalOpen } = useAppState();
  return useOpenedOnce(isAuthModalOpen) ? <AuthDialog /> : null;
}

/** Starts loading the dialog when someone is about to open it (a pointer over, or focus on, its button). */
export function preloadAuthDialog(): void {
  void loadAuthDialog();
}
