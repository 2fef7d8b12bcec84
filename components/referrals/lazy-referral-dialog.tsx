"use client";

import dynamic from "next/dynamic";
import { useAppState } from "@/components/app-state";
import { AccountWords } from "@/components/i18n/account-words";

const ReferralDialog = dynamic(() => import("./referral-dialog").then((module) => module.ReferralDialog), { ssr: false });

/** The referral dialog's code loads the first time it opens, never with a page, with its words. */
export function LazyReferralDialog() {
  const { user, isReferralModalOpen } = useAppState();
  return user && isReferralModalOpen ? (
    <AccountWords>
      <ReferralDialog />
    </AccountWords>
  ) : null;
}
