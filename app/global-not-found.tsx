import { NotFoundContent, notFoundMetadata } from "@/components/content/not-found-content";
import { SiteShell, shellViewport } from "@/components/site-shell";
import "./globals.css";

export const metadata = notFoundMetadata("en");

export const viewport = shellViewport;

/**
 * The not-found page of every path no route matches (and the one the proxy sends unknown paths to), in
 * English: no layout is above it (the root layout is under `[locale]`), so it renders the whole document
 * itself. Unlike a not-found.tsx, Next does not send it with every page (next.config.ts, `globalNotFound`).
 */
export default function NotFound() {
  return (
    <SiteShell locale="en">
      <NotFoundContent locale="en" />
    </SiteShell>
  );
}
