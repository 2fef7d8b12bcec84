"use client";

import type { CSSProperties } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { TOAST_LIMITS } from "@/lib/client/toast";

export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      theme="dark"
      richColors
      visibleToasts={TOAST_LIMITS.visible}
      duration={TOAST_LIMITS.defaultDurationMs}
      style={{ "--width": `${TOAST_LIMITS.widthPx}px` } as CSSProperties}
    />
  );
}
