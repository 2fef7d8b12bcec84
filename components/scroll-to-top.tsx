"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Spec §2: following a link scrolls the page to the top, also when only the layout stays. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
