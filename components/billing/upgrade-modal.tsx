"use client";

import { useId } from "react";
import { useAppState } from "@/components/app-state";
import { ModalDialog } from "@/components/modal-dialog";
import { SubscribePanel } from "./subscribe-panel";

/**
 * docs/product.md#app-shell: the modal holding the upgrade content, opened through `isUpgradeModalOpen`
 * (the 'Free' badge, the profile, the reading screen). It has no close button of its own: the
 * content's close signal closes it, as do Escape and a click on the backdrop.
 */
export function UpgradeModal({ appName }: { appName: string }) {
  const { isUpgradeModalOpen, setUpgradeModalOpen } = useAppState();
  const titleId = useId();
  const close = () => setUpgradeModalOpen(false);
  return (
    <ModalDialog open={isUpgradeModalOpen} onClose={close} labelledBy={titleId} showClose={false} testId="upgrade-modal">
      {/* Mounted only while open, so each opening starts without an old error. */}
      {isUpgradeModalOpen ? <SubscribePanel appName={appName} titleId={titleId} onClose={close} /> : null}
    </ModalDialog>
  );
}
