"use client";

import dynamic from "next/dynamic";
import { useAppState } from "@/components/app-state";
import { AccountWords } from "@/components/i18n/account-words";
import { useOpenedOnce } from "@/components/use-opened-once";

const UpgradeModal = dynamic(() => import("./upgrade-modal").then((module) => module.UpgradeModal), { ssr: false });

/** The upgrade modal (and the payments client with zod) loads the first time it opens, never with a page, with its words. */
export function LazyUpgradeModal({ appName }: { appName: string }) {
  const { isUpgradeModalOpen } = useAppState();
  return useOpenedOnce(isUpgradeModalOpen) ? (
    <AccountWords>
      <UpgradeModal appName={appName} />
    </AccountWords>
  ) : null;
}
