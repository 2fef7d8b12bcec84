"use client";

import { usePagePath } from "./i18n/page-path";
import { useEffect, useRef } from "react";

/**
 * docs/product.md#app-shell: following a link scrolls the page to the top, also when the layout stays. The first
 * render is left alone so that reloads and back/forward keep the browser's own scroll position.
 */
export function ScrollToTop() {
  const pathname = usePagePath();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
