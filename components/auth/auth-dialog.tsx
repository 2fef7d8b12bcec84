"use client";

import { useEffect, useId, useRef } from "react";
import { useAppState } from "@/components/app-state";
import { keepTabInside } from "@/components/focus-trap";
import { ProfilePanel } from "./profile-panel";
import { SignInPanel } from "./sign-in-panel";
import styles from "./auth-dialog.module.css";

/**
 * Spec §2 "Auth/profile dialog", rendered once by the root layout and opened through
 * `isAuthModalOpen`. The native modal <dialog> makes the page inert and closes on Escape; keepTabInside keeps Tab in it.
 */
export function AuthDialog() {
  const { user, isAuthModalOpen, setAuthModalOpen } = useAppState();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isAuthModalOpen && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!isAuthModalOpen && dialog.open) {
      dialog.close();
    }
  }, [isAuthModalOpen]);

  // Every way of closing (Escape, the close button, the backdrop, a finished action) ends here.
  const handleClose = () => {
    setAuthModalOpen(false);
    const opener = openerRef.current;
    openerRef.current = null;
    // After signing in or out the button that opened the dialog has been replaced; then there is nothing to return to.
    if (opener?.isConnected) opener.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={handleClose}
      onKeyDown={keepTabInside}
      // A click on the dialog element itself, not on its content, is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) setAuthModalOpen(false);
      }}
      data-testid="auth-dialog"
    >
      <div className={styles.content}>
        <button type="button" className={styles.closeButton} aria-label="Close" onClick={() => setAuthModalOpen(false)}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {/* Spec §2: the profile view when a user exists, otherwise the login view; signing out returns to login. */}
        {user ? <ProfilePanel user={user} titleId={titleId} /> : <SignInPanel titleId={titleId} />}
      </div>
    </dialog>
  );
}
