"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { useMessages } from "./i18n/messages-provider";
import { keepTabInside } from "./focus-trap";
import styles from "./modal-dialog.module.css";

type Props = {
  open: boolean;
  /** Every way of closing (Escape, the close button, the backdrop) asks the owner to set `open` false. */
  onClose: () => void;
  /** The id of the dialog's title. */
  labelledBy: string;
  children: ReactNode;
  /** False when the content brings its own close control (the upgrade modal's close is hidden: docs/product.md#app-shell). */
  showClose?: boolean;
  testId?: string;
  /**
   * True while the dialog steps aside for another one it opened (one dialog at a time): closing then keeps
   * the opener and the focused control, and reopening puts focus back on that control.
   */
  yielded?: boolean;
};

/**
 * A native modal <dialog>: the page behind is inert, Escape closes it, Tab stays inside, and focus
 * goes back to what opened it. Opened and closed through `open`, so app state owns it.
 */
export function ModalDialog({ open, onClose, labelledBy, children, showClose = true, testId, yielded = false }: Props) {
  const { account } = useMessages();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  // The control that opened the other dialog, focused again when this one comes back.
  const yieldedFromRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const returning = yieldedFromRef.current;
      yieldedFromRef.current = null;
      if (!returning) openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      if (returning?.isConnected && dialog.contains(returning)) returning.focus();
    } else if (!open && dialog.open) {
      const focused = document.activeElement;
      yieldedFromRef.current = yielded ? (focused instanceof HTMLElement && dialog.contains(focused) ? focused : dialog) : null;
      dialog.close();
    }
  }, [open, yielded]);

  const handleClose = () => {
    onClose();
    // Stepping aside for another dialog: the opener is focused when this one closes for good.
    if (yieldedFromRef.current) return;
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={labelledBy}
      onClose={handleClose}
      onKeyDown={keepTabInside}
      // A click on the dialog element itself, not on its content, is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid={testId}
    >
      <div className={styles.content}>
        {showClose ? <CloseButton onClick={onClose} label={account.dialog.close} /> : null}
        {children}
      </div>
    </dialog>
  );
}

/** The dialog's round close button, also for content that closes its dialog itself; `label` is 'Close' in the page's language. */
export function CloseButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button type="button" className={styles.closeButton} aria-label={label} onClick={onClick}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
