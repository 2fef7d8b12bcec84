import { usePathname } from "next/navigation";
import { publicPath } from "@/lib/i18n/paths";

/**
 * The page's address as the reader's browser has it (`/faq`), the same while the server renders an English
 * page at its `/en/…` path (proxy.ts) as in the browser, so that what a component draws from it hydrates as
 * it was rendered.
 */
export function usePagePath(): string {
  return publicPath(usePathname());
}
