import { NotFoundContent, notFoundMetadata } from "@/components/content/not-found-content";
import { SiteShell, shellViewport } from "@/components/site-shell";
import "./globals.css";

export const metadata = notFoundMetadata("en");

export const viewport = shellViewport;

/**
 * The not-found page of every path no route matches (and the one the proxy sends unknown paths to).
 * Above it is only the pass-through root layout, so it renders the whole document itself.
 */
export default function NotFound() {
  return (
    <SiteShell locale="en">
      <NotFoundContent locale="en" />
    </SiteShell>
  );
}
