"use client";

import { useEffect, useId, useRef } from "react";
import { useAppState } from "@/components/app-state";
import dialogStyles from "@/components/auth/auth-dialog.module.css";
import { keepTabInside } from "@/components/focus-trap";
import { SubscribePanel } from "./subscribe-panel";

/**
 * Spec §2 "App shell": the modal holding the upgrade content, opened through `isUpgradeModalOpen`
 * (the 'Free' badge, the profile, the reading screen). It has no close button of its own: the
 * content's close signal closes it, as do Escape and a click on the backdrop.
 */
export function UpgradeModal({ appName }: { appName: string }) {
  const { isUpgradeModalOpen, setUpgradeModalOpen } = useAppState();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isUpgradeModalOpen && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!isUpgradeModalOpen && dialog.open) {
      dialog.close();
    }
  }, [isUpgradeModalOpen]);

  const handleClose = () => {
    setUpgradeModalOpen(false);
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      className={dialogStyles.dialog}
      aria-labelledby={titleId}
      onClose={handleClose}
      onKeyDown={keepTabInside}
      onClick={(event) => {
        if (event.target === event.currentTarget) setUpgradeModalOpen(false);
      }}
      data-testid="upgrade-modal"
    >
      <div className={dialogStyles.content}>
        {/* Mounted only while open, so each opening starts without an old error. */}
        {isUpgradeModalOpen ? <SubscribePanel appName={appName} titleId={titleId} onClose={() => setUpgradeModalOpen(false)} /> : null}
      </div>
    </dialog>
  );
}
