"use client";

import { useEffect, useState, type CSSProperties } from "react";
import { createPortal } from "react-dom";
import { Toaster as SonnerToaster } from "sonner";
import { TOAST_LIMITS } from "@/lib/client/toast";
import styles from "./toaster.module.css";

/** The modal dialog on top, if any: the last open one in document order (there is rarely more than one). */
function topModalDialog(): HTMLDialogElement | null {
  const open = document.querySelectorAll<HTMLDialogElement>("dialog:modal");
  return open.length > 0 ? open[open.length - 1] : null;
}

/**
 * Keeps the toast layer readable above any modal dialog. A modal <dialog> makes everything outside it
 * inert (no hit testing, hidden from screen readers), even a popover painted above it, so the layer
 * moves into the open dialog and is shown again as a popover: last into the top layer, so on top.
 */
function placeLayer(layer: HTMLElement): void {
  // Without the popover API (Safari before 17) the layer stays a plain fixed element in <body>, as before.
  if (typeof layer.showPopover !== "function") return;
  const parent = topModalDialog() ?? document.body;
  if (layer.parentElement !== parent) parent.append(layer);
  // Moving a shown popover hides it; hiding and showing again also puts it above a dialog opened since.
  if (layer.matches(":popover-open")) layer.hidePopover();
  layer.showPopover();
}

function createLayer(): HTMLElement {
  const element = document.createElement("div");
  element.setAttribute("popover", "manual");
  element.className = styles.layer;
  element.dataset.testid = "toast-layer";
  return element;
}

/** The one toast viewport (top-center: docs/product.md#app-shell), with the one live region that announces toasts, named `label` (the page language's `account.toasts.label`). */
export function Toaster({ label }: { label: string }) {
  // Made outside React's tree so that it can move between <body> and a dialog without remounting the toasts.
  // This component only ever renders in the browser (LazyToaster has ssr: false), so document exists here.
  const [layer] = useState(createLayer);

  useEffect(() => {
    document.body.append(layer);
    placeLayer(layer);
    // Any dialog opening or closing, including ones added later, toggles its `open` attribute.
    const observer = new MutationObserver(() => placeLayer(layer));
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["open"] });
    return () => {
      observer.disconnect();
      layer.remove();
    };
  }, [layer]);

  return createPortal(
    <SonnerToaster
      position="top-center"
      theme="dark"
      richColors
      containerAriaLabel={label}
      visibleToasts={TOAST_LIMITS.visible}
      duration={TOAST_LIMITS.defaultDurationMs}
      // On phones the toasts span the width: below the sticky header, so the logo and the menu stay in sight.
      mobileOffset={{ top: "calc(var(--header-height) + 8px)" }}
      style={{ "--width": `${TOAST_LIMITS.widthPx}px` } as CSSProperties}
    />,
    layer,
  );
}
