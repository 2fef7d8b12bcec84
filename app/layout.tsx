import type { ReactNode } from "react";

/**
 * Each language has a root layout of its own, which renders `<html lang>` (app/(en)/layout.tsx and
 * app/[locale]/layout.tsx); this one only passes pages through, so that the not-found page of a path that
 * matches no route has a layout above it (it renders its own document, app/not-found.tsx).
 */
export default function PassThroughLayout({ children }: { children: ReactNode }) {
  return children;
}
